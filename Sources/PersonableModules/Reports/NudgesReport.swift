import Foundation

/// The nudges as a surface reports them — `personable nudges --json` and `GET /api/nudges` alike: the moment, the
/// dog's profile and every nudge with its card.
public struct NudgesReport: Encodable, Sendable {
    /// The dog's profile as of ``now``.
    public struct Profile: Encodable, Sendable {
        /// `2025-09-01`, in the coordinator's calendar.
        public var birthDate: String
        public var ageInWeeks: Int
        public var phase: String
    }

    /// One nudge: its kind and details (the fields its kind has), and its card.
    public struct Nudge: Encodable, Sendable {
        public var id: String
        public var type: String
        public var module: String?
        public var daysSinceUse: Int?
        public var reason: String?
        public var from: String?
        public var to: String?
        public var modules: [String]?
        public var card: NudgeCard
    }

    public var now: Date
    public var language: String
    public var profile: Profile?
    public var nudges: [Nudge]

    /// The report of `nudges`, worked out with `profile`, at the coordinator's moment and in its calendar.
    public init<Module: ModuleCatalog>(
        nudges: [NudgeType<Module>], profile: PuppyProfile?, language: ModuleLanguage, modules: ModulesCoordinator<Module>
    ) {
        let moment = modules.now()
        now = moment
        self.language = language.rawValue
        self.profile = profile.map {
            Profile(
                birthDate: ISO8601DateInput.dayString($0.birthDate, calendar: modules.calendar),
                ageInWeeks: $0.ageInWeeks(at: moment, calendar: modules.calendar),
                phase: $0.phase(at: moment, calendar: modules.calendar).rawValue)
        }
        self.nudges = nudges.map { nudge in
            var entry = Nudge(id: nudge.id, type: "", card: NudgeCard(nudge, language: language))
            switch nudge {
            case let .disableUnused(module, days):
                (entry.type, entry.module, entry.daysSinceUse) = ("disableUnused", module.rawValue, days)
            case let .enableSuggestion(module, reason):
                (entry.type, entry.module, entry.reason) = ("enableSuggestion", module.rawValue, reason)
            case let .phaseTransition(from, to):
                (entry.type, entry.from, entry.to) = ("phaseTransition", from.rawValue, to.rawValue)
            case let .simplifyMode(inactive):
                (entry.type, entry.modules) = ("simplifyMode", inactive.map(\.rawValue))
            }
            return entry
        }
    }
}
