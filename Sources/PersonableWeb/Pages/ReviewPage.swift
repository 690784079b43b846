import Personable

/// `/review`: every text a theme rewrote that nobody has decided on, beside the app's own words, with Approve,
/// "Keep the original" and an edit (issue 15's review, in the app).
struct ReviewPage: Sendable {
    struct Item: Sendable {
        var entityType: String
        var entityId: String
        var textType: String
        var original: String
        var themed: String
        /// The rating and regenerations from the app ("You rated it 2 of 5 · regenerated 1×"), if any.
        var feedback: String?
        var rating: Int?
    }

    /// The page's button and field words.
    struct Labels: Sendable {
        var original, themed, approve, reject, edit, yourVersion, theme, show: String
    }

    struct ThemeOption: Sendable {
        var value: String
        var label: String
        var selected: Bool
    }

    var chrome: PageChrome
    var title: String
    var intro: String
    var theme: String
    var themes: [ThemeOption]
    var items: [Item]
    var emptyMessage: String?
    var labels: Labels
    var errorMessage: String?

    static func make(chrome: PageChrome, app: WebApp, theme: DisplayTheme, language: ModuleLanguage) async -> ReviewPage {
        func text(_ key: String) -> String { WebStrings.text(key, in: language) }
        var items: [Item] = [], errorMessage: String?
        if let coordinator = app.displayText {
            do {
                items = try await coordinator.awaitingReview(theme: theme).map { row in
                    let feedback = [
                        row.userRating.map { text("review.rated").replacingOccurrences(of: "%d", with: "\($0)") },
                        row.regenerationCount > 0 ? text("review.regenerated").replacingOccurrences(of: "%d", with: "\(row.regenerationCount)") : nil,
                    ].compactMap(\.self)
                    return Item(
                        entityType: row.entityType.rawValue, entityId: row.entityId ?? "", textType: row.textType.rawValue,
                        original: row.originalText, themed: row.generatedText,
                        feedback: feedback.isEmpty ? nil : feedback.joined(separator: " · "), rating: row.userRating)
                }
                // What people rated lowest comes first: it most needs a decision. Unrated texts keep their order.
                items = items.enumerated().sorted { a, b in
                    (a.element.rating ?? 6, a.offset) < (b.element.rating ?? 6, b.offset)
                }.map(\.element)
            } catch {
                errorMessage = "I couldn't read the themed texts: \(error.localizedDescription)"
            }
        }
        let generated = ((try? await app.environment.themes.allThemes()) ?? DisplayTheme.allCases).filter(\.isGenerated)
        return ReviewPage(
            chrome: chrome, title: text("review.title"), intro: text("review.intro"), theme: theme.rawValue,
            themes: generated.map { ThemeOption(value: $0.rawValue, label: $0.displayName, selected: $0 == theme) },
            items: items, emptyMessage: items.isEmpty && errorMessage == nil ? text("review.empty") : nil,
            labels: Labels(
                original: text("review.original"), themed: text("review.themed"), approve: text("review.approve"),
                reject: text("review.reject"), edit: text("review.edit"), yourVersion: text("review.yourVersion"),
                theme: text("review.theme"), show: text("review.show")),
            errorMessage: errorMessage)
    }
}
