import PersonableLanguageModels

/// Whether a rewrite still means what its original means, by the semantic similarity of their embeddings.
///
/// The threshold is calibrated on the reference bank: every hand-written rewrite there keeps its original's
/// meaning, so the threshold sits just below nearly all of them (see `docs/TEXT_QUALITY.md` for the figures),
/// while the failures a strict reader caught ("Add a personal value that guides your choices" → "Hey, how many
/// items would you add to your cart?") fall far below it.
public struct MeaningCheck: Sendable {
    /// The lowest similarity a rewrite may have.
    public var threshold: Double

    public init(threshold: Double = MeaningCheck.calibratedThreshold) {
        self.threshold = threshold
    }

    /// Calibrated on the reference bank with the shipped embedding model.
    public static let calibratedThreshold = 0.45

    /// Similarities of each candidate to the original, in order.
    public static func similarities(
        of candidates: [String], to original: String, using embedder: any TextEmbedding
    ) async throws -> [Double] {
        guard !candidates.isEmpty else { return [] }
        let vectors = try await embedder.embeddings(for: [original] + candidates)
        return vectors.dropFirst().map { cosine(vectors[0], $0) }
    }

    static func cosine(_ first: [Float], _ second: [Float]) -> Double {
        Double(zip(first, second).reduce(Float(0)) { $0 + $1.0 * $1.1 })
    }
}
