@testable import PersonableDisplayText
import PersonableLanguageModels
import PersonableTesting
import Testing

/// A written rewrite carried over to a string of the same shape, and never to one of another shape.
struct ExampleTransferTests {
    let transfer = ExampleTransfer()

    func example(_ original: String, _ rewrite: String, theme: DisplayTheme = .casual, kind: TextKind = .emptyStateTitle) -> ReferenceExample {
        ReferenceExample(theme: theme, kind: kind, original: original, rewrite: rewrite)
    }

    @Test func theDifferingWordsAreSwappedInTheWrittenRewrite() {
        #expect(transfer.transfer(example("No Goals Yet", "No goals here yet!"), to: "No Bookmarks Yet") == "No bookmarks here yet!")
        #expect(transfer.transfer(example("Loading goals...", "Grabbing your goals...", kind: .loading), to: "Loading recipes...")
            == "Grabbing your recipes...")
        #expect(transfer.transfer(example("Delete this goal?", "Ditch this goal for good?", kind: .confirmation), to: "Delete this task?")
            == "Ditch this task for good?")
    }

    @Test func theRewritesCaseIsKeptAndNamesStayAsTheyAre() {
        let goggins = example("No Goals Yet", "ZERO GOALS. SET ONE NOW.", theme: .davidGoggins)
        #expect(transfer.transfer(example("No Goals Yet", "NO GOALS YET. FIX THAT.", theme: .davidGoggins), to: "No Habits Yet") == "NO HABITS YET. FIX THAT.")
        #expect(transfer.transfer(goggins, to: "No Habits Yet") == "ZERO HABITS. SET ONE NOW.")
        #expect(transfer.transfer(example("No Goals Yet", "No goals here yet!"), to: "No iCloud Notes Yet") == "No iCloud notes here yet!")
    }

    @Test func stringsOfAnotherShapeAreNotTransferred() {
        // Different punctuation, a different ending, or too little in common.
        #expect(transfer.transfer(example("No Goals Yet", "No goals here yet!"), to: "No Goals Yet?") == nil)
        // "Loading" is not in the rewrite: there is nothing to swap "Syncing" for.
        #expect(transfer.transfer(example("Loading goals...", "Grabbing your goals...", kind: .loading), to: "Syncing goals...") == nil)
        #expect(transfer.transfer(example("Loading goals...", "Grabbing your goals...", kind: .loading), to: "Syncing your whole library now...") == nil)
        #expect(transfer.transfer(example("Are you sure you want to delete this goal?", "Sure you want to ditch this goal?", kind: .confirmation),
                                  to: "Are you sure you want to open %ld articles in your browser?") == nil)
        // The same string: nothing differs, nothing to carry over.
        #expect(transfer.transfer(example("No Goals Yet", "No goals here yet!"), to: "No Goals Yet") == nil)
    }

    @Test func anInvitationToMakeOneIsNotCarriedToWhatArrives() {
        let addOne = example("No Goals Yet", "No goals yet! Let's add one.")
        #expect(transfer.transfer(addOne, to: "No downloads yet") == nil)
        #expect(transfer.transfer(addOne, to: "No notifications yet") == nil)
        #expect(transfer.transfer(addOne, to: "No bookmarks yet") == "No bookmarks yet! Let's add one.")
        // Without a verb of making, it still travels.
        #expect(transfer.transfer(example("No Goals Yet", "No goals here yet!"), to: "No Downloads Yet") == "No downloads here yet!")
    }

    @Test func aRunThatStandsTwiceInTheRewriteIsNotGuessed() {
        #expect(transfer.transfer(example("No Goals Yet", "Goals? No goals yet!"), to: "No Habits Yet") == nil)
        // A word inside another word is not the word.
        #expect(transfer.transfer(example("No Goal Yet", "No goals here yet!"), to: "No Habit Yet") == nil)
    }

    @Test func theServiceShowsATransferWithoutAskingTheModel() async throws {
        let model = ScriptedLanguageModel { _, _ in "Something the model made up" }
        // "Let's add one." is the theme's own phrase (written twice); "Let's log one." was written for actions only.
        let bank = ReferenceBank(examples: [
            example("No Goals Yet", "No goals yet! Let's add one."), example("No Values Yet", "No values yet! Let's add one."),
            example("No Actions Yet", "No actions yet! Let's log one."),
        ])
        let service = DisplayTextService(model: model, candidateCount: 1, bank: bank)
        let rewrite = try await service.rewrite(DisplayTextRequest(originalText: "No Habits Yet", theme: .casual, textType: .title, context: ""))
        #expect(rewrite.outcome == .rewritten)
        #expect(rewrite.text == "No habits yet! Let's add one.")
        #expect(rewrite.candidates.allSatisfy { $0.transferred })
        #expect(rewrite.candidates.first { $0.text == "No habits yet! Let's log one." }?.accepted == false)
        #expect(model.calls == 0)
    }
}
