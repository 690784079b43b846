import Foundation
import Hummingbird
import Personable

/// Which themed text a request names: the key's parts and the fallback, from a query or a JSON body, each
/// checked with the valid values in the error.
struct TextRequest: Decodable, Sendable {
    var entityType: String?
    var entityId: String?
    var theme: String?
    var textType: String?
    var fallback: String?

    init(query: [String: String]) {
        entityType = query["entityType"]
        entityId = query["entityId"]
        theme = query["theme"]
        textType = query["textType"]
        fallback = query["fallback"]
    }

    /// The key, its theme a built-in one or one of `themes`; a missing or unknown part is refused with the valid
    /// values.
    func key(themes: ThemeCoordinator) async throws -> DisplayTextKey {
        guard let theme, !theme.isEmpty else {
            throw APIError(.badRequest, "I need a theme.", valid: DisplayTheme.allCases.map(\.rawValue))
        }
        guard let textType, !textType.isEmpty else {
            throw APIError(.badRequest, "I need a textType.", valid: DisplayTextType.allCases.map(\.rawValue))
        }
        let parsedEntityType = try DisplayEntityType.parse(entityType ?? DisplayEntityType.emptyState.rawValue)
        let parsedTheme = try await themes.theme(named: theme)
        return DisplayTextKey(
            entityType: parsedEntityType, entityId: entityId.flatMap { $0.isEmpty ? nil : $0 },
            theme: parsedTheme, textType: try DisplayTextType.parse(textType))
    }

    /// The app's own text, shown when no themed text can be had; empty text is refused.
    func fallbackText() throws -> String {
        guard let fallback, !fallback.allSatisfy(\.isWhitespace) else {
            throw DisplayTextError.emptyFallback
        }
        // Counting characters walks the text: its UTF-8 length bounds it, and is at hand.
        guard fallback.utf8.count <= 1000 || fallback.count <= 1000 else {
            throw APIError(.badRequest, "I can theme text of up to 1000 characters; this fallback has \(fallback.count).")
        }
        return fallback
    }
}
