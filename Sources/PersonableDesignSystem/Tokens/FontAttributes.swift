/// A font design, as in SwiftUI's `Font.Design` (the two the spec uses).
public enum FontDesign: String, Sendable, Hashable, Codable, CaseIterable {
    case rounded
    case `default`
}

/// A font weight, as in SwiftUI's `Font.Weight` (the four the spec uses), ordered from light to heavy.
public enum FontWeight: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case regular
    case medium
    case semibold
    case bold

    /// The CSS `font-weight` number.
    public var numericValue: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.numericValue < rhs.numericValue }
}
