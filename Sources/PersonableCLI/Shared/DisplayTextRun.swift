import Personable

extension DisplayTextCoordinator {
    /// Runs `body`, then waits for background refreshes and stores the cache counters: what a command does
    /// before its process ends.
    func runToCompletion<T>(_ body: (DisplayTextCoordinator) async throws -> T) async throws -> T {
        let result = try await body(self)
        await waitForBackgroundRefreshes()
        try await flushStats()
        return result
    }
}
