import Synchronization

/// Ends single responses of ``LanguageModel/streamResponses(to:stopper:)`` early (one that has already gone
/// wrong), while the others go on: the stopped response ends with a final piece at the model's next step.
public final class ResponseStopper: Sendable {
    private let stopped = Mutex(Set<Int>())

    public init() {}

    /// Asks for the response to request `index` to end.
    public func stop(_ index: Int) {
        stopped.withLock { _ = $0.insert(index) }
    }

    /// Whether the response to request `index` was asked to end.
    public func isStopped(_ index: Int) -> Bool {
        stopped.withLock { $0.contains(index) }
    }
}
