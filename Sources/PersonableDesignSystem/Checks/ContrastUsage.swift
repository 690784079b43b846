/// What a foreground is used for, which sets the WCAG 2.1 AA minimum contrast.
public enum ContrastUsage: String, Sendable, Hashable, Codable, CaseIterable {
    /// Body-size text: at least 4.5:1 (WCAG 1.4.3).
    case bodyText
    /// Large text (≥ 18 pt, or ≥ 14 pt bold) and icons: at least 3:1 (WCAG 1.4.3, 1.4.11).
    case largeTextOrIcon

    public var requiredRatio: Double {
        switch self {
        case .bodyText: 4.5
        case .largeTextOrIcon: 3.0
        }
    }
}
