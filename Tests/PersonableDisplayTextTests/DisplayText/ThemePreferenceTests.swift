import Foundation
import GRDB
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

extension DisplayTextTests {
    /// `ThemePreferenceViewModel`: the chosen theme is stored, read back after a reopen, applied to every list, shown
    /// in the preview and counted; without a model only `professional` is offered.
    @MainActor
    struct ThemePreferenceTests {
        let directory = TemporaryDirectory()
        let generator = ScriptedGenerator()
        let path: String

        init() {
            path = directory.path("preferences.sqlite")
        }

        /// A picker on the database file, applying to `lists`.
        func picker(
            _ database: AppDatabase, generator: (any DisplayTextGenerating)?, lists: [any ThemeApplying] = []
        ) -> ThemePreferenceViewModel {
            ThemePreferenceViewModel(
                themes: ThemeCoordinator(database: database, now: { Fixtures.now }),
                coordinator: DisplayTextCoordinator(database: database, generator: generator), listViewModels: lists)
        }

        func storedSelections(_ database: AppDatabase) throws -> Int {
            try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM themeSelection") ?? 0 }
        }

        @Test func nothingStoredMeansProfessional() async throws {
            let goals = GoalsListViewModel(coordinator: nil)
            let preference = picker(try AppDatabase.open(at: path), generator: generator, lists: [goals])
            await preference.load()
            #expect(preference.selectedTheme == .professional)
            #expect(preference.effectiveTheme == .professional)
            #expect(preference.availableThemes == DisplayTheme.allCases)
            #expect(preference.unavailableReason == nil)
            #expect(preference.errorMessage == nil)
            #expect(preference.previewText == Fixtures.goals.emptyStateDescription)
            #expect(preference.themeUsage.values.allSatisfy { $0 == 0 })
            #expect(generator.calls == 0)
        }

        @Test func aSelectionIsStoredAppliedEverywherePreviewedAndCounted() async throws {
            let database = try AppDatabase.open(at: path)
            let coordinator = DisplayTextCoordinator(database: database, generator: generator)
            let goals = GoalsListViewModel(coordinator: coordinator), actions = ActionsListViewModel(coordinator: coordinator)
            let values = PersonalValuesListViewModel(coordinator: coordinator), terms = TermsListViewModel(coordinator: coordinator)
            let preference = ThemePreferenceViewModel(themes: ThemeCoordinator(database: database), coordinator: coordinator, listViewModels: [goals, actions, values, terms])
            await preference.load()

            await preference.select(.davidGoggins)
            #expect(preference.selectedTheme == .davidGoggins)
            #expect(preference.errorMessage == nil)
            for title in [goals.emptyStateTitle, actions.emptyStateTitle, values.emptyStateTitle, terms.emptyStateTitle] {
                #expect(title.hasPrefix("david_goggins #"), "\(title)")
            }
            #expect(terms.emptyStateDescription.hasSuffix(terms.copy.emptyStateDescription))
            #expect(preference.previewText == goals.emptyStateDescription, "the preview is the goals description, themed")
            #expect(preference.previewText.hasPrefix("david_goggins #"))
            #expect(generator.calls == 12, "four screens of three texts; the preview is a cache hit")
            #expect(try await ThemePreferenceRepository(database: database).selectedTheme() == .davidGoggins)

            await preference.select(.casual)
            #expect(goals.emptyStateTitle.hasPrefix("casual #"))
            await preference.select(.davidGoggins)
            #expect(preference.themeUsage[.davidGoggins] == 2)
            #expect(preference.themeUsage[.casual] == 1)
            #expect(preference.themeUsage[.tedTalk] == 0)
            #expect(try storedSelections(database) == 3)

            await preference.select(.professional)
            #expect(goals.emptyStateTitle == "No Goals Yet")
            #expect(preference.previewText == Fixtures.goals.emptyStateDescription)
        }

        @Test func theChoiceIsReadBackByANewPickerOnTheReopenedFile() async throws {
            do {
                let preference = picker(try AppDatabase.open(at: path), generator: generator)
                await preference.load()
                await preference.select(.davidGoggins)
            }
            let goals = GoalsListViewModel(coordinator: nil)
            let again = picker(try AppDatabase.open(at: path), generator: generator, lists: [goals])
            await again.load()
            #expect(again.selectedTheme == .davidGoggins)
            #expect(again.themeUsage[.davidGoggins] == 1)
            #expect(again.previewText.hasPrefix("david_goggins #"))
            #expect(goals.theme == .davidGoggins, "loading applies the stored theme to the lists")
        }

        @Test func anUnknownStoredValueMeansProfessional() async throws {
            let database = try AppDatabase.open(at: path)
            try await PreferenceRepository(database: database).setValue("pirate", for: ThemePreferenceRepository.preferenceKey)
            let preference = picker(database, generator: generator)
            await preference.load()
            #expect(preference.selectedTheme == .professional)
        }

        @Test(arguments: [true, false])
        func withoutAModelOnlyProfessionalIsOfferedAndNothingElseIsStored(hasGenerator: Bool) async throws {
            let database = try AppDatabase.open(at: path)
            try await ThemePreferenceRepository(database: database).select(.tedTalk, at: Fixtures.now)
            generator.setAvailable(false)
            let goals = GoalsListViewModel(coordinator: DisplayTextCoordinator(database: database, generator: generator))
            let preference = picker(database, generator: hasGenerator ? generator : nil, lists: [goals])
            await preference.load()
            #expect(preference.availableThemes == [.professional])
            #expect(preference.selectedTheme == .tedTalk, "the stored choice is kept for when the model returns")
            #expect(preference.effectiveTheme == .professional)
            #expect(preference.unavailableReason != nil)
            #expect(goals.theme == .professional)

            await preference.select(.casual)
            #expect(preference.errorMessage?.hasPrefix("I can only offer Professional") == true)
            #expect(preference.selectedTheme == .tedTalk)
            #expect(try await ThemePreferenceRepository(database: database).selectedTheme() == .tedTalk)
            #expect(try storedSelections(database) == 1)
            #expect(goals.emptyStateTitle == "No Goals Yet")
            #expect(generator.calls == 0)

            await preference.select(.professional)
            #expect(preference.errorMessage == nil)
            #expect(try await ThemePreferenceRepository(database: database).selectedTheme() == .professional)
        }
    }
}
