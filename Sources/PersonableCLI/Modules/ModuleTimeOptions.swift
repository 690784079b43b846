import ArgumentParser
import Foundation
import Personable

/// `--now`: the moment a modules or nudges command acts at, so a user can simulate the future.
struct ModuleTimeOptions: ParsableArguments {
    @Option(name: .long, help: "Act as if it were this moment (ISO 8601: 2026-03-01 or 2026-03-01T09:30:00Z); default: now.")
    var now: String?

    /// The moment, or the clock's when none was given.
    func date(calendar: Calendar) throws -> Date {
        guard let now else { return Date() }
        guard let date = ISO8601DateInput.date(from: now, calendar: calendar) else {
            throw ModulesError.unreadableDate(text: now, what: "moment for --now")
        }
        return date
    }

    /// The modules coordinator for this command, its clock stopped at `--now` (or the moment the command
    /// started), so one command sees one moment. `--now` is read first, so a bad date fails before the database
    /// is opened.
    func modules(_ global: GlobalOptions, access: DatabaseAccess = .readWrite) throws -> ModulesCoordinator<TrackingModule> {
        let now = try date(calendar: .current)
        return try global.environment(now: now, access: access).modules
    }
}
