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

    /// The length budget for a rewrite of `original`: at most twice the original plus 30 characters (every
    /// hand-written rewrite of the reference bank fits), and never more than `maximumLength`.
    public func lengthBudget(for original: String) -> Int {
        min(max(maximumLength, original.count + 20), original.count * 2 + 30)
    }
}
