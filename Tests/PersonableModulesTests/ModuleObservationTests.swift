import Foundation
import PersonableCore
@testable import PersonableModules
import PersonableTesting
import Testing

/// Whether `condition` holds within `timeout`, checked on the caller's actor every few milliseconds.
func eventually(
    timeout: Duration = .seconds(10), isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}

extension ModulesTests {
    /// View models follow the database (GRDB's `ValueObservation` through the coordinator): what one writes, the
    /// others show, on a real database file.
    @MainActor
    struct ModuleObservationTests {
        let world: World

        init() throws {
            world = try World()
        }

        @Test func aChangeWrittenByOneSettingsScreenShowsInAnother() async throws {
            let writer = ModulePreferencesViewModel(modules: world.coordinator(), language: .english)
            let reader = ModulePreferencesViewModel(modules: world.coordinator(), language: .english)
            await writer.load()
            let following = Task { await reader.observe() }
            defer { following.cancel() }
            #expect(await eventually { reader.enabledModules == TrackingModule.defaultEnabled })

            await writer.toggleModule(.training)
            #expect(await eventually { reader.isEnabled(.training) }, "the other screen shows the change without a reload")
            try await world.coordinator().setEnabled(.walks, enabled: false)
            #expect(await eventually { !reader.isEnabled(.walks) }, "a change from the coordinator (a page, a command) too")
            await writer.resetToDefaults()
            #expect(await eventually { reader.enabledModules == TrackingModule.defaultEnabled })

            following.cancel()
            await following.value
            await writer.toggleModule(.training)
            try await Task.sleep(for: .milliseconds(100))
            #expect(!reader.isEnabled(.training), "a screen no longer observing keeps what it showed")
        }

        @Test func theNudgeCardsFollowTheModules() async throws {
            let settings = ModulePreferencesViewModel(modules: world.coordinator(), language: .english)
            await settings.load()
            world.advance(days: 30)
            let nudges = NudgesViewModel<TrackingModule>(modules: world.coordinator(), language: .english)
            await nudges.evaluate()
            #expect(nudges.cards.map(\.id).contains("disable_walks"))
            let following = Task { await nudges.observe() }
            defer { following.cancel() }

            await settings.setEnabled(.walks, enabled: false)
            #expect(await eventually { !nudges.cards.map(\.id).contains("disable_walks") },
                    "switching walks off in the settings takes its card away")
        }
    }
}
