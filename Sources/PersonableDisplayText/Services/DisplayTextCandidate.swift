import PersonableLanguageModels

/// One answer of the model, cleaned, checked and scored.
public struct DisplayTextCandidate: Sendable, Hashable, Codable {
    public var raw: String
    public var text: String
    public var rejections: [DisplayTextRejection]
    public var score: Double

    /// Whether it passed every quality gate.
    public var accepted: Bool { rejections.isEmpty }
}

/// The outcome of a rewrite: the chosen text (if any candidate passed) and every candidate.
public struct DisplayTextRewrite: Sendable, Hashable {
    public var request: DisplayTextRequest
    public var text: String?
    public var candidates: [DisplayTextCandidate]
    public var prompt: Prompt
    public var duration: Duration
}
