extension AsyncThrowingStream where Failure == any Error {
    /// A stream fed by `body` in a task of its own: `emit` yields, returning finishes, throwing finishes with the
    /// error, and the consumer going away cancels the task (and so any generation it awaits).
    package static func producing(
        _ body: @escaping @Sendable (_ emit: @escaping @Sendable (Element) -> Void) async throws -> Void
    ) -> AsyncThrowingStream<Element, any Error> where Element: Sendable {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Element.self)
        let task = Task {
            do {
                try await body { continuation.yield($0) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}
