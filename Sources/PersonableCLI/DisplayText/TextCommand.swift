import ArgumentParser
import Foundation
import Personable

/// `personable text …`: themed display text through the cache.
struct TextCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text", abstract: "Get, regenerate and rate themed display text.",
        subcommands: [Get.self, Regenerate.self, Rate.self, Stats.self, TextGenerateCommand.self])

    /// Prints `result`: as JSON with `--json` (the same resource as `GET /api/text`), else the text alone.
    static func printResult(_ result: TextResult, json: Bool) throws {
        if json { return try Console.printJSON(result) }
        Console.print(result.text)
    }

    struct Get: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print themed text for a key: cached, else generated, else the fallback.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var model: ModelOptions
        @OptionGroup var key: TextKeyOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let fallback = try key.fallbackText(), environment = try global.environment(model: model)
            let key = try await key.key(themes: environment.themes)
            let coordinator = try environment.displayText()
            let themed = try await coordinator.runToCompletion { try await $0.resolve(key, fallback: fallback) }
            try TextCommand.printResult(TextResult(key: key, original: fallback, themed: themed), json: output.json)
            if themed.source == .fallback {
                // Said once, so a fallback is never silent; exit 2 as `rewrite` does (README, "Exit codes").
                var why = coordinator.fallbackReason(for: key)
                if why == nil, case let .unavailable(reason) = await coordinator.availability { why = reason }
                Console.error("This is the original text: I couldn't get themed text from the language model." + (why.map { " " + $0 } ?? ""))
                throw ExitCode(ExitStatus.fallback)
            }
        }
    }

    struct Regenerate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write a new version of themed text and store it.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var model: ModelOptions
        @OptionGroup var key: TextKeyOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let fallback = try key.fallbackText(), environment = try global.environment(model: model)
            let key = try await key.key(themes: environment.themes)
            let coordinator = try environment.displayText()
            let themed = try await coordinator.runToCompletion { try await $0.regenerate(key, fallback: fallback) }
            try TextCommand.printResult(TextResult(key: key, original: fallback, themed: themed), json: output.json)
        }
    }

    struct Rate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Rate stored themed text from 1 to 5.")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The text's id (from `text get --json`).") var id: String
        @Argument(help: "A rating from 1 to 5.") var rating: Int

        func run() async throws {
            guard let uuid = UUID(uuidString: id) else {
                throw CLIError("I couldn't read \"\(id)\" as a text id; `personable text get --json` prints one.")
            }
            guard (1...5).contains(rating) else { throw DisplayTextError.invalidRating(rating) }
            try await global.environment().displayText().rate(uuid, rating: rating)
            Console.print("Thanks, I saved your rating of \(rating).")
        }
    }

    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the cache's hit rate, counts and theme usage.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        struct Report: Encodable {
            var counts: DisplayTextStats
            var hitRate: Double
            var averageGenerationMilliseconds: Double
            var storedTexts: Int
            var themeUsage: [String: Int]
        }

        func run() async throws {
            let environment = try global.environment(access: .readOnly)
            let coordinator = try environment.displayText()
            let counts = try await coordinator.lifetimeStats()
            let usage = try await environment.themes.themeUsage()
            let stored = try await coordinator.storedTextCount()
            let report = Report(
                counts: counts, hitRate: counts.hitRate,
                averageGenerationMilliseconds: counts.averageGenerationMilliseconds, storedTexts: stored,
                themeUsage: Dictionary(uniqueKeysWithValues: usage.map { ($0.key.rawValue, $0.value) }))
            if output.json { return try Console.printJSON(report) }
            Console.print(String(format: "Hit rate: %.1f%%", counts.hitRate * 100))
            Console.print("Hits: \(counts.hits) fresh, \(counts.staleHits) stale; misses: \(counts.misses)")
            Console.print("Generations: \(counts.generations), failures: \(counts.failures), "
                + String(format: "average %.0f ms", counts.averageGenerationMilliseconds))
            Console.print("Stored texts: \(stored)")
            Console.print("Theme usage:")
            for theme in try await environment.themes.allThemes() {
                Console.print("  \(theme.displayName): \(usage[theme] ?? 0)")
            }
        }
    }
}
