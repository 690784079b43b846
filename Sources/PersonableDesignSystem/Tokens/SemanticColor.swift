/// A color by purpose rather than value; resolved per color scheme with `resolved(in:)`.
public enum SemanticColor: String, Sendable, Hashable, Codable, CaseIterable {
    case background
    case surface
    case surfaceElevated
    case textPrimary
    case textSecondary
    /// Icons, hints and placeholders: held to the 3:1 of large text and icons, not used for body text.
    case textTertiary
    case accent
    /// Text and icons drawn on the accent (button labels).
    case onAccent
    case success
    case warning
    case info
    case subtle
    case error

    /// The token's path segments in exports (`textPrimary` → `["text", "primary"]`).
    public var tokenPath: [String] {
        switch self {
        case .surfaceElevated: ["surface-elevated"]
        case .textPrimary: ["text", "primary"]
        case .textSecondary: ["text", "secondary"]
        case .textTertiary: ["text", "tertiary"]
        case .onAccent: ["on-accent"]
        default: [rawValue]
        }
    }

    /// The dotted token name (`text.primary`).
    public var tokenName: String { tokenPath.joined(separator: ".") }

    /// The CSS custom-property stem (`text-primary`).
    public var cssName: String { tokenPath.joined(separator: "-") }
}
