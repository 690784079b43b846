import Benchmark
import Foundation
import Personable

/// The composer on the embedded model, over the spec's three demo scenarios: one iteration composes five
/// variations (no cache), measuring the time to the first streamed token and to the last variation — for a message
/// the model has not read yet (the few-shot prefix is in memory, as from the second request of a process or from
/// the prompt cache on disk), and for one it has (the same message again, for another audience or tone). Beside
/// them, in the same run: the few-shot prefix read from the on-disk prompt cache against evaluated, and raw
/// llama.cpp on the same prompts, greedy with no checks, as tokens per second.
let benchmarks: @Sendable () -> Void = {
    let promptStates = PromptStateCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent("personable-benchmark-states"))
    let model = LlamaLanguageModel(promptCache: promptStates)
    let uncachedModel = LlamaLanguageModel(promptCache: nil)
    let service = ComposerService(model: model)
    let builder = ComposerPromptBuilder()
    let firstToken = BenchmarkMetric.custom("first token (ms)", polarity: .prefersSmaller, useScalingFactor: false)
    let modelVariations = BenchmarkMetric.custom("variations by the model (of 5)", polarity: .prefersLarger, useScalingFactor: false)
    /// Leaves the few-shot prefix in the KV cache, and no message after it.
    let forgetMessage = { try await model.prewarmed(.completion(builder.rewritePrefix + "Message: (another message)\n")) }

    for scenario in ComposerDemoScenario.all {
        for messageRead in [false, true] {
            Benchmark(
                "compose 5 variations: \(scenario.name), \(messageRead ? "message read before" : "new message")",
                configuration: .init(
                    metrics: [.wallClock, .peakMemoryResident, firstToken, modelVariations], timeUnits: .milliseconds,
                    warmupIterations: 1, maxDuration: .seconds(120), maxIterations: 5)
            ) { benchmark in
                for _ in benchmark.scaledIterations {
                    try await forgetMessage()
                    if messageRead {
                        try await model.prewarmed(builder.prompt(for: scenario.input, context: scenario.context, style: .completion))
                    }
                    benchmark.startMeasurement()
                    let start = ContinuousClock.now
                    var first: Duration?
                    var fromModel = 0
                    for try await event in service.compose(ComposerRequest(input: scenario.input, context: scenario.context)) {
                        switch event {
                        case .partial where first == nil: first = ContinuousClock.now - start
                        case let .finished(_, variation) where variation.source == .model: fromModel += 1
                        default: break
                        }
                    }
                    benchmark.stopMeasurement()
                    if let first { benchmark.measurement(firstToken, Int(first / .milliseconds(1))) }
                    benchmark.measurement(modelVariations, fromModel)
                }
            }
        }
    }

    // What a new process (each `personable compose`) pays before it reads the message: the few-shot prefix.
    for (name, prefixModel) in [("read from the prompt cache on disk", model), ("evaluated (baseline)", uncachedModel)] {
        Benchmark(
            "composer few-shot prefix, \(name)",
            configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(60), maxIterations: 10)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                try await prefixModel.prewarmed(.completion("Something else entirely.\n"))
                benchmark.startMeasurement()
                blackHole(try await prefixModel.prewarmed(.completion(builder.rewritePrefix)))
                benchmark.stopMeasurement()
            }
        }
    }

    Benchmark(
        "raw llama.cpp decode (same prompts, greedy, 64 tokens)",
        configuration: .init(
            metrics: [.wallClock, .custom("decode tokens/s", polarity: .prefersLarger, useScalingFactor: false),
                      .custom("prefill tokens/s", polarity: .prefersLarger, useScalingFactor: false)],
            timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(120), maxIterations: 6)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let scenario = ComposerDemoScenario.all[benchmark.currentIteration % ComposerDemoScenario.all.count]
            let prompt = builder.prompt(for: scenario.input, context: scenario.context, style: .completion)
            let text = try await model.respond(to: prompt, options: .init(temperature: 0, maximumResponseTokens: 64))
            let stats = try await model.lastGenerationStats()
            benchmark.measurement(.custom("decode tokens/s", polarity: .prefersLarger, useScalingFactor: false), Int(stats.decodeTokensPerSecond))
            if stats.promptTokensEvaluated > 8 {
                benchmark.measurement(.custom("prefill tokens/s", polarity: .prefersLarger, useScalingFactor: false), Int(stats.prefillTokensPerSecond))
            }
            blackHole(text)
        }
    }

    Benchmark(
        "raw llama.cpp decode, a scenario's five prompts side by side (greedy, 64 tokens each)",
        configuration: .init(
            metrics: [.wallClock, .custom("decode tokens/s (all five)", polarity: .prefersLarger, useScalingFactor: false)],
            timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(120), maxIterations: 6)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let scenario = ComposerDemoScenario.all[benchmark.currentIteration % ComposerDemoScenario.all.count]
            let request = ComposerRequest(input: scenario.input, context: scenario.context)
            let requests = request.contexts.map { context in
                ResponseRequest(builder.prompt(for: scenario.input, context: context, style: .completion),
                                options: .init(temperature: 0, maximumResponseTokens: 64))
            }
            let texts = try await model.respond(to: requests)
            let stats = try await model.lastGenerationStats()
            benchmark.measurement(.custom("decode tokens/s (all five)", polarity: .prefersLarger, useScalingFactor: false), Int(stats.decodeTokensPerSecond))
            blackHole(texts)
        }
    }
}
