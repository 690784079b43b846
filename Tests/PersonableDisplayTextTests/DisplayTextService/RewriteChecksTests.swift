import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

/// The checks, on the failures a strict reader caught in what the product used to show, and on the reference
/// bank, whose hand-written rewrites must pass them.
struct RewriteChecksTests {
    let gate = DisplayTextQualityGate(promptText: "", vocabulary: ReferenceBank.shipped.vocabulary(for: .casual))

    func rejections(_ candidate: String, _ original: String, _ kind: TextKind) -> [DisplayTextRejection] {
        gate.rejections(of: candidate, original: original, textType: kind.textType!, kind: kind)
    }

    @Test func aDeleteConfirmationIsAskedNotAnswered() {
        let original = "Are you sure you want to delete this goal?"
        #expect(rejections("Yes, I want to delete this.", original, .confirmation).contains(.functionChanged))
        #expect(rejections("Yes, I want to delete this.", original, .confirmation).contains(.speaksAsUser))
        #expect(rejections("YES. DELETE THIS GOAL NOW.", original, .confirmation).contains(.functionChanged))
        #expect(rejections("Are you sure you want to keep this goal?", original, .confirmation).contains(.functionChanged))
        #expect(!rejections("Sure you want to delete this goal?", original, .confirmation).contains(.functionChanged))
    }

    @Test func aConfirmationKeepsItsConsequence() {
        let original = "Are you sure you want to delete this goal? This cannot be undone."
        #expect(rejections("Delete this goal? Let's go!", original, .confirmation).contains(.functionChanged))
        #expect(!rejections("Delete this goal? There's no undo.", original, .confirmation).contains(.functionChanged))
    }

    @Test func theAppNeverSpeaksAsTheUser() {
        #expect(rejections("Great, just set my goal to start tracking progress!", "Set your first goal to start tracking progress", .emptyStateDescription).contains(.speaksAsUser))
        #expect(!rejections("Let's set your first goal and start tracking progress!", "Set your first goal to start tracking progress", .emptyStateDescription).contains(.speaksAsUser))
        #expect(!rejections("Pop in the 6-digit code we sent to %@.", "Enter the 6-digit code we sent to %@.", .instruction).contains(.speaksAsUser))
    }

    @Test func anUnrelatedSentenceIsRefused() {
        let problems = rejections("Hi! Hey, how many items would you add to your cart?", "Add a personal value that guides your choices", .emptyStateDescription)
        #expect(problems.contains(.termsChanged))
        #expect(problems.contains(.addedContent))
    }

    @Test func productNounsAndLiteralsStayVerbatim() {
        #expect(rejections("You haven't logged any work out sessions this week.", "You haven't logged any workouts this week.", .emptyStateDescription).contains(.termsChanged))
        #expect(rejections("Loading your targets...", "Loading goals...", .loading).contains(.termsChanged))
        #expect(rejections("Type /habit add to start one", "Type `/habit add <name>` to start a habit.", .instruction).contains(.termsChanged))
        #expect(rejections("Tap Add Habit to begin!", "Tap 'Add New Habit' to begin.", .instruction).contains(.termsChanged))
        #expect(rejections("Reminders go out at 9:00 every morning. Change it in Settings!", "Reminders are sent at 8:00 each morning. You can change the time in Settings.", .helpText).contains(.termsChanged))
    }

    @Test func aStatedDetailIsNotChangedOrAddedTo() {
        let original = "Reminders are sent at 8:00 each morning. You can change the time in Settings."
        #expect(rejections("Reminders are sent at 8:00 each morning. You can change the time in Settings to your preferred time zone.", original, .helpText).contains(.addedContent))
        #expect(rejections("Tap + to add a personal value that guides your choices!", "Add a personal value that guides your choices", .emptyStateDescription).contains(.addedContent))
        #expect(rejections("Thinking your thinking...", "Thinking...", .thinking).contains(.addedContent))
        #expect(rejections("Nope, you're all caught up!", "You're all caught up!", .title).contains(.addedContent))
    }

    @Test func aOneWordTaglineIsRefused() {
        #expect(rejections("Welcome back, %@! Own.", "Welcome back, %@!", .title).contains(.addedContent))
        #expect(rejections("Swipe left on a habit to archive it. REMOVE.", "Swipe left on a habit to archive it.", .instruction).contains(.addedContent))
        #expect(!rejections("No goals here yet! Let's add one.", "No goals yet", .emptyStateTitle).contains(.addedContent))
    }

    @Test func aCutOffEndingIsRefused() {
        let original = "Recipes you save will show up here. Tap the heart on any recipe to keep it."
        #expect(rejections("Recipes you save show up here. Tap the heart on any recipe to", original, .emptyStateDescription).contains(.cutOff))
        #expect(rejections("Your saved recipes land here, and", original, .emptyStateDescription).contains(.cutOff))
        #expect(!rejections("Recipes you save show up right here. Tap the heart on any recipe to keep it!", original, .emptyStateDescription).contains(.cutOff))
    }

    @Test func aProgressMessageStaysOne() {
        #expect(rejections("Ready to load your goals?", "Loading goals...", .loading).contains(.functionChanged))
        #expect(rejections("Grabbing your goals", "Loading goals...", .loading).contains(.functionChanged))
        #expect(!rejections("Grabbing your goals...", "Loading goals...", .loading).contains(.functionChanged))
    }

    @Test func anInstructionKeepsItsGesture() {
        #expect(rejections("Tap a habit to archive it.", "Swipe left on a habit to archive it.", .instruction).contains(.functionChanged))
    }

    @Test func theLengthBudgetKeepsTextInItsPlace() {
        #expect(rejections("No goals yet, but every great journey of a thousand miles starts with one small goal!", "No Goals Yet", .emptyStateTitle).contains(.tooLong))
    }

    /// The bank is written to these rules; its rewrites must pass the checks that do not need a model.
    @Test func theReferenceBanksRewritesPass() {
        let bank = ReferenceBank.shipped
        var failures: [String] = []
        for theme in DisplayTheme.allCases where theme.isGenerated {
            let gate = DisplayTextQualityGate(promptText: "", vocabulary: nil)
            for example in bank.examples(for: theme) {
                let problems = gate.rejections(of: example.rewrite, original: example.original, textType: example.kind.textType!, kind: example.kind)
                if !problems.isEmpty { failures.append("\(theme.rawValue): \(example.rewrite) \(problems)") }
            }
        }
        #expect(bank.examples.count >= 450)
        // 490 rewrites; six are refused on purpose by word-level checks that prefer precision: "Importance" said
        // as "How much does this matter?", "Progress" as "of the way there", a rewrite that only adds "!".
        #expect(failures.count <= 8, "\(failures)")
    }

    @Test func theBankHasEightRewritesOfEveryKindInEveryTheme() {
        for theme in DisplayTheme.allCases where theme.isGenerated {
            for kind in TextKind.allCases where kind.isInScope {
                #expect(ReferenceBank.shipped.examples(for: theme).filter { $0.kind == kind }.count >= 8, "\(theme) \(kind)")
            }
        }
    }
}
