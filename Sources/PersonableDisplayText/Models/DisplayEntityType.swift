/// What a piece of display text describes: the `generatedDisplayText.entityType` column.
public enum DisplayEntityType: String, Codable, Sendable, CaseIterable, Hashable {
    case goal
    case action
    case value
    case term
    case emptyState = "empty_state"
    case instruction
    case helpText = "help_text"
    case confirmation
}
