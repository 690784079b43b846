import Foundation

/// The spec's rules, a pure function of what is stored (``NudgeEngine`` reads it):
///
/// 1. every enabled module inactive for `threshold` days → `disableUnused` with its idle days;
/// 2. the dog past the puppy phase while a puppy module is on → `phaseTransition(from: .puppy, to: phase)`;
/// 3. three or more inactive modules → `simplifyMode`;
///
/// then drops every nudge the user already answered in its current situation: a resolution hides a nudge when
/// it was given after the nudge's situation began — `disable_<module>`: when the module went inactive (so using
/// it, or switching it back on, starts a new situation); `phase_<phase>`: when the dog entered the phase (the
/// next phase is a new id); `simplify`: when the last of its modules went inactive.
struct NudgeRules<Module: ModuleCatalog>: Sendable {
    /// Days without use after which a module is inactive.
    var threshold: Int
    var calendar: Calendar

    /// The nudges to show at `now`, in the spec's order.
    func nudges(
        states: [ModuleState<Module>], usage: [Module: ModuleUsage], profile: PuppyProfile?,
        resolutions: [String: NudgeResolution], now: Date
    ) -> [NudgeType<Module>] {
        let enabled = Module.ordered(states.filter(\.isEnabled).map(\.module))
        let inactive = enabled.filter { usage[$0]?.isInactive(threshold: threshold, at: now, calendar: calendar) ?? true }
        var candidates: [(nudge: NudgeType<Module>, since: Date)] = []

        for module in inactive {
            let days = usage[module]?.idleDays(at: now, calendar: calendar) ?? threshold
            candidates.append((.disableUnused(module: module, daysSinceUse: days), inactiveSince(module, usage)))
        }
        if let profile {
            let phase = profile.phase(at: now, calendar: calendar)
            if phase != .puppy, !Module.puppySpecific.isDisjoint(with: enabled) {
                candidates.append((.phaseTransition(from: .puppy, to: phase), profile.date(entering: phase, calendar: calendar)))
            }
        }
        if inactive.count >= 3 {
            let since = inactive.map { inactiveSince($0, usage) }.max() ?? .distantPast
            candidates.append((.simplifyMode(inactive: inactive), since))
        }
        return candidates.filter { candidate in
            guard let resolution = resolutions[candidate.nudge.id] else { return true }
            return resolution.resolvedAt < candidate.since
        }.map(\.nudge)
    }

    private func inactiveSince(_ module: Module, _ usage: [Module: ModuleUsage]) -> Date {
        usage[module]?.inactiveSince(threshold: threshold, calendar: calendar) ?? .distantPast
    }
}
