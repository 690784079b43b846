import Foundation
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

extension DisplayTextTests {
    /// The four list view models: their own copy at once, themed text after `applyTheme`, and no stale overwrite.
    @MainActor
    struct ViewModelTests {
        let directory = TemporaryDirectory()
        let generator = ScriptedGenerator()

        func coordinator() throws -> DisplayTextCoordinator {
            DisplayTextCoordinator(database: try directory.database(), generator: generator)
        }

        /// The shown texts in display order (title, description, loading message).
        static func texts<Screen>(_ viewModel: ThemedListViewModel<Screen>) -> [String] {
            [viewModel.emptyStateTitle, viewModel.emptyStateDescription, viewModel.loadingMessage]
        }

        /// One view model of each list screen, as `ThemeApplying`, with its texts and its copy.
        static func allLists(_ coordinator: DisplayTextCoordinator?) -> [(viewModel: any ThemeApplying, texts: () -> [String], copy: ListScreenCopy)] {
            let goals = GoalsListViewModel(coordinator: coordinator), actions = ActionsListViewModel(coordinator: coordinator)
            let values = PersonalValuesListViewModel(coordinator: coordinator), terms = TermsListViewModel(coordinator: coordinator)
            return [
                (goals, { texts(goals) }, goals.copy), (actions, { texts(actions) }, actions.copy),
                (values, { texts(values) }, values.copy), (terms, { texts(terms) }, terms.copy),
            ]
        }

        @Test func everyListShowsItsOwnCopyAtOnce() throws {
            let lists = Self.allLists(try coordinator())
            #expect(lists.map { $0.copy } == ListScreenCopy.all)
            for list in lists {
                #expect(list.texts() == list.copy.texts.map(\.text))
            }
            #expect(Self.texts(GoalsListViewModel(coordinator: nil)) == ["No Goals Yet", "Set your first goal to start tracking progress", "Loading goals..."])
            #expect(TermsListViewModel(coordinator: nil).emptyStateTitle == "No Terms Yet")
            #expect(ActionsListViewModel(coordinator: nil).emptyStateTitle == "No Actions Yet")
            #expect(PersonalValuesListViewModel(coordinator: nil).emptyStateTitle == "No Values Yet")
            #expect(Set(ListScreenCopy.all.map(\.screenId)).count == 4)
            #expect(generator.calls == 0, "showing the copy needs no model")
        }

        @Test func applyingAThemeShowsTheGeneratorsTextAndProfessionalGoesBack() async throws {
            let goals = GoalsListViewModel(coordinator: try coordinator())
            await goals.applyTheme(.casual)
            #expect(Self.texts(goals) == [
                "casual #1: No Goals Yet", "casual #2: Set your first goal to start tracking progress", "casual #3: Loading goals...",
            ])
            #expect(goals.theme == .casual)
            #expect(!goals.isLoadingThemedText)
            await goals.applyTheme(.professional)
            #expect(Self.texts(goals) == goals.copy.texts.map(\.text))
            await goals.applyTheme(.casual)
            #expect(goals.emptyStateTitle == "casual #1: No Goals Yet", "the second time comes from the cache")
            #expect(generator.calls == 3)
        }

        @Test func everyListIsThemed() async throws {
            for list in Self.allLists(try coordinator()) {
                let before = generator.calls
                await list.viewModel.applyTheme(.leanIn)
                #expect(list.texts() == list.copy.texts.enumerated().map { "lean_in #\(before + $0.offset + 1): \($0.element.text)" })
            }
            #expect(generator.calls == 12)
        }

        @Test func withoutACoordinatorOrAModelTheCopyStays() async throws {
            let none = GoalsListViewModel(coordinator: nil)
            await none.applyTheme(.davidGoggins)
            #expect(Self.texts(none) == none.copy.texts.map(\.text))
            #expect(none.theme == .davidGoggins)

            generator.setFails(true)
            let failing = GoalsListViewModel(coordinator: try coordinator())
            await failing.applyTheme(.davidGoggins)
            #expect(Self.texts(failing) == failing.copy.texts.map(\.text))
            #expect(!failing.isLoadingThemedText)
        }

        @Test func theCopyStaysUntilThemedTextArrives() async throws {
            let goals = GoalsListViewModel(coordinator: try coordinator())
            generator.hold()
            let applying = Task { await goals.applyTheme(.tedTalk) }
            try await eventually { generator.calls == 1 }
            #expect(goals.isLoadingThemedText)
            #expect(goals.theme == .tedTalk)
            #expect(Self.texts(goals) == goals.copy.texts.map(\.text), "no blank text while waiting")
            generator.release()
            await applying.value
            #expect(!goals.isLoadingThemedText)
            #expect(goals.emptyStateTitle == "ted_talk #1: No Goals Yet")
        }

        @Test(arguments: [DisplayTheme.professional, .casual])
        func aLateAnswerForAnOlderThemeDoesNotOverwriteTheNewerOne(newer: DisplayTheme) async throws {
            let coordinator = try coordinator()
            let goals = GoalsListViewModel(coordinator: coordinator)
            // The newer theme's text is already cached, so it arrives while the older one's generation waits.
            await goals.applyTheme(newer)
            let newerTexts = Self.texts(goals)
            let callsBefore = generator.calls
            generator.hold()
            let older = Task { await goals.applyTheme(.davidGoggins) }
            try await eventually { generator.calls == callsBefore + 1 }
            await goals.applyTheme(newer)
            #expect(Self.texts(goals) == newerTexts)
            generator.release()
            await older.value
            #expect(goals.theme == newer)
            #expect(Self.texts(goals) == newerTexts)
            #expect(!goals.isLoadingThemedText)
        }
    }
}
