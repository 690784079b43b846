/// Themed text as a surface reports it — `personable text get --json` and `GET /api/text` alike.
public struct TextResult: Encodable, Sendable, Hashable {
    public var key: DisplayTextKey
    public var original: String
    public var text: String
    public var source: ThemedText.Source
    /// The stored text's id (lowercase UUID), to rate or regenerate it; `nil` for text not stored.
    public var id: String?

    public init(key: DisplayTextKey, original: String, themed: ThemedText) {
        self.key = key
        self.original = original
        text = themed.text
        source = themed.source
        id = themed.id?.uuidString.lowercased()
    }
}
