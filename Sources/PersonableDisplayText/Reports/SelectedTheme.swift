/// The selected theme as a surface reports it — `personable theme get --json` and `GET /api/theme` alike.
public struct SelectedTheme: Codable, Sendable {
    public var theme: String
    public var displayName: String

    public init(_ theme: DisplayTheme) {
        self.theme = theme.rawValue
        displayName = theme.displayName
    }
}
