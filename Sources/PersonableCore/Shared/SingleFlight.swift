import Synchronization

/// Runs at most one operation per key at a time; callers that arrive while it runs share its result.
///
/// A hundred views asking for the same missing text cause one generation, not a hundred. A caller that is
/// cancelled stops waiting at once; when every caller of an operation has been cancelled, the operation is
/// cancelled too (a model stops writing text nobody waits for), so a server stopping cancels its requests and
/// the generations under them end.
package actor SingleFlight<Key: Hashable & Sendable, Value: Sendable> {
    /// One operation and how many callers still wait for it.
    private final class Flight: Sendable {
        let task: Task<Value, any Error>
        let waiters = Atomic<Int>(1)

        init(_ task: Task<Value, any Error>) {
            self.task = task
        }

        /// A caller stopped waiting; the last one cancels the operation.
        func leave() {
            if waiters.subtract(1, ordering: .relaxed).newValue == 0 { task.cancel() }
        }
    }

    private var running: [Key: Flight] = [:]

    package init() {}

    /// The result of the operation already running for `key`, or of `operation` started now.
    ///
    /// - Throws: `CancellationError` as soon as the caller is cancelled; the operation's error.
    package func run(_ key: Key, operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let flight: Flight
        if let existing = running[key], !existing.task.isCancelled {
            existing.waiters.add(1, ordering: .relaxed)
            flight = existing
        } else {
            flight = Flight(Task { try await operation() })
            running[key] = flight
        }
        do {
            let value = try await Self.wait(for: flight)
            if running[key] === flight { running[key] = nil }
            return value
        } catch {
            // Forgotten once it failed or nobody waits for it any more; kept while other callers still wait.
            if running[key] === flight, flight.task.isCancelled || !(error is CancellationError) { running[key] = nil }
            throw error
        }
    }

    /// Waits for `flight` until it ends or the caller is cancelled, whichever comes first.
    private static func wait(for flight: Flight) async throws -> Value {
        let waiter = Waiter()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiter.set(continuation)
                if Task.isCancelled { waiter.resume(with: .failure(CancellationError())) }
                Task { waiter.resume(with: await flight.task.result) }
            }
        } onCancel: {
            waiter.resume(with: .failure(CancellationError()))
            flight.leave()
        }
    }

    /// A caller's continuation, resumed once: by the operation's result or by the caller's cancellation.
    private final class Waiter: Sendable {
        private enum State {
            case empty
            case waiting(CheckedContinuation<Value, any Error>)
            /// The result came before the continuation was set.
            case early(Result<Value, any Error>)
            case done
        }

        private let state = Mutex(State.empty)

        func set(_ continuation: CheckedContinuation<Value, any Error>) {
            let early: Result<Value, any Error>? = state.withLock { state in
                guard case let .early(result) = state else {
                    state = .waiting(continuation)
                    return nil
                }
                state = .done
                return result
            }
            if let early { continuation.resume(with: early) }
        }

        func resume(with result: Result<Value, any Error>) {
            let continuation: CheckedContinuation<Value, any Error>? = state.withLock { state in
                switch state {
                case .empty:
                    state = .early(result)
                    return nil
                case let .waiting(continuation):
                    state = .done
                    return continuation
                case .early, .done:
                    return nil
                }
            }
            continuation?.resume(with: result)
        }
    }

    /// How many keys have an operation running.
    package var count: Int { running.count }
}
