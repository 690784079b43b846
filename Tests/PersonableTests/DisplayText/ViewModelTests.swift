import Foundation
import Testing
@testable import Personable

@MainActor
struct ViewModelTests {
    let directory = TemporaryDirectory()
    let generator = ScriptedGenerator()

    func coordinator() throws -> DisplayTextCoordinator {
        DisplayTextCoordinator(database: try directory.database(), generator: generator)
    }

    @Test func listViewModelsShowTheirCopyAtOnceAndThemedTextAfterApplying() async throws {
        let coordinator = try coordinator()
        let goals = GoalsListViewModel(coordinator: coordinator)
        #expect(goals.emptyStateTitle == "No Goals Yet")
        #expect(goals.emptyStateDescription == "Set your first goal to start tracking progress")
        #expect(goals.loadingMessage == "Loading goals...")
        await goals.applyTheme(.casual)
        #expect(goals.emptyStateTitle == "casual #1: No Goals Yet")
        #expect(goals.loadingMessage.hasSuffix("Loading goals..."))
        await goals.applyTheme(.professional)
        #expect(goals.emptyStateTitle == "No Goals Yet")
        let terms = TermsListViewModel(coordinator: coordinator)
        #expect(terms.emptyStateTitle == "No Terms Yet")
        #expect(ActionsListViewModel(coordinator: nil).emptyStateTitle == "No Actions Yet")
        #expect(PersonalValuesListViewModel(coordinator: nil).emptyStateTitle == "No Values Yet")
    }

    @Test func aLateAnswerForAnOlderThemeDoesNotOverwriteTheNewerOne() async throws {
        let goals = GoalsListViewModel(coordinator: try coordinator())
        generator.hold()
        let slow = Task { await goals.applyTheme(.davidGoggins) }
        try await Task.sleep(for: .milliseconds(100))
        let fast = Task { await goals.applyTheme(.professional) }
        await fast.value
        generator.release()
        await slow.value
        #expect(goals.theme == .professional)
        #expect(goals.emptyStateTitle == "No Goals Yet")
    }

    @Test func themePreferencePersistsAppliesEverywhereAndCountsUsage() async throws {
        let path = directory.path("prefs.sqlite")
        let database = try AppDatabase.open(at: path)
        let coordinator = DisplayTextCoordinator(database: database, generator: generator)
        let goals = GoalsListViewModel(coordinator: coordinator), actions = ActionsListViewModel(coordinator: coordinator)
        let preference = ThemePreferenceViewModel(database: database, coordinator: coordinator, listViewModels: [goals, actions])
        await preference.load()
        #expect(preference.selectedTheme == .professional)
        #expect(preference.availableThemes == DisplayTheme.allCases)
        await preference.select(.davidGoggins)
        #expect(goals.emptyStateTitle.hasPrefix("david_goggins"))
        #expect(actions.emptyStateTitle.hasPrefix("david_goggins"))
        #expect(preference.previewText.hasPrefix("david_goggins"))
        await preference.select(.casual)
        await preference.select(.davidGoggins)
        #expect(preference.themeUsage[.davidGoggins] == 2)
        #expect(preference.themeUsage[.casual] == 1)

        let reopened = try AppDatabase.open(at: path)
        let again = ThemePreferenceViewModel(database: reopened, coordinator: DisplayTextCoordinator(database: reopened, generator: generator), listViewModels: [])
        await again.load()
        #expect(again.selectedTheme == .davidGoggins)
    }

    @Test func withoutAModelOnlyProfessionalIsOfferedAndTheChoiceIsKept() async throws {
        let database = try directory.database()
        try await ThemePreferenceRepository(database: database).select(.tedTalk, at: Date())
        generator.setAvailable(false)
        let goals = GoalsListViewModel(coordinator: nil)
        let preference = ThemePreferenceViewModel(
            database: database, coordinator: DisplayTextCoordinator(database: database, generator: generator), listViewModels: [goals])
        await preference.load()
        #expect(preference.availableThemes == [.professional])
        #expect(preference.effectiveTheme == .professional)
        #expect(preference.unavailableReason != nil)
        await preference.select(.casual)
        #expect(preference.errorMessage?.hasPrefix("I can only offer Professional") == true)
        #expect(try await ThemePreferenceRepository(database: database).selectedTheme() == .tedTalk)
    }
}
