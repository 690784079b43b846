/// One value of a catalog in its source language: a key's string, or one form of its plural or device variations.
public struct CatalogUnit: Sendable, Hashable, Identifiable {
    /// The catalog key.
    public var key: String
    /// Where the form sits under the key's source localization: `["plural", "one"]`, `["device", "iphone"]`,
    /// `["device", "mac", "plural", "other"]`; empty for the plain value.
    public var variation: [String]
    /// The text in the source language (the key itself when the catalog has no value for it).
    public var text: String
    /// The comment written for translators, given to the model as context.
    public var comment: String?
    /// The value's review state as the file has it (`translated`, `new`, `needs_review`…), `nil` when absent.
    public var state: String?
    /// Whether the key is marked `shouldTranslate: false`: such a key is never touched.
    public var shouldTranslate: Bool

    public init(key: String, variation: [String] = [], text: String, comment: String? = nil, state: String? = nil, shouldTranslate: Bool = true) {
        self.key = key
        self.variation = variation
        self.text = text
        self.comment = comment
        self.state = state
        self.shouldTranslate = shouldTranslate
    }

    /// `key`, or `key [plural.one]` for a form: the stored row's entity id.
    public var id: String {
        variation.isEmpty ? key : "\(key) [\(variation.joined(separator: "."))]"
    }
}
