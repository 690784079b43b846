/// The copy files `lint-copy` reads, told apart by extension.
public enum CopyFileFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// Apple `.strings`: `"key" = "value";` with comments.
    case strings
    /// Xcode string catalog `.xcstrings` (JSON).
    case stringCatalog
    /// Anything else: one string per non-empty line.
    case plainText

    public init(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".strings") {
            self = .strings
        } else if lower.hasSuffix(".xcstrings") {
            self = .stringCatalog
        } else {
            self = .plainText
        }
    }
}
