/// Light or dark appearance, the stand-in for SwiftUI's `ColorScheme`.
public enum ColorScheme: String, Sendable, Hashable, Codable, CaseIterable {
    case light
    case dark

    /// Parses `light` or `dark`; anything else throws a first-person error listing both.
    public static func parse(_ text: String) throws -> ColorScheme {
        try parseCase(text, kind: "color scheme")
    }
}
