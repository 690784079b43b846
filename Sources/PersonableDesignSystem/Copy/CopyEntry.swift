/// One string of a copy file: its key (or `line N` in a text file), its text, and the translator comment if any.
public struct CopyEntry: Sendable, Hashable, Codable {
    public let key: String
    public let text: String
    public let comment: String?

    public init(key: String, text: String, comment: String? = nil) {
        self.key = key
        self.text = text
        self.comment = comment
    }
}
