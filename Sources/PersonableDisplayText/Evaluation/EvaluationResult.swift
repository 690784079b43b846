/// What became of one string in one theme during an evaluation.
public struct EvaluationResult: Sendable, Hashable, Codable {
    public var theme: DisplayTheme
    public var original: String
    /// The labelled scope, when the set has one.
    public var labelledInScope: Bool?
    public var kind: TextKind
    public var outcome: DisplayTextRewrite.Outcome
    /// Who wrote the shown rewrite (`nil` when the original is shown).
    public var source: DisplayTextRewrite.Source?
    /// What the app would show.
    public var shown: String
    /// Semantic similarity of the shown rewrite to the bank's hand-written rewrite of the same string.
    public var similarityToWritten: Double?
    /// Shown, and (where the bank has a written rewrite and an embedding model measured it) close to it.
    public var good: Bool
    public var milliseconds: Int
    /// The model was stopped by the time limit before it wrote every candidate.
    public var cutShort: Bool = false
}
