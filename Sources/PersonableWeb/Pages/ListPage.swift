import Foundation
import Personable

/// `/goals`, `/actions`, `/values`, `/terms`: the themed empty state and loading message, with regenerate and
/// a 1–5 rating on each themed text.
struct ListPage: Sendable {
    struct Text: Sendable {
        var textType: String
        var text: String
    }

    var chrome: PageChrome
    var screen: String
    var icon: String
    var title: String
    var description: String
    var loadingMessage: String
    var theme: String
    var themeName: String
    /// Themed (not the app's own professional text): regenerate and rating are offered.
    var themed: Bool
    /// Themed text was still being written when the page was sent; the script swaps it in.
    var pending: Bool
    var texts: [Text]
    var ratings: [Int]
    var regenerateLabel: String
    var rateLabel: String
    var actionLabel: String
    var notice: String?

    static let icons = ["goals": "🎯", "actions": "✅", "values": "💛", "terms": "📅"]

    /// The list view model after its theme was applied, or as far as it got within `wait` (the rest follows
    /// through `/api/screens/{screen}`).
    @MainActor
    static func make<Screen: ListScreen>(
        _ screen: Screen.Type, name: String, chrome: PageChrome, theme: DisplayTheme,
        coordinator: DisplayTextCoordinator?, language: ModuleLanguage, wait: Duration, pageWork: PageWork, notice: String? = nil
    ) async -> ListPage {
        let viewModel = ThemedListViewModel<Screen>(coordinator: coordinator)
        let finished = await Waiting.atMost(wait, tracking: pageWork) { await viewModel.applyTheme(theme) }
        return ListPage(
            chrome: chrome, screen: name, icon: icons[name] ?? "•",
            title: viewModel.emptyStateTitle, description: viewModel.emptyStateDescription,
            loadingMessage: viewModel.loadingMessage, theme: theme.rawValue, themeName: theme.displayName,
            themed: theme.isGenerated && coordinator != nil, pending: !finished,
            texts: [
                Text(textType: DisplayTextType.title.rawValue, text: viewModel.emptyStateTitle),
                Text(textType: DisplayTextType.description.rawValue, text: viewModel.emptyStateDescription),
                Text(textType: DisplayTextType.loading.rawValue, text: viewModel.loadingMessage),
            ],
            ratings: Array(1...5),
            regenerateLabel: WebStrings.text("list.regenerate", in: language),
            rateLabel: WebStrings.text("list.rate", in: language),
            actionLabel: WebStrings.text("settings.theme", in: language),
            notice: notice)
    }
}
