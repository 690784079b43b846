/// A warm-copy problem in one string.
public struct CopyFinding: Sendable, Hashable, Codable {
    /// The file, when the string came from one.
    public let file: String?
    public let key: String
    public let rule: CopyLintRule
    public let text: String
    /// What exactly matched (the cold word, the code, the blaming phrase).
    public let detail: String

    public init(file: String?, key: String, rule: CopyLintRule, text: String, detail: String) {
        self.file = file
        self.key = key
        self.rule = rule
        self.text = text
        self.detail = detail
    }
}
