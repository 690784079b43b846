import ArgumentParser
import Personable

/// The coordinator's arguments as options: which text, in which theme, falling back to what.
struct TextKeyOptions: ParsableArguments {
    @Option(name: .long, help: "What the text describes: \(DisplayEntityType.allCases.map(\.rawValue).joined(separator: ", ")).")
    var entityType: String = DisplayEntityType.emptyState.rawValue
    @Option(name: .long, help: "The entity's id (omit for system-level text).")
    var entityId: String?
    @Option(name: .long, help: "The theme: \(DisplayTheme.allCases.map(\.rawValue).joined(separator: ", ")), or one you added.")
    var theme: String
    @Option(name: .long, help: "The kind of text: \(DisplayTextType.allCases.map(\.rawValue).joined(separator: ", ")).")
    var type: String
    @Option(name: .long, help: "The original text, shown when no themed text can be had.")
    var fallback: String

    /// The parsed key, its theme a built-in one or one of `themes`; unknown names are refused with the valid values.
    func key(themes: ThemeCoordinator) async throws -> DisplayTextKey {
        let entityType = try DisplayEntityType.parse(entityType), theme = try await themes.theme(named: theme)
        return DisplayTextKey(entityType: entityType, entityId: entityId, theme: theme, textType: try DisplayTextType.parse(type))
    }

    /// The fallback text; empty text is refused.
    func fallbackText() throws -> String {
        guard !fallback.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw DisplayTextError.emptyFallback
        }
        return fallback
    }
}
