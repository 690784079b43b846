import Personable

/// `/settings`: the theme picker with a preview (only Professional, with the reason, when no model is
/// available), appearance, text size and language.
struct SettingsPage: Sendable {
    struct Option: Sendable {
        var value: String
        var label: String
        var detail: String
        var selected: Bool
    }

    var chrome: PageChrome
    var themeTitle: String
    var themes: [Option]
    var unavailableReason: String?
    var previewTitle: String
    var previewText: String
    var displayTitle: String
    var appearanceLabel: String
    var appearances: [Option]
    var textSizeLabel: String
    var textSizes: [Option]
    var languageLabel: String
    var languages: [Option]
    var saveLabel: String
    var modulesLabel: String
    var reviewLabel: String
    var errorMessage: String?

    @MainActor
    static func make(
        chrome: PageChrome, app: WebApp, preferences: PagePreferences, wait: Duration
    ) async -> SettingsPage {
        let language = preferences.language
        var themes: [Option] = [], reason = app.displayTextProblem, preview = ListScreenCopy.goals.emptyStateDescription
        var errorMessage: String?
        if let coordinator = app.displayText {
            let viewModel = ThemePreferenceViewModel(themes: app.environment.themes, coordinator: coordinator, listViewModels: [])
            // Which themes are on offer is known once the model is loaded; only the preview may come later.
            let availability = await coordinator.availability
            let loaded = await Waiting.atMost(wait, tracking: app.pageWork) { await viewModel.load() }
            var (available, selected) = (viewModel.availableThemes, viewModel.effectiveTheme)
            if !loaded {
                // The view model is still writing the preview, or has not read the selection yet (a busy machine):
                // the same rule from the coordinators, the preview left as it is.
                available = availability.isAvailable
                    ? (try? await app.environment.themes.allThemes()) ?? DisplayTheme.allCases : [.professional]
                let stored = (try? await app.environment.themes.selectedTheme()) ?? .professional
                selected = available.contains(stored) ? stored : .professional
                if case let .unavailable(why) = availability { reason = why }
            } else {
                reason = viewModel.unavailableReason
            }
            themes = available.map {
                Option(value: $0.rawValue, label: $0.displayName, detail: $0.example, selected: $0 == selected)
            }
            preview = viewModel.previewText
            errorMessage = viewModel.errorMessage
        }
        if themes.isEmpty {
            themes = [Option(value: DisplayTheme.professional.rawValue, label: DisplayTheme.professional.displayName, detail: DisplayTheme.professional.example, selected: true)]
        }
        func text(_ key: String) -> String { WebStrings.text(key, in: language) }
        return SettingsPage(
            chrome: chrome, themeTitle: text("settings.theme"), themes: themes, unavailableReason: reason,
            previewTitle: text("settings.preview"), previewText: preview,
            displayTitle: text("settings.display"),
            appearanceLabel: text("settings.appearance"),
            appearances: PagePreferences.Appearance.allCases.map {
                Option(value: $0.rawValue, label: text("appearance.\($0.rawValue)"), detail: "", selected: $0 == preferences.appearance)
            },
            textSizeLabel: text("settings.textSize"),
            textSizes: ContentSizeCategory.allCases.map {
                Option(
                    value: $0.rawValue, label: "\($0.shortName) (\(Int(DynamicType.size(of: .body, at: $0))) pt)", detail: "",
                    selected: $0 == preferences.textSize)
            },
            languageLabel: text("settings.language"),
            languages: [
                Option(value: "en", label: "English", detail: "", selected: language == .english),
                Option(value: "nl", label: "Nederlands", detail: "", selected: language == .dutch),
            ],
            saveLabel: text("settings.save"), modulesLabel: text("settings.modules"),
            reviewLabel: text("settings.review"), errorMessage: errorMessage)
    }
}
