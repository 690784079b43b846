import Personable

/// `/settings/modules`: a toggle per module and "Reset to Defaults" (spec 002's module settings).
struct ModulesPage: Sendable {
    struct Row: Sendable {
        var name: String
        var icon: String
        var displayName: String
        var description: String
        var isOn: Bool
        var stateLabel: String
    }

    var chrome: PageChrome
    var title: String
    var subtitle: String
    var sectionTitle: String
    var rows: [Row]
    var resetLabel: String
    var errorMessage: String?

    @MainActor
    static func make(chrome: PageChrome, modules: ModulesCoordinator<TrackingModule>, language: ModuleLanguage) async -> ModulesPage {
        let viewModel = ModulePreferencesViewModel(modules: modules, language: language)
        await viewModel.load()
        return ModulesPage(
            chrome: chrome, title: viewModel.title, subtitle: viewModel.subtitle, sectionTitle: viewModel.sectionTitle,
            rows: viewModel.rows.map {
                Row(
                    name: $0.id, icon: Icons.character(for: $0.systemImage), displayName: $0.displayName,
                    description: $0.description, isOn: $0.isOn,
                    stateLabel: $0.isOn ? (language == .dutch ? "Aan" : "On") : (language == .dutch ? "Uit" : "Off"))
            },
            resetLabel: viewModel.resetLabel, errorMessage: viewModel.errorMessage)
    }
}
