import Foundation
import PersonableCore
@testable import PersonableModules
import PersonableTesting
import Testing

/// The modules-and-nudges tests, grouped so that `swift test --filter ModulesTests` runs them all.
@Suite enum ModulesTests {}

extension ModulesTests {
    /// Set-up shared by the modules tests: a database in a temporary folder where the app was installed (its
    /// module rows written) at the clock's start, a clock moved by hand, and a UTC calendar so day counts do not
    /// depend on the machine's time zone.
    final class World: Sendable {
        let directory = TemporaryDirectory()
        let clock = TestClock()
        let database: AppDatabase
        static let calendar: Calendar = {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            return calendar
        }()

        init() throws {
            database = try directory.database("modules.sqlite")
            let installedAt = clock.now
            _ = try database.writer.write { db in
                try ModulePreferencesRepository<TrackingModule>.states(in: db, initializingAt: installedAt)
            }
        }

        var calendar: Calendar { Self.calendar }
        var now: Date { clock.now }

        /// Moves the clock `days` forward.
        func advance(days: Int) {
            clock.advance(TimeInterval(days) * 86_400)
        }

        /// The same file opened again, as the next launch of the app would.
        func reopened() throws -> AppDatabase {
            try AppDatabase.open(at: directory.path("modules.sqlite"))
        }

        func preferences(_ database: AppDatabase? = nil) -> ModulePreferencesRepository<TrackingModule> {
            ModulePreferencesRepository(database: database ?? self.database, now: clock.function)
        }

        func tracker(_ database: AppDatabase? = nil) -> ModuleActivityTracker<TrackingModule> {
            ModuleActivityTracker(database: database ?? self.database, now: clock.function, calendar: calendar)
        }

        func coordinator(_ database: AppDatabase? = nil) -> ModulesCoordinator<TrackingModule> {
            ModulesCoordinator(database: database ?? self.database, now: clock.function, calendar: calendar)
        }

        func engine(_ database: AppDatabase? = nil, threshold: Int = 30) -> NudgeEngine<TrackingModule> {
            NudgeEngine(database: database ?? self.database, threshold: threshold, now: clock.function, calendar: calendar)
        }

        /// A dog `weeks` (and `days`) old now.
        func profile(weeks: Int, days: Int = 0) -> PuppyProfile {
            PuppyProfile(birthDate: now.addingTimeInterval(-TimeInterval(weeks * 7 + days) * 86_400))
        }

        /// The ids of the nudges showing now.
        func nudgeIDs(profile: PuppyProfile? = nil, _ database: AppDatabase? = nil) async throws -> [String] {
            try await engine(database).evaluate(profile: profile).map(\.id)
        }
    }
}

/// A second catalog, as another app would declare one: it shares the database without touching the dog modules.
enum GardenModule: String, ModuleCatalog {
    case watering, harvest, compost
    static let catalogName = "garden"
    static let defaultEnabled: Set<GardenModule> = [.watering]
    var systemImage: String { self == .watering ? "drop" : "leaf" }
    func displayName(in language: ModuleLanguage) -> String { rawValue.capitalized }
    func description(in language: ModuleLanguage) -> String { "The \(rawValue) log" }
}
