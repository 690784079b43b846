/// What a UI string is on screen, and whether a theme may rewrite it (the spec's "Text Scope").
///
/// In scope: empty states, loading and thinking messages, placeholders, help text, instructions, titles,
/// confirmations. Out of scope: action and navigation labels (UX consistency, Apple's HIG), section headers
/// (low impact), settings and option labels, error and validation messages (clarity and precision over
/// personality), and strings that are only a format or a value.
public enum TextKind: String, Sendable, Hashable, Codable, CaseIterable {
    case emptyStateTitle = "empty_state_title"
    case emptyStateDescription = "empty_state_description"
    case loading
    case thinking
    case placeholder
    case helpText = "help_text"
    case instruction
    case title
    case confirmation

    case button
    case navigation
    case sectionHeader = "section_header"
    case settingsLabel = "settings_label"
    case optionLabel = "option_label"
    case error
    case validation
    case formatOnly = "format_only"
    case label

    /// Whether a theme rewrites strings of this kind.
    public var isInScope: Bool { textType != nil }

    /// The text type a rewrite of this kind is asked for; `nil` out of scope.
    public var textType: DisplayTextType? {
        switch self {
        case .emptyStateTitle: .title
        case .emptyStateDescription: .description
        case .loading: .loading
        case .thinking: .thinking
        case .placeholder: .placeholder
        case .helpText: .helpText
        case .instruction: .instruction
        case .title: .title
        case .confirmation: .confirmation
        case .button, .navigation, .sectionHeader, .settingsLabel, .optionLabel, .error, .validation, .formatOnly,
            .label:
            nil
        }
    }

    /// The kind a caller's explicit text type stands for.
    public init(_ textType: DisplayTextType) {
        switch textType {
        case .title: self = .title
        case .description, .emptyState: self = .emptyStateDescription
        case .instruction: self = .instruction
        case .confirmation: self = .confirmation
        case .helpText: self = .helpText
        case .placeholder: self = .placeholder
        case .loading: self = .loading
        case .thinking: self = .thinking
        }
    }
}
