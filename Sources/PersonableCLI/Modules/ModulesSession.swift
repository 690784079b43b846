import Foundation
import Personable

/// What a modules or nudges command works with: the database, and a clock stopped at `--now` (or the moment
/// the command started), so one command sees one moment.
struct ModulesSession {
    let database: AppDatabase
    let now: Date
    let calendar = Calendar.current

    /// Reads `--now` first, so a bad date fails before the database is opened.
    init(global: GlobalOptions, time: ModuleTimeOptions) throws {
        now = try time.date(calendar: calendar)
        database = try global.openDatabase()
    }

    var clock: @Sendable () -> Date {
        let now = now
        return { now }
    }

    var preferences: ModulePreferencesRepository<TrackingModule> {
        ModulePreferencesRepository(database: database, now: clock)
    }

    var tracker: ModuleActivityTracker<TrackingModule> {
        ModuleActivityTracker(database: database, now: clock, calendar: calendar)
    }

    var profiles: PuppyProfileRepository {
        PuppyProfileRepository(database: database, now: clock)
    }

    var engine: NudgeEngine<TrackingModule> {
        NudgeEngine(database: database, now: clock, calendar: calendar)
    }

    /// `2025-09-01`.
    func day(_ date: Date) -> String {
        ISO8601DateInput.dayString(date, calendar: calendar)
    }

    /// `2026-03-01T09:30:00Z`.
    func timestamp(_ date: Date) -> String {
        ISO8601DateInput.timestampString(date)
    }

    /// "Walks", "Walks and Training", "Walks, Training and Feeding".
    static func names(_ modules: [TrackingModule]) -> String {
        ModuleStrings.list(modules.map { $0.displayName(in: .english) }, in: .english)
    }

    /// The profile summary: "26 weeks old, adolescent".
    func age(of profile: PuppyProfile) -> String {
        let weeks = profile.ageInWeeks(at: now, calendar: calendar)
        let phase = profile.phase(at: now, calendar: calendar)
        return "\(weeks) week\(weeks == 1 ? "" : "s") old, \(phase.displayName(in: .english).lowercased())"
    }
}
