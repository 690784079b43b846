import Foundation

/// How a module has been used: when last, and since when it has been on. From these follows whether it is
/// inactive.
///
/// A module goes idle at the later of its last activity and the moment it was switched on: a module never used
/// counts as inactive (as the spec says) once it has been on for the threshold, so a fresh install or a module
/// just switched back on is not nagged about on day one. A module with neither date (off and never used) is
/// inactive.
public struct ModuleUsage: Hashable, Sendable {
    /// The latest recorded activity, if any.
    public var lastActivity: Date?
    /// When the module was switched on, if it is on.
    public var enabledSince: Date?

    public init(lastActivity: Date?, enabledSince: Date?) {
        self.lastActivity = lastActivity
        self.enabledSince = enabledSince
    }

    /// Since when the module has been idle: the later of ``lastActivity`` and ``enabledSince``.
    public var idleSince: Date? {
        [lastActivity, enabledSince].compactMap { $0 }.max()
    }

    /// Whole days idle at `now`, or `nil` when there is nothing to count from.
    public func idleDays(at now: Date, calendar: Calendar) -> Int? {
        idleSince.map { Self.days(from: $0, to: now, calendar: calendar) }
    }

    /// Whether the module has been idle for `threshold` days or more at `now`.
    public func isInactive(threshold: Int, at now: Date, calendar: Calendar) -> Bool {
        guard let days = idleDays(at: now, calendar: calendar) else { return true }
        return days >= threshold
    }

    /// When the module became (or will become) inactive; the distant past when there is nothing to count from.
    public func inactiveSince(threshold: Int, calendar: Calendar) -> Date {
        guard let idleSince else { return .distantPast }
        return calendar.date(byAdding: .day, value: threshold, to: idleSince) ?? idleSince
    }

    /// Whole days from `start` to `end` in `calendar` (never negative: a date after `end` counts as 0).
    public static func days(from start: Date, to end: Date, calendar: Calendar) -> Int {
        max(0, calendar.dateComponents([.day], from: start, to: end).day ?? 0)
    }
}
