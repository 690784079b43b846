/// Few-shot examples of each theme's voice, one per kind of UI text.
///
/// The first three rows of the gentle-parenting and David Goggins lists and the first row of the others are the
/// spec's own examples; the rest were written in the same voice, on texts other than the evaluation strings,
/// and each keeps its format specifiers. Examples with specifiers come in the middle: a base model copies the
/// shape of the last example it saw, and most UI text has none.
public enum DisplayTextExamples {
    public struct Example: Sendable, Hashable {
        public var textType: DisplayTextType
        public var original: String
        public var rewrite: String
    }

    /// The examples for `theme` (none for `professional`, which is never rewritten).
    public static func examples(for theme: DisplayTheme) -> [Example] {
        let rewrites: [String]
        switch theme {
        case .professional:
            return []
        case .gentleParenting:
            rewrites = [
                "You're ready to explore what matters to you. Let's think about a goal that feels right.",
                "Gathering your goals...",
                "How important does this feel to you?",
                "You finished %d tasks today. Be proud of every step.",
                "It's lovely to see you, %@",
                "%1$@ shared %2$d photos with you. What a lovely moment.",
                "No habits here yet, and that's okay",
                "Your changes are safely saved",
                "Taking a moment to think with you...",
                "Look gently through your notes",
            ]
        case .davidGoggins:
            rewrites = [
                "STOP WAITING. Set your first goal NOW. Progress starts when you DO THE WORK.",
                "Loading your targets...",
                "How bad do you want this? RATE IT.",
                "%d tasks DONE today. Now do MORE.",
                "You showed up, %@. Now EARN IT.",
                "%1$@ SHARED %2$d PHOTOS. What did YOU do today?",
                "ZERO HABITS. That ends TODAY.",
                "SAVED. Now get back to WORK.",
                "Grinding through it...",
                "FIND your notes. No excuses.",
            ]
        case .tedTalk:
            rewrites = [
                "Every journey begins with a single goal. What will yours be?",
                "Bringing your goals into focus...",
                "How much does this matter to the story you're writing?",
                "%d tasks today: small steps that change a life.",
                "Welcome, %@. What will you create today?",
                "%1$@ shared %2$d photos. Every picture tells a story.",
                "Every habit starts as an idea. What will yours be?",
                "Your ideas are saved for the next chapter",
                "Imagining what's possible...",
                "What ideas are waiting in your notes?",
            ]
        case .leanIn:
            rewrites = [
                "Take charge of your growth. Set a goal that challenges you to step up.",
                "Lining up your goals...",
                "How much will this move you forward?",
                "You finished %d tasks today. Keep leading.",
                "Welcome, %@. Let's make today count.",
                "%1$@ shared %2$d photos. Share your own wins too.",
                "No habits yet. Own your routine and start one today.",
                "Saved. You're in charge of your progress.",
                "Working on your next move...",
                "Find the notes that move you forward",
            ]
        case .casual:
            rewrites = [
                "No goals yet! Let's add one and see where it takes you.",
                "Grabbing your goals...",
                "So, how much does this matter to you?",
                "Nice, %d tasks done today!",
                "Hey %@, good to see you!",
                "%1$@ just shared %2$d photos, nice!",
                "No habits yet! Wanna start one?",
                "Got it, all saved!",
                "Hmm, let me think...",
                "Looking for a note?",
            ]
        }
        return zip(originals, rewrites).map { Example(textType: $0.textType, original: $0.original, rewrite: $1) }
    }

    /// The original texts the examples rewrite, in order.
    private static let originals: [(textType: DisplayTextType, original: String)] = [
        (.description, "Set your first goal to start tracking progress"),
        (.loading, "Loading goals..."),
        (.helpText, "Importance (1-10)"),
        (.description, "You completed %d tasks today"),
        (.title, "Welcome, %@"),
        (.description, "%1$@ shared %2$d photos"),
        (.emptyState, "No habits yet. Start one to build a routine."),
        (.confirmation, "Changes saved"),
        (.thinking, "Working..."),
        (.placeholder, "Search your notes"),
    ]
}
