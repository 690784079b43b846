/// The design system's six text styles, most prominent first.
public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Large display text for welcome screens.
    case display
    /// Section titles.
    case title
    /// Card titles, sheet headers.
    case headline
    /// Primary body text: conversations, descriptions.
    case body
    /// Secondary text: timestamps, metadata.
    case caption
    /// Small labels: badges, hints.
    case footnote
}
