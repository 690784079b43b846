/// What the composer reports while it works. For each variation, in order: `started`, its text as it streams
/// (`partial`), possibly `rejected` and started again (or `adapting` when no attempt is left), then `finished`.
/// The variations are written side by side, so the events of different variations interleave. At the end,
/// `completed` with every variation ranked.
public enum ComposerEvent: Hashable, Sendable {
    case started(index: Int, context: CommunicationContext, attempt: Int)
    /// The model's attempts all failed (or there is no model): the message is being adapted by rules instead.
    case adapting(index: Int, context: CommunicationContext)
    /// The model failed while writing (a server that sent what I couldn't read, a model that stopped decoding):
    /// every variation not yet written is adapted by rules. `reason` is a first-person sentence.
    case modelFailed(reason: String)
    case partial(PartialVariation)
    /// The attempt was dropped; `reasons` say why, in the first person ("I left out "March 14"").
    case rejected(index: Int, attempt: Int, reasons: [String])
    case finished(index: Int, ResponseVariation)
    /// Every variation, ranked: those keeping every key point first, in the order asked.
    case completed([ResponseVariation], cached: Bool)
}

/// A variation while it is being written.
public struct PartialVariation: Hashable, Sendable {
    public var index: Int
    public var context: CommunicationContext
    public var attempt: Int
    /// The text so far.
    public var text: String
    /// What arrived since the previous update.
    public var delta: String

    public init(index: Int, context: CommunicationContext, attempt: Int, text: String, delta: String) {
        self.index = index
        self.context = context
        self.attempt = attempt
        self.text = text
        self.delta = delta
    }
}
