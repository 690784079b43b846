import Foundation
import Personable
@testable import PersonableCLI
import PersonableTesting
import Testing

extension ModulesTests {
    /// `personable modules …` and `personable nudges …` as a user runs them, on a database in a temporary folder,
    /// with `--now` moving time.
    struct ModulesCLITests {
        let directory = TemporaryDirectory()

        static let start = "2026-01-01T08:00:00Z"
        static let day30 = "2026-01-31T08:00:00Z"

        /// `personable arguments… --db <temp>`.
        func run(_ arguments: [String]) throws -> CLIRunner.Result {
            try CLIRunner.run(arguments + ["--db", directory.path("cli.sqlite")], environment: ["LANG": "en_US.UTF-8", "LANGUAGE": ""])
        }

        func json<T>(_ arguments: [String], as: T.Type = [[String: Any]].self) throws -> T {
            let result = try run(arguments + ["--json"])
            #expect(result.status == 0, "\(result.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? T, "\(result.stdout)")
        }

        func enabled(now: String = start) throws -> [String] {
            try json(["modules", "list", "--now", now]).filter { $0["enabled"] as? Bool == true }.compactMap { $0["name"] as? String }
        }

        func nudgeIDs(now: String, _ extra: [String] = []) throws -> [String] {
            let report = try json(["nudges", "--now", now] + extra, as: [String: Any].self)
            return (report["nudges"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }

        @Test func modulesAreListedSwitchedAndReset() throws {
            let list = try json(["modules", "list", "--now", Self.start])
            #expect(list.compactMap { $0["name"] as? String } == TrackingModule.allCases.map(\.rawValue))
            #expect(try enabled() == ["medications", "walks", "feeding", "documents"])

            let on = try run(["modules", "enable", "training", "socialization", "walks", "--now", Self.start])
            #expect(on.status == 0)
            #expect(on.stdout == "I turned on Socialization and Training. Walks was already on.\n")
            let off = try run(["modules", "disable", "walks", "--now", Self.start])
            #expect(off.stdout == "I turned off Walks.\n")
            #expect(try enabled() == ["medications", "socialization", "training", "feeding", "documents"])
            let text = try run(["modules", "--lang", "nl", "--now", Self.start])
            #expect(text.stdout.contains("[x] training       Training — Vaardigheden en trainingsvoortgang"), "\(text.stdout)")
            #expect(text.stdout.contains("[ ] walks          Wandelingen — Wandelroutes en planning"), "\(text.stdout)")

            #expect(try run(["modules", "reset", "--now", Self.start]).status == 0)
            #expect(try enabled() == ["medications", "walks", "feeding", "documents"])
        }

        @Test func anUnknownModuleIsRefusedAndNothingChanges() throws {
            let result = try run(["modules", "enable", "training", "swimming"])
            #expect(result.status == 64, "a name that doesn't exist is a usage error (README, exit codes)")
            #expect(result.stderr.contains("I don't know the module \"swimming\""), "\(result.stderr)")
            #expect(result.stderr.contains(TrackingModule.allCases.map(\.rawValue).joined(separator: ", ")))
            #expect(try enabled() == ["medications", "walks", "feeding", "documents"], "training was not switched on either")
            let nudge = try run(["nudges", "act", "disable_swimming"])
            #expect(nudge.status == 64 && nudge.stderr.hasPrefix("I don't know the nudge \"disable_swimming\"."), "\(nudge.stderr)")
            let language = try run(["nudges", "--lang", "fr"])
            #expect(language.status == 64 && language.stderr.hasPrefix("I don't know the language \"fr\"."), "\(language.stderr)")
        }

        @Test func activityIsRecordedAtTheGivenMoment() throws {
            #expect(try run(["modules", "activity", "record", "walks", "--now", Self.start]).status == 0)
            let activity = try json(["modules", "activity", "--now", "2026-01-11T09:00:00Z"])
            let walks = try #require(activity.first { $0["name"] as? String == "walks" })
            #expect(walks["daysSinceLastActivity"] as? Int == 10)
            #expect(walks["lastActivity"] as? String == Self.start)
            #expect(activity.first { $0["name"] as? String == "feeding" }?["lastActivity"] == nil)
        }

        @Test func nudgesAppearAfterThirtyIdleDaysAndCanBeActedOnAndDismissed() throws {
            #expect(try nudgeIDs(now: Self.start).isEmpty)
            #expect(try nudgeIDs(now: "2026-01-30T08:00:00Z").isEmpty)
            #expect(try nudgeIDs(now: Self.day30) == ["disable_medications", "disable_walks", "disable_feeding", "disable_documents", "simplify"])

            let dutch = try run(["nudges", "--now", Self.day30, "--lang", "nl"])
            #expect(dutch.stdout.contains("Gebruik je Wandelingen nog? [disable_walks]"), "\(dutch.stdout)")
            #expect(dutch.stdout.contains("Je hebt dit 30 dagen niet gebruikt"))
            #expect(dutch.stdout.contains("Vereenvoudig je app [simplify]"))

            let act = try run(["nudges", "act", "disable_walks", "--now", Self.day30])
            #expect(act.status == 0 && act.stdout == "I turned off Walks.\n", "\(act.stderr)")
            #expect(try enabled(now: Self.day30) == ["medications", "feeding", "documents"])
            #expect(try run(["nudges", "dismiss", "simplify", "--now", Self.day30]).status == 0)
            #expect(try nudgeIDs(now: "2026-02-15T08:00:00Z") == ["disable_medications", "disable_feeding", "disable_documents"])
        }

        @Test func thePhaseNudgeUsesTheRememberedBirthDate() throws {
            #expect(try run(["modules", "enable", "training", "--now", Self.start]).status == 0)
            #expect(try nudgeIDs(now: Self.start, ["--profile-birthdate", "2025-06-01"]) == ["phase_adolescent"])
            #expect(try nudgeIDs(now: Self.start) == ["phase_adolescent"], "the birth date is remembered")
            let act = try run(["nudges", "act", "phase_adolescent", "--now", Self.start])
            #expect(act.stdout == "I turned off Training.\n", "\(act.stderr)")
        }

        @Test func badDatesAndIdsAreRefusedAndNothingIsStored() throws {
            let future = try run(["nudges", "--profile-birthdate", "2027-05-01", "--now", Self.start])
            #expect(future.status != 0)
            #expect(future.stderr.hasPrefix("I can't use a birth date in the future"), "\(future.stderr)")
            let unreadable = try run(["nudges", "--profile-birthdate", "last spring"])
            #expect(unreadable.status != 0 && unreadable.stderr.hasPrefix("I couldn't read \"last spring\""), "\(unreadable.stderr)")
            let now = try run(["nudges", "--now", "2026-02-30"])
            #expect(now.status != 0 && now.stderr.contains("--now"), "\(now.stderr)")
            let profile = try json(["modules", "profile"], as: [String: Any].self)
            #expect(profile["birthDate"] is NSNull, "nothing was stored")

            let unknown = try run(["nudges", "act", "disable_swimming"])
            #expect(unknown.status != 0)
            #expect(unknown.stderr.contains("disable_walks") && unknown.stderr.contains("simplify"), "lists the valid ids: \(unknown.stderr)")
            let notShowing = try run(["nudges", "dismiss", "simplify", "--now", Self.start])
            #expect(notShowing.status != 0 && notShowing.stderr.hasPrefix("There's no \"simplify\" nudge right now"), "\(notShowing.stderr)")
        }
    }
}
