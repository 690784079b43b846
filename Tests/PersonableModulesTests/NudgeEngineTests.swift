import Foundation
import PersonableCore
@testable import PersonableModules
import PersonableTesting
import Testing

extension ModulesTests {
    /// The spec's nudge rules, evaluated over the database with the clock moved.
    struct NudgeEngineTests {
        let world: World
        static let defaults = ["disable_medications", "disable_walks", "disable_feeding", "disable_documents"]

        init() throws {
            world = try World()
        }

        /// Records a use of every one of `modules` now.
        func use(_ modules: [TrackingModule]) async throws {
            for module in modules { try await world.tracker().recordActivity(module) }
        }

        @Test func aFreshInstallIsNotNudgedUntilItsModulesGoUnused() async throws {
            #expect(try await world.nudgeIDs().isEmpty)
            world.advance(days: 29)
            #expect(try await world.nudgeIDs().isEmpty)
            world.advance(days: 1)
            #expect(try await world.nudgeIDs() == Self.defaults + ["simplify"])
            let walks = try await world.engine().evaluate(profile: nil).first { $0.id == "disable_walks" }
            #expect(walks == .disableUnused(module: .walks, daysSinceUse: 30))
        }

        @Test func daysSinceUseCountFromTheLastUse() async throws {
            try await use([.medications, .feeding, .documents])
            world.advance(days: 11)
            try await use([.walks])
            world.advance(days: 29)
            #expect(try await world.nudgeIDs() == ["disable_medications", "disable_feeding", "disable_documents", "simplify"])
            world.advance(days: 1)
            let nudges = try await world.engine().evaluate(profile: nil)
            #expect(nudges.first == .disableUnused(module: .medications, daysSinceUse: 41))
            #expect(nudges.contains(.disableUnused(module: .walks, daysSinceUse: 30)))
            #expect(nudges.last == .simplifyMode(inactive: [.medications, .walks, .feeding, .documents]))
        }

        @Test func onlyEnabledModulesAreNudgedAbout() async throws {
            try await world.preferences().setEnabledModules([.walks])
            world.advance(days: 60)
            #expect(try await world.nudgeIDs() == ["disable_walks"])
        }

        @Test func threeInactiveModulesSuggestSimplifyingTwoDoNot() async throws {
            try await use([.feeding, .documents])
            world.advance(days: 30)
            try await use([.documents])
            #expect(try await world.nudgeIDs() == ["disable_medications", "disable_walks", "disable_feeding", "simplify"])
            try await use([.feeding])
            #expect(try await world.nudgeIDs() == ["disable_medications", "disable_walks"])
        }

        @Test func thePhaseNudgeComesAtTheBoundaryWhilePuppyModulesAreOn() async throws {
            try await world.preferences().setEnabled(.training, enabled: true)
            #expect(try await world.nudgeIDs(profile: world.profile(weeks: 25, days: 6)).isEmpty)
            #expect(try await world.nudgeIDs(profile: world.profile(weeks: 26)) == ["phase_adolescent"])
            #expect(try await world.engine().evaluate(profile: world.profile(weeks: 26)) == [.phaseTransition(from: .puppy, to: .adolescent)])
            #expect(try await world.nudgeIDs(profile: world.profile(weeks: 78)) == ["phase_adult"])
            try await world.preferences().setEnabled(.training, enabled: false)
            #expect(try await world.nudgeIDs(profile: world.profile(weeks: 78)).isEmpty, "no puppy module on: nothing to hide")
        }

        @Test func phasesFollowTheDocumentedBoundaries() {
            let expected: [(Int, DogLifePhase)] = [
                (-1, .puppy), (0, .puppy), (25, .puppy), (26, .adolescent), (77, .adolescent), (78, .adult),
                (363, .adult), (364, .senior),
            ]
            for (weeks, phase) in expected { #expect(DogLifePhase(ageInWeeks: weeks) == phase, "\(weeks) weeks") }
        }

        @Test func aDismissalIsStoredAndOutlivesAReopen() async throws {
            world.advance(days: 30)
            let walks = try #require(try await world.engine().evaluate(profile: nil).first { $0.id == "disable_walks" })
            try await world.engine().dismiss(walks)
            let reopened = try world.reopened()
            #expect(try await world.nudgeIDs(reopened) == ["disable_medications", "disable_feeding", "disable_documents", "simplify"])
            world.advance(days: 100)
            #expect(try await !world.nudgeIDs(reopened).contains("disable_walks"), "still the same idle spell")
        }

        @Test func aDismissedNudgeReturnsWhenItsSituationIsNew() async throws {
            world.advance(days: 30)
            _ = try await world.engine().dismiss(id: "disable_walks", profile: nil)
            try await use([.walks])
            world.advance(days: 29)
            #expect(try await !world.nudgeIDs().contains("disable_walks"))
            world.advance(days: 1)
            #expect(try await world.nudgeIDs().contains("disable_walks"), "a new idle spell after a use")
        }

        @Test func dismissingThePhaseNudgeHidesItForThatPhaseOnly() async throws {
            try await world.preferences().setEnabled(.milestones, enabled: true)
            try await use(TrackingModule.allCases)
            _ = try await world.engine().dismiss(id: "phase_adolescent", profile: world.profile(weeks: 30))
            #expect(try await world.nudgeIDs(profile: world.profile(weeks: 77)).isEmpty)
            #expect(try await world.nudgeIDs(profile: world.profile(weeks: 78)) == ["phase_adult"])
        }

        @Test func actingOnAnUnusedModuleSwitchesItOff() async throws {
            world.advance(days: 30)
            let result = try await world.engine().act(onID: "disable_walks", profile: nil)
            #expect(result.change.turnedOff == [.walks])
            #expect(try await !world.preferences().enabledModules().contains(.walks))
            #expect(try await !world.nudgeIDs().contains("disable_walks"))
        }

        @Test func actingOnTheSuggestionToEnableSwitchesItOn() async throws {
            let change = try await world.engine().act(on: .enableSuggestion(module: .training, reason: "Sit, stay, heel."))
            #expect(change.turnedOn == [.training])
            #expect(try await world.preferences().enabledModules().contains(.training))
        }

        @Test func actingOnThePhaseNudgeSwitchesThePuppyModulesOff() async throws {
            try await world.preferences().setEnabledModules([.walks, .training, .socialization])
            let result = try await world.engine().act(onID: "phase_adult", profile: world.profile(weeks: 100))
            #expect(result.change.turnedOff == [.socialization, .training])
            #expect(try await world.preferences().enabledModules() == [.walks])
        }

        @Test func simplifyingSwitchesOffExactlyTheInactiveModules() async throws {
            try await use([.documents])
            world.advance(days: 30)
            try await use([.documents])
            let result = try await world.engine().act(onID: "simplify", profile: nil)
            #expect(result.nudge == .simplifyMode(inactive: [.medications, .walks, .feeding]))
            #expect(result.change.turnedOff == [.medications, .walks, .feeding])
            #expect(try await world.preferences().enabledModules() == [.documents])
            #expect(try await world.nudgeIDs().isEmpty)
        }

        @Test func aNudgeThatIsNotShowingCannotBeActedOnAndNothingChanges() async throws {
            await #expect(throws: ModulesError.nudgeNotActive(id: "disable_walks", active: [])) {
                try await world.engine().act(onID: "disable_walks", profile: nil)
            }
            await #expect(throws: UnknownValueError.self) { try await world.engine().act(onID: "disable_swimming", profile: nil) }
            #expect(try await world.preferences().enabledModules() == TrackingModule.defaultEnabled)
            let resolutions = try await NudgeResolutionRepository<TrackingModule>(database: world.database).resolutions()
            #expect(resolutions.isEmpty)
        }

        @Test func eachNudgeExplainsItself() {
            let walks = NudgeType<TrackingModule>.disableUnused(module: .walks, daysSinceUse: 41)
            #expect(walks.explanation(in: .english) == "You haven't logged walks in 41 days.")
            #expect(walks.explanation(in: .dutch) == "Je hebt al 41 dagen geen wandelingen vastgelegd.")
            let phase = NudgeType<TrackingModule>.phaseTransition(from: .puppy, to: .adult)
            #expect(phase.explanation(in: .english) == "From 78 weeks a dog counts as adult, so the puppy modules (socialization, training and milestones) can be hidden now.")
            let simplify = NudgeType<TrackingModule>.simplifyMode(inactive: [.walks, .feeding, .documents])
            #expect(simplify.explanation(in: .english) == "3 modules look unused: Walks, Feeding and Documents.")
        }

        @Test func cardsCarryTheSpecsTextsInEitherLanguage() {
            let english = NudgeCard(NudgeType<TrackingModule>.disableUnused(module: .walks, daysSinceUse: 41), language: .english)
            #expect(english.title == "Still using Walks?")
            #expect(english.subtitle == "You haven't used this in 41 days")
            #expect(english.actionLabel == "Disable" && english.dismissLabel == "Not now" && english.tint == .orange)
            let dutch = NudgeCard(NudgeType<TrackingModule>.phaseTransition(from: .puppy, to: .adult), language: .dutch)
            #expect(dutch.title == "Tijd voor Volwassen-modus")
            #expect(dutch.subtitle == "Sommige puppyfuncties kunnen nu verborgen worden")
            #expect(dutch.actionLabel == "Bekijken" && dutch.systemImage == "sparkles")
        }
    }
}
