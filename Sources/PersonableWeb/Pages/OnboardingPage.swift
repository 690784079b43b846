import Personable

/// `/onboarding`: the module selection step (spec 002), shown on first launch.
struct OnboardingPage: Sendable {
    struct Card: Sendable {
        var name: String
        var icon: String
        var displayName: String
        var description: String
        var selected: Bool
    }

    var chrome: PageChrome
    var title: String
    var subtitle: String
    var cards: [Card]
    var continueLabel: String
    var errorMessage: String?

    @MainActor
    static func make(chrome: PageChrome, modules: ModulesCoordinator<TrackingModule>, language: ModuleLanguage) async -> OnboardingPage {
        let viewModel = OnboardingModuleSelectionViewModel(modules: modules, language: language)
        await viewModel.load()
        return OnboardingPage(
            chrome: chrome, title: viewModel.title, subtitle: viewModel.subtitle,
            cards: viewModel.cards.map {
                Card(name: $0.id, icon: Icons.character(for: $0.systemImage), displayName: $0.displayName, description: $0.description, selected: $0.isOn)
            },
            continueLabel: viewModel.continueLabel, errorMessage: viewModel.errorMessage)
    }
}
