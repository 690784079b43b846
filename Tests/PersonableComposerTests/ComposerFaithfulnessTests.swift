@testable import PersonableComposer
import Testing

/// A variation says what the message says: what a chat model added when it was not faithful is refused.
struct ComposerFaithfulnessTests {
    let printer = "The printer on the second floor is broken again. IT says a technician comes Thursday morning, so please use the one by reception until then."
    let call = "I can't make the 2pm call today because my daughter is sick. Can we do tomorrow at 10 instead?"

    @Test func anAddedActionOrConcernIsRefused() {
        let check = ComposerOutputCheck(input: printer)
        let problems = check.problems(with: printer.replacingOccurrences(of: "until then.", with: "until then to check and repair the printer immediately."))
        #expect(problems.contains { $0.contains("\"repair\"") })
        #expect(AddedWords.added(in: "I am writing to express my concern about the payment for October.", beyond: "The invoice for October is attached.")
            .contains("express"))
    }

    @Test func courtesyAndToneAreNotAdditions() {
        let check = ComposerOutputCheck(input: printer)
        let polite = "Please note: the printer on the second floor is broken again. IT says a technician comes Thursday morning, so kindly use the one by reception until then. Thank you for your patience."
        #expect(AddedWords.added(in: polite, beyond: printer).isEmpty)
        #expect(!check.problems(with: polite).contains { $0.contains("which the message doesn't say") })
    }

    /// What the model wrote as a casual variation on a new set: "Your yarn is on its way" gone, with no key point
    /// to tell; and "Dr. Hanno Weiss" for "Dr. Hannah Weiss", where the title hid the first name.
    @Test func aSentenceLeftOutOrANameAfterATitleChangedIsRefused() {
        let yarn = "We're sorry to let you know that orders placed between November 18 and 22 are running about a week behind. Your yarn is on its way, and we're adding free shipping to your next order."
        let shorter = "We're sorry to let you know that orders placed between November 18 and 22 are running about a week behind, but we can add free shipping as a thank-you."
        #expect(ComposerOutputCheck(input: yarn).problems(with: shorter).contains { $0.contains("Your yarn is on its way") })
        #expect(DroppedClauses.dropped(from: yarn, in: yarn.replacingOccurrences(of: "Your yarn is", with: "The yarn you ordered is")).isEmpty)
        let doctor = "We regret to inform you that Dr. Hannah Weiss is unavailable on Thursday, May 22."
        #expect(ComposerOutputCheck(input: doctor).problems(with: "Unfortunately, Dr. Hanno Weiss is not available on Thursday, May 22.").contains { $0.contains("Hannah Weiss") })
    }

    /// What the model wrote as a casual variation on a thirteenth set: the notice's subject, "all items remaining
    /// in the third-floor kitchen refrigerator", became "The kitchen refrigerator", with four of its words kept.
    @Test func aLongClauseKeptOnlyInScrapsIsRefused() {
        let notice = "Please be advised that, pursuant to the building management policy, all items remaining in the third-floor kitchen refrigerator will be discarded prior to 5:00 p.m. on Friday, October 17. Kindly label any food you wish to keep with your name and date."
        let scraps = "The kitchen refrigerator will be discarded prior to 5 p.m on Friday, October 17; please label any food you wish to keep with your name and date."
        #expect(DroppedClauses.dropped(from: notice, in: scraps).count == 1)
        let faithful = "Heads up: under the building management policy, all items remaining in the third-floor kitchen fridge will be thrown out before 5:00 p.m. on Friday, October 17. Label any food you want to keep with your name and date."
        #expect(DroppedClauses.dropped(from: notice, in: faithful).isEmpty, "a clause said in other words for a few of them is kept")
    }

    /// The worked rewrites the model is shown keep every clause of their messages by this measure too.
    @Test func theWorkedExamplesDropNoClause() {
        for example in ComposerExamples.rewrites {
            #expect(DroppedClauses.dropped(from: example.message, in: example.rewrite).isEmpty, "\(example.rewrite)")
        }
    }

    /// What the model wrote as a diplomatic variation on a twelfth set: an apology the writer never made.
    @Test func anApologyTheMessageDoesNotMakeIsRefused() {
        let patch = "hey team, the crash reports on Steam are brutal rn. we're pushing patch 2.4.2 to Monday instead of Friday so nobody works the weekend. Kenji"
        let check = ComposerOutputCheck(input: patch)
        #expect(check.problems(with: "hey team,\nWe're sorry, the crash reports on Steam are brutal rn. We are pushing patch 2.4.2 to Monday instead of Friday so nobody works the weekend.\nKenji").contains("I apologized, which the message doesn't."))
        #expect(!ComposerOutputCheck(input: "Sorry, the patch moves to Monday.").problems(with: "We apologize: the patch moves to Monday.").contains { $0.contains("apologized") })
    }

    @Test func aRangeOfDaysKeepsItsMonthOnTheFirstDay() {
        // "12 to 23 August" written as "August 12 to 23" adds no date; "August 13" would.
        let check = ComposerOutputCheck(input: "I'm on leave from 12 to 23 August. Ravi owns the Halden account.")
        #expect(!check.problems(with: "I'm on leave August 12 to 23. Ravi owns the Halden account.").contains { $0.contains("August 12") })
        #expect(check.problems(with: "I'm on leave from August 13 to 23. Ravi owns the Halden account.").contains { $0.contains("August 13") })
    }

    @Test func aNearCopyIsNoVariation() {
        // What Qwen2.5-Coder 0.5B wrote as a "diplomatic" variation: two words changed, one fact turned around.
        let input = "Hey Priya, can we push our 1:1 from Tuesday 10am to Wednesday at 2:30pm? I'm stuck on the vendor call with Halvorsen until noon and won't make it back in time."
        let check = ComposerOutputCheck(input: input)
        let nearCopy = "Hey Priya, can we push our 1:1 from Tuesday at 10am to Wednesday at 2:30pm? I'm stuck on the vendor call with Halvorsen until noon and won't make it back in time!"
        #expect(check.problems(with: nearCopy).contains { $0.contains("hardly changed") })
        let rewrite = "Hi Priya, sorry for the short notice: could we move our 1:1 from Tuesday 10am to Wednesday at 2:30pm? The vendor call with Halvorsen runs until noon, so I won't make it back in time."
        #expect(!check.problems(with: rewrite).contains { $0.contains("hardly changed") })
        #expect(ComposerOutputCheck.wordOverlap("a b c d", "a b c d") == 1)
        #expect(ComposerOutputCheck.wordOverlap("a b c d", "e f g h") == 0)
    }

    @Test func whoDidWhatIsNotTurnedAround() {
        // What Qwen2.5-Coder 0.5B wrote, every fact kept and still wrong (a blind reader, seventh round).
        let call = ComposerOutputCheck(input: "Can we push our 1:1 to Wednesday? I'm stuck on the vendor call with Halvorsen until noon.")
        #expect(call.problems(with: "Can we push our 1:1 to Wednesday? Halvorsen is stuck on the vendor call until noon.")
            .contains { $0.contains("\"Halvorsen\" did something") })
        let refund = ComposerOutputCheck(input: "We're sorry your order arrived damaged, Mr. Alvarez. We've issued a full refund of £64.50 today.")
        #expect(refund.problems(with: "Sorry, your order arrived damaged. Mr. Alvarez has issued a full refund of £64.50 today.")
            .contains { $0.contains("did something") })
        // A name that acts in the message may act in the rewrite.
        let owner = ComposerOutputCheck(input: "Ravi owns the Halden account while I'm out, and Ravi will call their CFO.")
        #expect(!owner.problems(with: "While I'm out, Ravi will call the CFO of Halden and owns the account.").contains { $0.contains("did something") })
    }

    @Test func aQuestionStaysAQuestion() {
        let check = ComposerOutputCheck(input: call)
        #expect(check.problems(with: "I'm sorry, but I can't make the 2pm call today because my daughter is sick. We can do tomorrow at 10 instead!")
            .contains("I turned your question into a statement."))
        #expect(!check.problems(with: "Sorry, I can't make the 2pm call today because my daughter is sick. Could we do tomorrow at 10 instead?")
            .contains("I turned your question into a statement."))
    }

    /// What the model wrote as a diplomatic variation on set 42: the draft's "wont" turned into "will", texting's
    /// forms and a small letter left, framed by the draft's greeting as typed.
    @Test func aTextingDraftsNegationAndRegisterAreKept() {
        let draft = "hi Mr Fairbanks, so sorry, ur linen suit + 2 shirts wont be ready tmrw at 5pm. pls msg if ur flight is b4 Friday!! - Linh"
        let check = ComposerOutputCheck(input: draft)
        let answer = "The linen suit and 2 shirts will be ready tomorrow at 5pm. Please message me if your flight is before Friday."
        #expect(check.problems(with: MessageFrame(draft).framing(answer: answer)).contains { $0.contains("wont be ready") })
        let texting = "So sorry, your linen suit and 2 shirts won't be ready tmrw at 5pm. the fitting can move. Pls msg if your flight is b4 Friday!!"
        let problems = check.problems(with: texting, tone: .diplomatic)
        #expect(problems.contains { $0.contains("\"tmrw\", \"pls\", \"msg\"") && $0.contains("diplomatic message") }, "\(problems)")
        #expect(problems.contains("I started a sentence without its capital."))
        #expect(!check.problems(with: texting, tone: .casual).contains { $0.contains("texting") || $0.contains("capital") })
        // The model's answer is framed by the greeting and sign-off in the tone's register, as the rules' are.
        let framed = ToneAdapter.framed(MessageFrame("hi mr fairbanks, the suit is ready. - linh"), tone: .formal)
        #expect(framed.greeting == "Hello Mr Fairbanks," && framed.signOff == "- Linh")
    }
}
