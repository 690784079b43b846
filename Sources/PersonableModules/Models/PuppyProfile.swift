import Foundation

/// The dog the nudges are about: its birth date, from which its age and ``DogLifePhase`` follow.
///
/// ```swift
/// let profile = try PuppyProfile.parse(birthDate: "2025-09-01", now: now, calendar: .current)
/// profile.phase(at: now, calendar: .current)   // .adolescent from 2026-03-02
/// ```
public struct PuppyProfile: Codable, Hashable, Sendable {
    /// When the dog was born (for a birth day: the start of that day).
    public var birthDate: Date

    public init(birthDate: Date) {
        self.birthDate = birthDate
    }

    /// Whole weeks from birth to `now` (whole days ÷ 7); negative before birth.
    public func ageInWeeks(at now: Date, calendar: Calendar) -> Int {
        (calendar.dateComponents([.day], from: birthDate, to: now).day ?? 0) / 7
    }

    /// The dog's phase at `now`.
    public func phase(at now: Date, calendar: Calendar) -> DogLifePhase {
        DogLifePhase(ageInWeeks: ageInWeeks(at: now, calendar: calendar))
    }

    /// When the dog enters `phase`.
    public func date(entering phase: DogLifePhase, calendar: Calendar) -> Date {
        calendar.date(byAdding: .day, value: phase.startWeek * 7, to: birthDate) ?? birthDate
    }

    /// This profile, if its birth date is not after `now`.
    public func validated(now: Date, calendar: Calendar) throws -> PuppyProfile {
        guard birthDate <= now else {
            throw ModulesError.birthDateInFuture(
                birthDate: ISO8601DateInput.dayString(birthDate, calendar: calendar),
                today: ISO8601DateInput.dayString(now, calendar: calendar))
        }
        return self
    }

    /// The profile for a birth date the user typed (see ``ISO8601DateInput``), refusing one it cannot read or
    /// one in the future.
    public static func parse(birthDate text: String, now: Date, calendar: Calendar) throws -> PuppyProfile {
        guard let date = ISO8601DateInput.date(from: text, calendar: calendar) else {
            throw ModulesError.unreadableDate(text: text, what: "birth date")
        }
        return try PuppyProfile(birthDate: date).validated(now: now, calendar: calendar)
    }
}
