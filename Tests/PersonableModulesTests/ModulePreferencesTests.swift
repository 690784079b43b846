import Foundation
import GRDB
import PersonableCore
@testable import PersonableModules
import PersonableTesting
import Testing

extension ModulesTests {
    /// Which modules are on: defaults on first launch, changes stored at once and kept across launches.
    struct ModulePreferencesTests {
        let world: World

        init() throws {
            world = try World()
        }

        @Test func aFreshInstallHasTheSpecDefaults() async throws {
            #expect(try await world.preferences().enabledModules() == [.medications, .walks, .feeding, .documents])
            let rows = try await world.database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM moduleState") }
            #expect(rows == TrackingModule.allCases.count, "first launch stores one row per module")
        }

        @Test func changesAreStoredAndSurviveAReopen() async throws {
            let preferences = world.preferences()
            var change = try await preferences.setEnabled(.training, enabled: true)
            #expect(change.turnedOn == [.training] && change.turnedOff.isEmpty)
            change = try await preferences.toggleModule(.walks)
            #expect(change.turnedOff == [.walks])
            change = try await preferences.setEnabled(.training, enabled: true)
            #expect(change.isEmpty, "switching on a module that is on changes nothing")
            let expected: Set<TrackingModule> = [.medications, .feeding, .documents, .training]
            #expect(try await world.preferences(world.reopened()).enabledModules() == expected)
        }

        @Test func switchingEverythingOffIsNotMistakenForAFreshInstall() async throws {
            try await world.preferences().setEnabledModules([])
            #expect(try await world.preferences(world.reopened()).enabledModules().isEmpty)
        }

        @Test func resetRestoresTheDefaults() async throws {
            let preferences = world.preferences()
            try await preferences.setEnabledModules([.socialization, .milestones])
            let change = try await preferences.resetToDefaults()
            #expect(change.turnedOn == [.medications, .walks, .feeding, .documents])
            #expect(change.turnedOff == [.socialization, .milestones])
            #expect(try await preferences.enabledModules() == TrackingModule.defaultEnabled)
        }

        @Test func changedAtMovesOnlyForAModuleThatChanged() async throws {
            let preferences = world.preferences()
            let first = try await preferences.states()
            world.advance(days: 3)
            try await preferences.setEnabled([.walks, .training], enabled: true)
            let after = try await preferences.states()
            let walks = try #require(after.first { $0.module == .walks }), training = try #require(after.first { $0.module == .training })
            #expect(walks.changedAt == first.first { $0.module == .walks }?.changedAt, "walks was already on")
            #expect(training.changedAt == world.now && training.enabledSince == world.now)
        }

        @Test func unknownStoredValuesAreIgnored() async throws {
            _ = try await world.preferences().enabledModules()
            try await world.database.writer.write { db in
                try db.execute(sql: """
                    INSERT INTO moduleState (catalog, module, enabled, changedAt) VALUES ('tracking', 'swimming', 1, '2026-01-01');
                    INSERT INTO moduleActivity (catalog, module, occurredAt) VALUES ('tracking', 'swimming', '2026-01-01');
                    """)
            }
            let preferences = world.preferences(try world.reopened())
            let enabled = try await preferences.enabledModules()
            #expect(enabled == TrackingModule.defaultEnabled)
            #expect(try await world.tracker().usage()[.medications] != nil)
            _ = try await world.nudgeIDs()
        }

        @Test func aModuleNewToTheCatalogGetsItsDefault() async throws {
            try await world.preferences().setEnabledModules([.training])
            try await world.database.writer.write { try $0.execute(sql: "DELETE FROM moduleState WHERE module IN ('walks', 'socialization')") }
            let enabled = try await world.preferences().enabledModules()
            #expect(enabled == [.training, .walks], "walks comes back with its default (on), socialization with its (off)")
        }

        @Test func anotherCatalogSharesTheFileWithoutInterfering() async throws {
            let garden = ModulePreferencesRepository<GardenModule>(database: world.database, now: world.clock.function)
            #expect(try await garden.enabledModules() == [.watering])
            try await garden.setEnabled(.harvest, enabled: true)
            try await world.preferences().setEnabledModules([])
            #expect(try await garden.enabledModules() == [.watering, .harvest])
            #expect(try await world.preferences().enabledModules().isEmpty)
            let gardenTracker = ModuleActivityTracker<GardenModule>(database: world.database, now: world.clock.function, calendar: world.calendar)
            try await gardenTracker.recordActivity(.watering)
            #expect(try await world.tracker().usage().values.allSatisfy { $0.lastActivity == nil })
        }

        @Test func modulesAreParsedByNameListingTheValidOnes() throws {
            #expect(try TrackingModule.parse("Walks") == .walks)
            #expect(throws: UnknownValueError(kind: "module", value: "swimming", valid: TrackingModule.allCases.map(\.rawValue))) {
                try TrackingModule.parse("swimming")
            }
        }
    }

    /// When modules were last used, and which have gone idle — with the clock moved, never `Date()`.
    struct ModuleActivityTrackerTests {
        let world: World

        init() throws {
            world = try World()
        }

        @Test func recordsTheLatestUseAndCountsWholeDays() async throws {
            let tracker = world.tracker()
            #expect(try await tracker.lastActivity(.walks) == nil)
            #expect(try await tracker.daysSinceLastActivity(.walks) == nil)
            try await tracker.recordActivity(.walks)
            let first = world.now
            world.advance(days: 2)
            try await tracker.recordActivity(.walks)
            let second = world.now
            world.advance(days: 5)
            world.clock.advance(3600 * 23)
            #expect(try await tracker.lastActivity(.walks) == second)
            #expect(try await tracker.lastActivity(.walks) != first)
            #expect(try await tracker.daysSinceLastActivity(.walks) == 5, "5 days and 23 hours is 5 whole days")
            #expect(try await tracker.lastActivity(.feeding) == nil)
        }

        @Test(arguments: [(29, false), (30, true), (31, true)])
        func aModuleIsInactiveFromThirtyDays(days: Int, inactive: Bool) async throws {
            let tracker = world.tracker()
            try await tracker.recordActivity(.walks)
            world.advance(days: days)
            #expect(try await tracker.inactiveModules(among: [.walks]) == (inactive ? [.walks] : []))
        }

        @Test func aModuleNeverUsedCountsAsInactiveOnceItHasBeenOnForTheThreshold() async throws {
            let tracker = world.tracker()
            _ = try await world.preferences().enabledModules()
            world.advance(days: 29)
            #expect(try await tracker.inactiveModules(among: TrackingModule.defaultEnabled).isEmpty, "not on day one of a fresh install")
            world.advance(days: 1)
            #expect(try await tracker.inactiveModules(among: TrackingModule.defaultEnabled) == [.medications, .walks, .feeding, .documents])
            #expect(try await tracker.inactiveModules(among: [.training]) == [.training], "off and never used: nothing to count from")
        }

        @Test func aThresholdBelowOneIsRefused() async throws {
            await #expect(throws: ModulesError.invalidThreshold(0)) { try await world.tracker().inactiveModules(threshold: 0, among: [.walks]) }
        }
    }
}
