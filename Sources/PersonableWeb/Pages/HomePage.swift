import Personable

/// `/`: nudge cards on top (act / "Not now"), then a card per enabled module.
struct HomePage: Sendable {
    struct Nudge: Sendable {
        var id: String
        var icon: String
        var title: String
        var subtitle: String
        var explanation: String
        var actionLabel: String
        var dismissLabel: String
        var tint: String
    }

    struct Module: Sendable {
        var name: String
        var icon: String
        var displayName: String
        var description: String
    }

    var chrome: PageChrome
    var suggestionsTitle: String
    var nudges: [Nudge]
    var emptyNudgesMessage: String
    var modulesTitle: String
    var modules: [Module]
    var noModulesMessage: String
    var logUseLabel: String
    var errorMessage: String?

    /// The view models' state after loading, as the page shows it.
    @MainActor
    static func make(chrome: PageChrome, modules coordinator: ModulesCoordinator<TrackingModule>, language: ModuleLanguage) async -> HomePage {
        let preferences = ModulePreferencesViewModel(modules: coordinator, language: language)
        let nudges = NudgesViewModel(modules: coordinator, language: language)
        await preferences.load()
        await nudges.evaluate()
        return HomePage(
            chrome: chrome,
            suggestionsTitle: WebStrings.text("home.suggestions", in: language),
            nudges: nudges.cards.map {
                Nudge(
                    id: $0.id, icon: Icons.character(for: $0.systemImage), title: $0.title, subtitle: $0.subtitle,
                    explanation: $0.explanation, actionLabel: $0.actionLabel, dismissLabel: $0.dismissLabel, tint: "\($0.tint)")
            },
            emptyNudgesMessage: nudges.emptyMessage,
            modulesTitle: WebStrings.text("home.modules", in: language),
            modules: preferences.rows.filter(\.isOn).map {
                Module(name: $0.id, icon: Icons.character(for: $0.systemImage), displayName: $0.displayName, description: $0.description)
            },
            noModulesMessage: WebStrings.text("home.noModules", in: language),
            logUseLabel: WebStrings.text("home.logUse", in: language),
            errorMessage: preferences.errorMessage ?? nudges.errorMessage)
    }
}
