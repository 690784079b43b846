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

    @Test func aQuestionStaysAQuestion() {
        let check = ComposerOutputCheck(input: call)
        #expect(check.problems(with: "I'm sorry, but I can't make the 2pm call today because my daughter is sick. We can do tomorrow at 10 instead!")
            .contains("I turned your question into a statement."))
        #expect(!check.problems(with: "Sorry, I can't make the 2pm call today because my daughter is sick. Could we do tomorrow at 10 instead?")
            .contains("I turned your question into a statement."))
    }
}
