/// Runs at most one operation per key at a time; callers that arrive while it runs share its result.
///
/// A hundred views asking for the same missing text cause one generation, not a hundred.
package actor SingleFlight<Key: Hashable & Sendable, Value: Sendable> {
    private var running: [Key: Task<Value, any Error>] = [:]

    package init() {}

    /// The result of the operation already running for `key`, or of `operation` started now.
    package func run(_ key: Key, operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if let task = running[key] { return try await task.value }
        let task = Task { try await operation() }
        running[key] = task
        defer { running[key] = nil }
        return try await task.value
    }

    /// How many keys have an operation running.
    package var count: Int { running.count }
}
