/// Token counts and timings of one llama.cpp generation, for benchmarks and `--verbose` output.
public struct LlamaGenerationStats: Sendable, Hashable, Codable {
    /// Prompt tokens evaluated (those already in the KV cache are not).
    public var promptTokensEvaluated: Int = 0
    /// Prompt tokens reused from the KV cache.
    public var promptTokensReused: Int = 0
    public var promptSeconds: Double = 0
    public var generatedTokens: Int = 0
    public var generationSeconds: Double = 0

    public init() {}

    /// Generated tokens per second.
    public var decodeTokensPerSecond: Double {
        generationSeconds > 0 ? Double(generatedTokens) / generationSeconds : 0
    }

    /// Prompt tokens evaluated per second.
    public var prefillTokensPerSecond: Double {
        promptSeconds > 0 ? Double(promptTokensEvaluated) / promptSeconds : 0
    }
}
