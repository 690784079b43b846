/// A theme as a surface reports it — `personable themes --json` and `GET /api/themes` alike.
public struct ThemeEntry: Codable, Sendable {
    public var name: String
    public var displayName: String
    public var styleGuide: String
    public var example: String
    /// Whether the user added the theme (`personable themes add`); built-in themes are `false`.
    public var custom: Bool

    /// A built-in theme.
    public init(_ theme: DisplayTheme) {
        name = theme.rawValue
        displayName = theme.displayName
        styleGuide = theme.styleGuide
        example = theme.example
        custom = !theme.isBuiltIn
    }

    /// A custom theme: its guide, and its first example's rewrite as the example.
    public init(_ theme: CustomTheme) {
        name = theme.name
        displayName = theme.displayName
        styleGuide = theme.styleGuide
        example = theme.examples.first?.rewrite ?? ""
        custom = true
    }
}
