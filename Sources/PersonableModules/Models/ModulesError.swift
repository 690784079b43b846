import Foundation

/// What went wrong with modules or nudges, said in the first person. (Unknown module names and languages are
/// ``UnknownValueError``, which lists the valid values.)
public enum ModulesError: Error, LocalizedError, Equatable {
    case unreadableDate(text: String, what: String)
    case birthDateInFuture(birthDate: String, today: String)
    case nudgeNotActive(id: String, active: [String])
    case invalidThreshold(Int)

    public var errorDescription: String? {
        switch self {
        case let .unreadableDate(text, what):
            "I couldn't read \"\(text)\" as a \(what). Give me an ISO 8601 date such as 2025-03-14 or "
                + "2025-03-14T09:30:00Z, so I changed nothing."
        case let .birthDateInFuture(birthDate, today):
            "I can't use a birth date in the future: \(birthDate) is after today (\(today)), so I changed nothing."
        case let .nudgeNotActive(id, active):
            "There's no \"\(id)\" nudge right now, so I changed nothing. "
                + (active.isEmpty ? "There are no nudges at the moment." : "The current ones: \(active.joined(separator: ", ")).")
        case let .invalidThreshold(days):
            "I need an inactivity threshold of at least 1 day, and \(days) isn't one."
        }
    }
}
