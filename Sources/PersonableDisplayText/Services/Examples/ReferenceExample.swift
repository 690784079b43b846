/// One hand-written rewrite of the reference bank: a UI string, its kind, and how a theme says it.
public struct ReferenceExample: Sendable, Hashable, Codable {
    public var theme: DisplayTheme
    public var kind: TextKind
    public var original: String
    public var rewrite: String

    public init(theme: DisplayTheme, kind: TextKind, original: String, rewrite: String) {
        self.theme = theme
        self.kind = kind
        self.original = original
        self.rewrite = rewrite
    }
}
