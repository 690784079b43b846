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
}
