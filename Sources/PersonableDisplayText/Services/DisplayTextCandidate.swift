import PersonableLanguageModels

/// One answer of the model, cleaned, checked and scored.
public struct DisplayTextCandidate: Sendable, Hashable, Codable {
    public var raw: String
    public var text: String
    public var rejections: [DisplayTextRejection]
    public var score: Double
    /// Semantic similarity to the original (0…1), when an embedding model measured it.
    public var similarity: Double?
    /// Whether this is the reference bank's hand-written rewrite rather than the model's.
    public var written: Bool = false
    /// Whether this is a written rewrite of a string of the same shape, carried over (`ExampleTransfer`).
    public var transferred: Bool = false
    /// Whether this is the original in one of the theme's hand-written frames (`ThemeFrames`).
    public var framed: Bool = false
    /// Whether this is the original said by one of the theme's hand-written sentence patterns (`ThemePatterns`).
    public var patterned: Bool = false

    /// Whether the model wrote it: none of its words come from a person's writing (bank, transfer, frame, pattern).
    public var byModel: Bool { !written && !transferred && !framed && !patterned }

    /// Whether it passed every quality gate.
    public var accepted: Bool { rejections.isEmpty }
}

/// The outcome of a rewrite: the chosen text (if any candidate passed) and every candidate.
public struct DisplayTextRewrite: Sendable, Hashable {
    /// What became of the string.
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// A candidate passed every check and is shown.
        case rewritten
        /// The theme is professional: the app's own text.
        case original
        /// The kind of string a theme never rewrites (a button, a header, an error, a bare format): kept as it is.
        case outOfScope = "out_of_scope"
        /// No candidate passed: the app's own text is shown.
        case fallback
    }

    public var request: DisplayTextRequest
    /// What the string was taken to be.
    public var kind: TextKind
    public var outcome: Outcome
    /// The text to show instead of the original; `nil` unless `outcome` is `rewritten` (or `original`).
    public var text: String?
    public var candidates: [DisplayTextCandidate]
    public var prompt: Prompt
    public var duration: Duration
    /// Whether the model was stopped by the time limit before every candidate was written.
    public var cutShort: Bool = false

    /// Who wrote the shown text.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The bank's hand-written rewrite of this very string.
        case written
        /// A written rewrite of a string of the same shape, carried over.
        case transferred
        /// The original in one of the theme's written frames.
        case framed
        /// The original said by one of the theme's written sentence patterns.
        case patterned
        /// The language model.
        case model
    }

    /// Who wrote the shown text; `nil` when the original is shown.
    public var source: Source? {
        guard outcome == .rewritten, let text, let chosen = candidates.last(where: { $0.accepted && $0.text == text })
        else { return nil }
        if chosen.written { return .written }
        if chosen.transferred { return .transferred }
        if chosen.patterned { return .patterned }
        return chosen.framed ? .framed : .model
    }
}
