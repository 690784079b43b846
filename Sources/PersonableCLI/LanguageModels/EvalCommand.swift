import ArgumentParser
import Foundation
import Personable

/// `personable eval`: re-measures the themed rewrite over a set of strings (by default the reference bank's,
/// each judged with its own written rewrite left out), per theme.
struct EvalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measure the themed rewrite: shown, good, out of scope kept, fallbacks, P50/P95 per theme.")

    @Option(name: .long, help: "A file of strings: TSV with a `text` column (and `scope` in/out), or one per line. Default: the reference bank's strings.")
    var input: String?
    @Option(name: .long, help: "A theme, or `all` for every theme but professional.") var theme: String = "all"
    @Option(name: .long, help: "Write every result as a JSON line to this file.") var jsonl: String?
    @Flag(name: .long, help: "Print the summary as JSON.") var json = false
    @OptionGroup var model: ModelOptions

    func run() async throws {
        let themes = theme.lowercased() == "all"
            ? DisplayTheme.allCases.filter(\.isGenerated) : [try DisplayTheme.parse(theme)]
        let cases: [EvaluationCase]
        if let input {
            guard let data = FileManager.default.contents(atPath: input), let text = String(data: data, encoding: .utf8) else {
                throw CLIError("I couldn't read \(input) as UTF-8 text.")
            }
            cases = EvaluationCase.parse(text)
            guard !cases.isEmpty else { throw CLIError("I found no strings to evaluate in \(input).") }
        } else {
            var seen = Set<String>()
            cases = ReferenceBank.shipped.examples.filter { seen.insert($0.original).inserted }
                .map { EvaluationCase(text: $0.original, inScope: true) }
        }
        StopSignals.install()
        let service = try model.makeGenerator()
        if case let .unavailable(reason) = await service.availability { throw CLIError(reason) }
        let evaluator = DisplayTextEvaluator(service: service, embedder: try model.makeEmbedder())
        let lines = try EvaluationLines(path: jsonl)
        var results: [EvaluationResult] = []
        for theme in themes {
            for item in cases {
                let result = try await evaluator.evaluate(item, theme: theme)
                results.append(result)
                try lines.write(result)
                try lines.finished(results.count, of: themes.count * cases.count, label: theme.rawValue, things: "strings")
            }
        }
        try lines.close()
        let summaries = themes.map { EvaluationSummary(theme: $0, results: results) }
        if json { return try Console.printJSON(summaries) }
        Console.print("theme             in scope  shown  framed  pattern  model  good  fallback  timed out  out kept   p50 ms  p95 ms  max ms")
        for summary in summaries {
            let outKept = summary.labelledOutOfScope == 0 ? "-" : "\(summary.outOfScopeKept)/\(summary.labelledOutOfScope)"
            Console.print([
                summary.theme.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0),
                pad(summary.inScope, 8), pad(summary.shown, 6), pad(summary.framed, 7), pad(summary.patterned, 8), pad(summary.byModel, 6), pad(summary.good, 5), pad(summary.fallbacks, 9),
                pad(summary.cutShort, 10), outKept.leftPadded(9), pad(summary.p50Milliseconds, 8), pad(summary.p95Milliseconds, 7),
                pad(summary.maximumMilliseconds, 7),
            ].joined(separator: " "))
        }
    }

    private func pad(_ value: Int, _ width: Int) -> String { "\(value)".leftPadded(width) }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
