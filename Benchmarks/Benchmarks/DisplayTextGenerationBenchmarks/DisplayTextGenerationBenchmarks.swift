import Benchmark
import Foundation
import Personable
import Synchronization

/// Themed rewrites on the embedded model over the evaluation strings (`../shared/eval/ui-strings.txt`): one
/// iteration is one string, best-of-3, so the wall-clock percentiles are per-string latencies per theme. Beside
/// them, in the same run, raw llama.cpp on the same prompts: one candidate's worth of greedy decoding with no
/// gates, reported as decode and prefill tokens per second.
let benchmarks: @Sendable () -> Void = {
    let strings = evaluationStrings()
    let model = LlamaLanguageModel()
    let service = DisplayTextService(model: model)
    let builder = DisplayTextPromptBuilder()
    let fallbacks = Mutex<[DisplayTheme: (fallbacks: Int, total: Int)]>([:])

    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds,
        warmupIterations: 1, maxDuration: .seconds(600), maxIterations: strings.count)

    for theme in DisplayTheme.allCases where theme.isGenerated {
        Benchmark("rewrite best-of-3 \(theme.rawValue)", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                let original = strings[benchmark.currentIteration % strings.count]
                let textType = DisplayTextType.infer(from: original)
                let rewrite = try await service.rewrite(
                    DisplayTextRequest(originalText: original, theme: theme, textType: textType, context: textType.rawValue))
                fallbacks.withLock { counts in
                    var count = counts[theme] ?? (0, 0)
                    count.total += 1
                    if rewrite.text == nil { count.fallbacks += 1 }
                    counts[theme] = count
                }
                blackHole(rewrite)
            }
        } teardown: {
            if let count = fallbacks.withLock({ $0[theme] }) {
                print("fallbacks \(theme.rawValue): \(count.fallbacks)/\(count.total)")
            }
        }
    }

    Benchmark(
        "raw llama.cpp decode (same prompts, greedy)",
        configuration: .init(
            metrics: [.wallClock, .custom("decode tokens/s", polarity: .prefersLarger, useScalingFactor: false),
                      .custom("prefill tokens/s", polarity: .prefersLarger, useScalingFactor: false)],
            timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(300), maxIterations: strings.count)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let original = strings[benchmark.currentIteration % strings.count]
            let prompt = builder.prompt(
                for: DisplayTextRequest(originalText: original, theme: .casual, textType: .infer(from: original), context: ""),
                style: .completion)
            // The same shape of work as one candidate, without stop sequences, so every prompt decodes 24 tokens
            // unless the model ends its text.
            let text = try await model.respond(to: prompt, options: .init(temperature: 0, maximumResponseTokens: 24))
            let stats = try await model.lastGenerationStats()
            benchmark.measurement(.custom("decode tokens/s", polarity: .prefersLarger, useScalingFactor: false), Int(stats.decodeTokensPerSecond))
            if stats.promptTokensEvaluated > 8 {
                benchmark.measurement(.custom("prefill tokens/s", polarity: .prefersLarger, useScalingFactor: false), Int(stats.prefillTokensPerSecond))
            }
            blackHole(text)
        }
    }
}

/// The evaluation strings, found by walking up from the current directory to `shared/eval/ui-strings.txt`.
func evaluationStrings() -> [String] {
    var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while directory.path != "/" {
        for candidate in ["shared/eval/ui-strings.txt", "../shared/eval/ui-strings.txt"] {
            let url = directory.appendingPathComponent(candidate)
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
            }
        }
        directory.deleteLastPathComponent()
    }
    return ["No Goals Yet", "Loading goals...", "Importance (1-10)", "You have %d goals due this week"]
}
