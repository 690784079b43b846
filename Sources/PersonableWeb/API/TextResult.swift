import Personable

/// Themed text as `personable text get --json` prints it.
struct TextResult: Encodable, Sendable {
    var key: DisplayTextKey
    var original: String
    var text: String
    var source: ThemedText.Source
    var id: String?

    init(key: DisplayTextKey, original: String, themed: ThemedText) {
        self.key = key
        self.original = original
        text = themed.text
        source = themed.source
        id = themed.id?.uuidString.lowercased()
    }
}
