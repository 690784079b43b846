import ArgumentParser
import Foundation
import Personable

/// `personable rewrite "TEXT" --theme T`: one UI string rewritten by the model, without the cache.
struct RewriteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rewrite", abstract: "Rewrite one UI string in a theme (no cache).")

    @Argument(help: "The text to rewrite.") var text: String
    @Option(name: .long, help: "The theme: \(DisplayTheme.allCases.map(\.rawValue).joined(separator: ", ")).")
    var theme: String
    @Option(name: .long, help: "The kind of text: auto (tell from the text; buttons, headers, errors are kept as they are) or \(DisplayTextType.allCases.map(\.rawValue).joined(separator: ", ")).")
    var type: String = "auto"
    @OptionGroup var model: ModelOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let theme = try DisplayTheme.parse(theme)
        let explicitType = type.lowercased() == "auto" ? nil : try DisplayTextType.parse(type)
        let original = try DisplayTextService.sanitize(text)
        let service = try model.makeGenerator()
        let kind = service.kind(of: original, textType: explicitType)
        if theme.isGenerated, kind.isInScope, case let .unavailable(reason) = await service.availability {
            throw CLIError(reason)
        }
        let textType = explicitType ?? kind.textType ?? .description
        let rewrite = try await service.rewrite(
            DisplayTextRequest(originalText: original, theme: theme, textType: textType, context: textType.rawValue, kind: kind))
        let line = RewriteLine(rewrite, fallback: original)
        if output.json {
            // The same exit code as in text: 2 when the original is shown because nothing passed.
            try Console.printJSON(line)
            if rewrite.outcome != .outOfScope, !line.accepted { throw ExitCode(ExitStatus.fallback) }
            return
        }
        Console.print(line.text)
        if rewrite.outcome == .outOfScope {
            Console.error("I kept this as it is: a theme doesn't rewrite \(kind.rawValue.replacingOccurrences(of: "_", with: " ")) text.")
        } else if !line.accepted {
            Console.error(Self.fallbackReason(rewrite, timeLimit: service.modelTimeLimit))
            throw ExitCode(ExitStatus.fallback)
        }
    }
}

extension RewriteCommand {
    /// Why the original is shown, in the first person.
    static func fallbackReason(_ rewrite: DisplayTextRewrite, timeLimit: Duration?) -> String {
        if rewrite.cutShort, let timeLimit, !rewrite.candidates.contains(where: \.accepted) {
            return DisplayTextServiceError.tookTooLong(seconds: timeLimit.seconds).errorDescription ?? ""
        }
        if rewrite.candidates.isEmpty {
            return "I have nothing safe to add to this text in this theme, so this is the original."
        }
        return "None of the \(rewrite.candidates.count) versions I wrote passed my checks, so this is the original."
    }
}

/// One rewrite as `rewrite --json` and `text generate --jsonl` print it.
struct RewriteLine: Encodable {
    var original: String
    var theme: String
    var textType: String
    /// What the string was taken to be (`button`, `empty_state_title`, …).
    var kind: String
    /// `rewritten`, `original`, `out_of_scope` or `fallback`.
    var outcome: String
    var text: String
    var accepted: Bool
    var fallback: Bool
    /// Whether the model was stopped by the time limit before it wrote every candidate.
    var cutShort: Bool
    var candidates: [DisplayTextCandidate]
    var ms: Int

    init(_ rewrite: DisplayTextRewrite, fallback original: String) {
        self.original = original
        theme = rewrite.request.theme.rawValue
        textType = rewrite.request.textType.rawValue
        kind = rewrite.kind.rawValue
        outcome = rewrite.outcome.rawValue
        text = rewrite.text ?? original
        accepted = rewrite.outcome == .rewritten || rewrite.outcome == .original
        fallback = rewrite.outcome == .fallback
        cutShort = rewrite.cutShort
        candidates = rewrite.candidates
        ms = Int(rewrite.duration.components.seconds * 1000 + rewrite.duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
