/// A value to set in a catalog: which unit, its new text and its review state.
public struct CatalogValue: Sendable, Hashable {
    public var key: String
    public var variation: [String]
    public var text: String
    /// `needs_review` for a model's rewrite, `translated` for an approved one.
    public var state: String

    public init(key: String, variation: [String] = [], text: String, state: String) {
        self.key = key
        self.variation = variation
        self.text = text
        self.state = state
    }

    public init(unit: CatalogUnit, text: String, state: String) {
        self.init(key: unit.key, variation: unit.variation, text: text, state: state)
    }

    /// The review states this package writes.
    public enum State {
        public static let needsReview = "needs_review"
        public static let translated = "translated"
    }
}
