/// Runs `operation` and cancels it once `limit` has passed on `clock`; returns what the operation returns either
/// way. The operation decides what a cancelled run answers (what it has so far, typically); `nil` sets no limit.
///
/// A cancellation of the caller reaches the operation as well, and is thrown once it has returned.
package func withTimeLimit<Value: Sendable, C: Clock>(
    _ limit: C.Duration?, clock: C, operation: @escaping @Sendable () async throws -> Value
) async throws -> Value where C.Duration: Sendable {
    guard let limit else { return try await operation() }
    let value = try await withThrowingTaskGroup(of: Value?.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await clock.sleep(for: limit)
            return nil
        }
        while let next = try await group.next() {
            // The time ran out: the operation is cancelled and the loop waits for what it answers then.
            guard let value = next else { group.cancelAll(); continue }
            group.cancelAll()
            return value
        }
        throw CancellationError()
    }
    try Task.checkCancellation()
    return value
}

extension Clock where Duration == Swift.Duration {
    /// `operation` under `withTimeLimit` on this clock; callable on `any Clock<Duration>`.
    package func limiting<Value: Sendable>(
        _ limit: Duration?, operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        try await withTimeLimit(limit, clock: self, operation: operation)
    }
}
