import Foundation
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

extension DisplayTextTests {
    /// A picker that observes the database (GRDB's `ValueObservation` through `ThemeCoordinator`) follows a theme
    /// chosen by another picker on the same database file, and applies it to its lists.
    @MainActor
    struct ThemeObservationTests {
        let directory = TemporaryDirectory()
        let generator = ScriptedGenerator()

        @Test func aThemeChosenInOnePickerIsAppliedByAnother() async throws {
            let database = try AppDatabase.open(at: directory.path("observed.sqlite"))
            let coordinator = DisplayTextCoordinator(database: database, generator: generator)
            let goals = GoalsListViewModel(coordinator: coordinator)
            let settings = ThemePreferenceViewModel(
                themes: ThemeCoordinator(database: database), coordinator: coordinator, listViewModels: [])
            let home = ThemePreferenceViewModel(
                themes: ThemeCoordinator(database: database), coordinator: coordinator, listViewModels: [goals])
            await settings.load()
            await home.load()
            let following = Task { await home.observe() }
            defer { following.cancel() }

            await settings.select(.casual)
            try await DisplayTextTests.eventually { home.selectedTheme == .casual && goals.emptyStateTitle.hasPrefix("casual #") }
            #expect(home.themeUsage[.casual] == 1, "the usage counts are read again")

            try await ThemeCoordinator(database: database).select(.professional)
            try await DisplayTextTests.eventually { goals.emptyStateTitle == "No Goals Yet" }
            #expect(home.selectedTheme == .professional && home.errorMessage == nil)
        }
    }
}
