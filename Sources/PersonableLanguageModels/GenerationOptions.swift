/// How to sample a response, after Foundation Models' `GenerationOptions`.
public struct GenerationOptions: Sendable, Hashable {
    /// 0 samples greedily (always the most likely token).
    public var temperature: Double
    /// Nucleus sampling: keep the smallest set of tokens whose probability adds up to this.
    public var topP: Double
    /// The most tokens to generate.
    public var maximumResponseTokens: Int
    /// Generation stops before any of these; they are not part of the response.
    public var stopSequences: [String]
    /// Makes sampling repeatable; `nil` for a random seed.
    public var seed: UInt32?

    public init(
        temperature: Double = 0.7,
        topP: Double = 0.9,
        maximumResponseTokens: Int = 256,
        stopSequences: [String] = [],
        seed: UInt32? = nil
    ) {
        self.temperature = temperature
        self.topP = topP
        self.maximumResponseTokens = maximumResponseTokens
        self.stopSequences = stopSequences
        self.seed = seed
    }
}
