/// What became of one unit of a catalog in one theme.
public struct CatalogUnitResult: Sendable, Hashable, Codable {
    /// What was done with the unit.
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// Rewritten in the theme; written with the state `needs_review`.
        case rewritten
        /// In scope, but no rewrite passed the checks (or one dropped a placeholder), or the file is in a language
        /// the themes aren't written for: the original is kept.
        case kept
        /// A kind of string a theme never rewrites (a button, label, header, error, a bare format, long text).
        case outOfScope = "out_of_scope"
        /// Marked `shouldTranslate: false` in the catalog.
        case doNotTranslate = "do_not_translate"
        /// The model failed for this string (not a verdict on it): the original is kept, nothing is stored.
        case failed
        /// A dry run: it would be generated.
        case pending
        /// Approved by a person as the model wrote it; written with the state `translated`.
        case approved
        /// Edited by a person; written with the state `translated`.
        case edited
        /// Rejected by a person: the original is kept.
        case rejected
    }

    /// The unit's id (`key` or `key [plural.one]`).
    public var id: String
    public var original: String
    /// The text written to the themed catalog.
    public var text: String
    public var outcome: Outcome
    /// Whether it came from the store without asking the model.
    public var fromCache: Bool
    /// Why it was kept or failed, in the first person; `nil` otherwise.
    public var reason: String?
    /// For a reviewer: the theme's other written frames around the original, to pick one with `catalog edit`;
    /// `nil` outside a review.
    public var alternatives: [String]?
    /// For a reviewer: the 1–5 rating a person gave this text in the app (`text rate`, the web app's stars);
    /// `nil` when unrated or outside a review.
    public var rating: Int?
    /// For a reviewer: how many times it was regenerated (in the app or by `text regenerate`); `nil` when never.
    public var regenerations: Int?

    public init(id: String, original: String, text: String, outcome: Outcome, fromCache: Bool, reason: String? = nil) {
        self.id = id
        self.original = original
        self.text = text
        self.outcome = outcome
        self.fromCache = fromCache
        self.reason = reason
    }
}
