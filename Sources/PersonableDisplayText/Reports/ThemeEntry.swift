/// A theme as a surface reports it — `personable themes --json` and `GET /api/themes` alike.
public struct ThemeEntry: Codable, Sendable {
    public var name: String
    public var displayName: String
    public var styleGuide: String
    public var example: String

    public init(_ theme: DisplayTheme) {
        name = theme.rawValue
        displayName = theme.displayName
        styleGuide = theme.styleGuide
        example = theme.example
    }
}
