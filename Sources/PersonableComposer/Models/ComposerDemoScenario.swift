/// The spec's three demo scenarios, with a message each: used by the tests, the benchmark and `compose demo`.
public struct ComposerDemoScenario: Sendable {
    public var name: String
    public var input: String
    public var context: CommunicationContext

    public static let all: [ComposerDemoScenario] = [
        ComposerDemoScenario(
            name: "Executive summary",
            input: """
                The checkout latency regression traced back to the new session store. Each request now makes two extra \
                round trips to Redis because the token refresh path does not reuse the pooled connection. At peak that \
                adds about 180 ms per request, and the p99 went from 420 ms to 610 ms on March 3. We have a patch that \
                reuses the connection; it is in review with Priya and should ship on Thursday. No customer data was affected.
                """,
            context: CommunicationContext(audience: .executive, tone: .direct)),
        ComposerDemoScenario(
            name: "Client apology",
            input: """
                Our payment service was down from 9:40 to 11:15 this morning because a database update failed. Orders \
                placed during that window were not charged twice, and we will refund any late fees by Friday.
                """,
            context: CommunicationContext(audience: .client, tone: .empathetic)),
        ComposerDemoScenario(
            name: "Team motivation",
            input: """
                I need to ask for a one-week extension on the Atlas project deadline. The design review found 3 issues we \
                can't ship with, so the new date is Friday, June 6.
                """,
            context: CommunicationContext(audience: .team, tone: .casual)),
    ]
}
