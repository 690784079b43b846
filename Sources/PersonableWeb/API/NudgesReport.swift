import Foundation
import Personable

/// The nudges as `personable nudges --json` prints them: the moment, the dog's profile and every nudge with its
/// card.
struct NudgesReport: Encodable, Sendable {
    struct Profile: Encodable, Sendable {
        var birthDate: String
        var ageInWeeks: Int
        var phase: String
    }

    struct Nudge: Encodable, Sendable {
        var id: String
        var type: String
        var module: String?
        var daysSinceUse: Int?
        var reason: String?
        var from: String?
        var to: String?
        var modules: [String]?
        var card: NudgeCard
    }

    var now: Date
    var language: String
    var profile: Profile?
    var nudges: [Nudge]

    init(nudges: [NudgeType<TrackingModule>], profile: PuppyProfile?, language: ModuleLanguage, modules: ModulesCoordinator<TrackingModule>) {
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
