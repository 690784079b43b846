import PersonableLanguageModels

/// Re-measures the themed rewrite anyone can run (`personable eval`): every string of a set in every theme,
/// with the bank's own rewrite of a string left out (so a string of the bank is judged on what the model
/// writes), and per theme what was shown, kept out of scope, fell back, and how long it took.
public struct DisplayTextEvaluator: Sendable {
    public let service: DisplayTextService
    public let embedder: (any TextEmbedding)?
    public let bank: ReferenceBank
    /// How close (cosine) a rewrite must be to the written one to count as good.
    public var goodThreshold: Double

    public init(service: DisplayTextService, embedder: (any TextEmbedding)?, bank: ReferenceBank = .shipped, goodThreshold: Double = 0.7) {
        self.service = service
        self.embedder = embedder
        self.bank = bank
        self.goodThreshold = goodThreshold
    }

    /// Evaluates one string in one theme.
    public func evaluate(_ item: EvaluationCase, theme: DisplayTheme) async throws -> EvaluationResult {
        // A key or comment that names a place no theme rewrites decides first, as it does for a catalog.
        let kind = StringPlacement(key: item.key, comment: item.comment, text: item.text).kind
            ?? service.kind(of: item.text, textType: nil)
        let request = DisplayTextRequest(
            originalText: item.text, theme: theme, textType: kind.textType ?? .description, context: "", kind: kind)
        let rewrite = try await service.rewrite(request, excludingWritten: true)
        let shown = rewrite.outcome == .rewritten ? (rewrite.text ?? item.text) : item.text
        var similarity: Double?
        if rewrite.outcome == .rewritten, let embedder, let written = bank.rewrite(of: item.text, theme: theme) {
            let vectors = try await embedder.embeddings(for: [shown, written])
            similarity = MeaningCheck.cosine(vectors[0], vectors[1])
        }
        let good = rewrite.outcome == .rewritten && (similarity.map { $0 >= goodThreshold } ?? true)
        return EvaluationResult(
            theme: theme, original: item.text, labelledInScope: item.inScope, kind: rewrite.kind,
            outcome: rewrite.outcome, source: rewrite.source, shown: shown, similarityToWritten: similarity, good: good,
            milliseconds: Int(rewrite.duration / .milliseconds(1)), cutShort: rewrite.cutShort)
    }
}
