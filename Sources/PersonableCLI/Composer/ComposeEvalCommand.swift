import ArgumentParser
import Foundation
import Personable

/// `personable compose eval --input messages.tsv`: re-measures the composer on a set of messages — how many of each
/// message's variations the model wrote and the checks passed, why the others were dropped, and how long each took.
/// The cache is not used: every message is written anew.
struct ComposeEvalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measure the composer: variations written by the model (of 5) per message, why attempts were dropped, P50/P95.")

    @Option(name: .long, help: "A TSV file with a `message` column, and optionally `id`, `audience`, `tone` (default: client, diplomatic).")
    var input: String
    @Option(name: .long, help: "Write every message's variations and dropped attempts as a JSON line to this file.") var jsonl: String?
    @Option(name: .long, help: "Tries on the model per variation before adapting the message by rules (1–5; default: by model).")
    var attempts: Int?
    @OptionGroup var model: ModelOptions

    func validate() throws {
        if let attempts, !(1...5).contains(attempts) { throw CLIError("I can try from 1 to 5 times per variation, not \(attempts).") }
    }

    func run() async throws {
        guard let data = FileManager.default.contents(atPath: input), let text = String(data: data, encoding: .utf8) else {
            throw CLIError("I couldn't read \(input) as UTF-8 text.")
        }
        let messages = try ComposerEvaluationMessage.parse(text)
        guard !messages.isEmpty else { throw CLIError("I found no messages in \(input): it needs a `message` column.") }
        StopSignals.install()
        let languageModel = try model.makeLanguageModel()
        if case let .unavailable(reason) = await languageModel.availability { throw CLIError(reason) }
        let service = ComposerService(model: languageModel, maximumAttempts: attempts)
        let lines = try EvaluationLines(path: jsonl)
        var results: [ComposerEvaluationResult] = []
        for (done, message) in messages.enumerated() {
            let start = ContinuousClock.now
            var dropped: [Int: [String]] = [:]
            var variations: [ResponseVariation] = []
            let request = ComposerRequest(input: message.message, context: message.context)
            for try await event in service.compose(request) {
                switch event {
                case let .rejected(index, attempt, reasons):
                    dropped[index, default: []].append("try \(attempt): " + reasons.joined(separator: " "))
                case let .completed(all, _):
                    variations = all
                default:
                    break
                }
            }
            // `completed` ranks the variations; the dropped attempts are keyed by the order asked.
            let asked = request.contexts
            let result = ComposerEvaluationResult(
                id: message.id, audience: message.context.audience.rawValue, tone: message.context.tone.rawValue,
                message: message.message, seconds: (ContinuousClock.now - start).seconds,
                variations: asked.enumerated().compactMap { index, context in
                    guard let variation = variations.first(where: { $0.context == context }) else { return nil }
                    return .init(tone: context.tone.rawValue, source: variation.source.rawValue, text: variation.responseText,
                                 missing: variation.keyPointsMissing, dropped: dropped[index] ?? [])
                })
            results.append(result)
            try lines.write(result)
            try lines.finished(done + 1, of: messages.count, label: "messages", things: "messages")
        }
        try lines.close()
        for result in results {
            Console.print("\(result.id.padding(toLength: 10, withPad: " ", startingAt: 0)) \(result.byModel)/\(result.variations.count) by the model  \(String(format: "%.1f", result.seconds)) s")
        }
        var times = LatencyWindow(capacity: max(1, results.count))
        for result in results { times.add(.milliseconds(Int((result.seconds * 1000).rounded()))) }
        func seconds(_ fraction: Double) -> String { String(format: "%.1f", times.percentile(fraction)?.seconds ?? 0) }
        let atLeastThree = results.filter { $0.byModel >= 3 }.count
        Console.print("""
            \(results.count) messages: \(results.map(\.byModel).reduce(0, +)) of \(results.map(\.variations.count).reduce(0, +)) variations by the model; \
            \(atLeastThree) messages with 3 or more; P50 \(seconds(0.5)) s, P95 \(seconds(0.95)) s
            """)
    }
}
