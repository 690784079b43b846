@testable import PersonableDisplayText
import Testing

/// What a theme adds is allowed only in the situation a person wrote it for.
struct ThemePhrasesTests {
    func phrases(_ examples: [(String, String)], kind: TextKind) -> ThemePhrases {
        ThemePhrases(examples: examples.map { ReferenceExample(theme: .gentleParenting, kind: kind, original: $0.0, rewrite: $0.1) })
    }

    @Test func comfortForAnEmptyListIsNotSaidWhenAllIsDone() {
        let written = phrases([("No goals yet", "No goals yet, and that's okay")], kind: .emptyStateTitle)
        #expect(written.unwrittenInsertions(in: "No habits yet, and that's okay", relativeTo: "No habits yet").isEmpty)
        #expect(written.unwrittenInsertions(in: "You're all caught up, and that's okay", relativeTo: "You're all caught up") == [["and", "that's", "okay"]])
    }

    @Test func cheerForAnAdditionIsNotSaidAfterADeletion() {
        let written = phrases([("%@ was added to your goals", "%@ was added to your goals — a lovely step forward")], kind: .confirmation)
        #expect(written.unwrittenInsertions(in: "%@ was added to your habits — a lovely step forward", relativeTo: "%@ was added to your habits").isEmpty)
        #expect(!written.unwrittenInsertions(in: "Deleted %lld actions — a lovely step forward", relativeTo: "Deleted %lld actions").isEmpty)
    }

    @Test func situationsTellRemovalNegationAndQuestions() {
        #expect(StringSituation("Deleted %lld actions").isDestructive)
        #expect(StringSituation("Trash emptied").isDestructive)
        #expect(!StringSituation("%@ was added to your goals").isDestructive)
        #expect(StringSituation("No results for \"%@\"").isNegative)
        #expect(!StringSituation("You're all caught up!").isNegative)
        #expect(StringSituation("Delete this goal?").asks)
    }

    @Test func oneStringsPhraseStandsOnlyApartFromTheSentence() {
        let examples = [
            ReferenceExample(theme: .casual, kind: .instruction, original: "Tap and hold a photo to select several.", rewrite: "Tap and hold a photo to pick several at once!"),
            ReferenceExample(theme: .casual, kind: .instruction, original: "Uploading…", rewrite: "Uploading, just a sec…"),
            ReferenceExample(theme: .casual, kind: .instruction, original: "Saving…", rewrite: "Just saving…"),
            ReferenceExample(theme: .casual, kind: .instruction, original: "Syncing…", rewrite: "Just syncing…"),
        ]
        let written = ThemePhrases(examples: examples, recurring: ThemePhrases.recurringRuns(in: examples))
        #expect(written.unwrittenInsertions(in: "Just press-and-hold to check or uncheck at once!", relativeTo: "Press-and-hold to check or uncheck") == [["at", "once"]])
        #expect(written.unwrittenInsertions(in: "Exporting to %1$s, just a sec…", relativeTo: "Exporting to %1$s…").isEmpty)
        #expect(written.unwrittenInsertions(in: "Exporting just a sec to %1$s…", relativeTo: "Exporting to %1$s…") == [["just", "a", "sec"]])
        #expect(ThemePhrases.standsApart(["nope"], in: "Nope, no notes tagged “%@”"))
        #expect(!ThemePhrases.standsApart(["at", "once"], in: "Check or uncheck at once!"))
        // A tagline of its own is not an aside.
        #expect(!ThemePhrases.standsApart(["the", "story", "continues"], in: "Imported %1$s from %2$s. The story continues."))
        #expect(!ThemePhrases.standsApart(["a", "quiet", "moment"], in: "No budgets: a quiet moment"))
    }
    @Test func aValidationRuleIsNotThemed() {
        #expect(TextScopeClassifier().classify("Enter a number between 10 and 90") == .validation)
    }
}
