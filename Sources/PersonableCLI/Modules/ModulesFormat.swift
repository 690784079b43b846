import Foundation
import Personable

/// How the modules commands write dates, ages and module lists.
extension ModulesCoordinator where Module == TrackingModule {
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
        let weeks = profile.ageInWeeks(at: now(), calendar: calendar)
        let phase = profile.phase(at: now(), calendar: calendar)
        return "\(weeks) week\(weeks == 1 ? "" : "s") old, \(phase.displayName(in: .english).lowercased())"
    }
}
