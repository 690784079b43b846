import Foundation
import PersonableCore
@testable import PersonableModules
import PersonableTesting
import Testing

extension ModulesTests {
    /// The settings, onboarding and nudge screens' view models.
    @MainActor
    struct ModuleViewModelTests {
        let world: World

        init() throws {
            world = try World()
        }

        func settings(_ language: ModuleLanguage = .english) -> ModulePreferencesViewModel<TrackingModule> {
            ModulePreferencesViewModel(modules: world.coordinator(), language: language)
        }

        @Test func theSettingsScreenTogglesAndResets() async throws {
            let screen = settings(.dutch)
            await screen.load()
            #expect(screen.title == "Modules" && screen.resetLabel == "Standaard herstellen")
            #expect(screen.rows.map(\.displayName) == TrackingModule.allCases.map { $0.displayName(in: .dutch) })
            #expect(screen.rows.filter(\.isOn).map(\.module) == [.medications, .walks, .feeding, .documents])
            await screen.toggleModule(.training)
            await screen.setEnabled(.walks, enabled: false)
            #expect(screen.isEnabled(.training) && !screen.isEnabled(.walks))
            let other = settings()
            await other.load()
            #expect(other.enabledModules == screen.enabledModules, "every change is stored at once")
            await screen.resetToDefaults()
            #expect(screen.enabledModules == TrackingModule.defaultEnabled && screen.errorMessage == nil)
        }

        @Test func onboardingStoresTheSelectionOnlyOnContinue() async throws {
            let onboarding = OnboardingModuleSelectionViewModel<TrackingModule>(modules: world.coordinator(), language: .english)
            await onboarding.load()
            #expect(onboarding.title == "What would you like to track?" && onboarding.continueLabel == "Continue")
            onboarding.toggleModule(.socialization)
            onboarding.toggleModule(.documents)
            #expect(onboarding.cards.filter(\.isOn).map(\.module) == [.medications, .walks, .socialization, .feeding])
            #expect(try await world.preferences().enabledModules() == TrackingModule.defaultEnabled, "nothing stored before Continue")
            #expect(await onboarding.continueOnboarding())
            #expect(try await world.preferences().enabledModules() == [.medications, .walks, .socialization, .feeding])
        }

        @Test func actingOnANudgeUpdatesTheSettingsAndTheCards() async throws {
            let screen = settings()
            await screen.load()
            let following = Task { await screen.observe() }
            defer { following.cancel() }
            let nudges = NudgesViewModel<TrackingModule>(modules: world.coordinator(), language: .english)
            await nudges.evaluate()
            #expect(nudges.activeNudges.isEmpty && nudges.emptyMessage == "No nudges right now.")
            world.advance(days: 30)
            await nudges.evaluate()
            #expect(nudges.cards.map(\.id) == ["disable_medications", "disable_walks", "disable_feeding", "disable_documents", "simplify"])
            await nudges.act(on: try #require(nudges.activeNudges.first { $0.id == "disable_walks" }))
            #expect(await eventually { !screen.isEnabled(.walks) }, "the settings screen follows")
            #expect(nudges.cards.map(\.id) == ["disable_medications", "disable_feeding", "disable_documents", "simplify"])
            await nudges.dismiss(try #require(nudges.activeNudges.last))
            #expect(nudges.cards.map(\.id) == ["disable_medications", "disable_feeding", "disable_documents"])
            await nudges.evaluate()
            #expect(!nudges.cards.map(\.id).contains("simplify"), "the dismissal is stored")
        }

        @Test func theNudgesUseTheStoredProfile() async throws {
            try await world.preferences().setEnabled(.training, enabled: true)
            try await PuppyProfileRepository(database: world.database, now: world.clock.function).save(world.profile(weeks: 30), calendar: world.calendar)
            let nudges = NudgesViewModel<TrackingModule>(modules: world.coordinator(), language: .dutch)
            await nudges.evaluate()
            #expect(nudges.cards.map(\.title) == ["Tijd voor Puber-modus"])
        }

        @Test func aBirthDateInTheFutureIsRefusedAndNothingIsStored() async throws {
            let profiles = PuppyProfileRepository(database: world.database, now: world.clock.function)
            try await profiles.save(world.profile(weeks: 10), calendar: world.calendar)
            let future = PuppyProfile(birthDate: world.now.addingTimeInterval(86_400 * 3))
            await #expect(throws: ModulesError.self) { try await profiles.save(future, calendar: world.calendar) }
            #expect(try await profiles.profile() == world.profile(weeks: 10))
            #expect(throws: ModulesError.unreadableDate(text: "someday", what: "birth date")) {
                try PuppyProfile.parse(birthDate: "someday", now: world.now, calendar: world.calendar)
            }
        }
    }
}
