/// The kind of UI text being themed.
///
/// Raw values are the `generatedDisplayText.textType` column's values. The spec's scope includes loading
/// messages and thinking indicators while its CHECK constraint omits them; `loading` and `thinking` are added
/// by the migration `v2-extend-text-types`.
public enum DisplayTextType: String, Codable, Sendable, CaseIterable, Hashable {
    case title
    case description
    case instruction
    case confirmation
    case emptyState = "empty_state"
    case helpText = "help_text"
    case placeholder
    case loading
    case thinking

    /// The most characters a themed rewrite of this kind may have.
    ///
    /// UI text has to fit where the original fits: titles, placeholders and indicators stay short, sentences
    /// may grow, but never without bound. The budget also scales with the original (see `lengthBudget(for:)`).
    public var maximumLength: Int {
        switch self {
        case .title, .placeholder, .thinking: 60
        case .loading: 80
        case .helpText, .confirmation: 160
        case .description, .instruction, .emptyState: 200
        }
    }

    /// The length budget for a rewrite of `original`: at most three times the original plus 40 characters,
    /// and never more than `maximumLength`.
    public func lengthBudget(for original: String) -> Int {
        min(maximumLength, max(original.count * 3 + 40, 40))
    }
}

extension DisplayTextType {
    /// A best guess of the kind of a UI string, for batches of mixed strings: "Loading goals..." is a loading
    /// message, "Thinking..." a thinking indicator, a question or a "(1-10)" scale help text, a few words without
    /// a full stop a title, anything else a description.
    public static func infer(from text: String) -> DisplayTextType {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        if lower.hasPrefix("thinking") { return .thinking }
        if trimmed.hasSuffix("...") || trimmed.hasSuffix("…") { return .loading }
        if trimmed.hasSuffix("?") || trimmed.range(of: #"\(\d+\s*[-–]\s*\d+\)"#, options: .regularExpression) != nil {
            return .helpText
        }
        let words = trimmed.split(separator: " ").count
        if words <= 4 && !trimmed.hasSuffix(".") { return words <= 2 && !trimmed.contains("%") ? .placeholder : .title }
        return .description
    }
}
