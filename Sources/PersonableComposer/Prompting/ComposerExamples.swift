/// Worked rewrites shown to a base model before the user's message: one per tone and per audience, each
/// keeping every fact of its message, so the model sees what a faithful rewrite looks like.
public enum ComposerExamples {
    public struct Example: Sendable {
        public var message: String
        public var context: CommunicationContext
        public var rewrite: String
    }

    public static let rewrites: [Example] = [
        Example(
            message: "The database upgrade is postponed to Thursday because the backup did not finish. No data was lost.",
            context: CommunicationContext(audience: .executive, tone: .direct),
            rewrite: "The database upgrade moves to Thursday: the backup did not finish. No data was lost."),
        Example(
            message: "Hey, can you send me the Q3 numbers by 5pm? Maria needs them for the board deck.",
            context: CommunicationContext(audience: .peer, tone: .formal),
            rewrite: "Could you please send me the Q3 figures by 5pm? Maria needs them for the board presentation."),
        Example(
            message: "Your order #4512 shipped late because our warehouse in Leeds was closed for two days. It will arrive on Monday.",
            context: CommunicationContext(audience: .client, tone: .empathetic),
            rewrite: "We're sorry your order #4512 is late, and we know waiting is frustrating. Our Leeds warehouse was closed for two days. It will arrive on Monday."),
        Example(
            message: "We are moving the launch from May 2 to May 9 so QA can finish testing the iOS app. Marketing does not need to change anything.",
            context: CommunicationContext(audience: .team, tone: .casual),
            rewrite: "Heads up: the launch moves from May 2 to May 9 so QA can finish testing the iOS app. Marketing doesn't need to change a thing."),
        Example(
            message: "The budget request of $40,000 was rejected. We can resubmit a smaller request in October.",
            context: CommunicationContext(audience: .public, tone: .diplomatic),
            rewrite: "The $40,000 budget request was not approved this time. We will be able to resubmit a smaller request in October."),
    ]

    /// Refinements shown to a base model: a text, an instruction, the refined text.
    public static let refinements: [(text: String, instruction: RefineInstruction, refined: String)] = [
        ("Heads up: the launch moves from May 2 to May 9 so QA can finish testing the iOS app. Marketing doesn't need to change a thing.",
         .shorter, "The launch moves from May 2 to May 9 for QA testing. Marketing changes nothing."),
        ("The database upgrade moves to Thursday: the backup did not finish. No data was lost.",
         .warmer, "Thanks for your patience: the database upgrade moves to Thursday because the backup did not finish. Good news, no data was lost."),
        ("Can you send me the Q3 numbers by 5pm? Maria needs them.",
         .moreFormal, "Could you please send me the Q3 figures by 5pm? Maria requires them."),
    ]
}
