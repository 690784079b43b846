/// One of the spec's warmth and completeness checks, with its outcome.
public struct WarmthCheck: Sendable, Hashable, Codable {
    public let name: String
    public let passed: Bool
    /// What was found, for the report.
    public let detail: String

    public init(name: String, passed: Bool, detail: String) {
        self.name = name
        self.passed = passed
        self.detail = detail
    }
}
