import Synchronization

/// Waiting for work without being held up by it.
enum Waiting {
    /// Starts `work` and waits for it for at most `limit`; `true` when it finished in time. Work that is not done
    /// goes on (a themed text being written is stored for the next request).
    @MainActor
    static func atMost(_ limit: Duration, tracking pageWork: PageWork? = nil, _ work: @escaping @MainActor () async -> Void) async -> Bool {
        let task = Task { @MainActor in await work() }
        pageWork?.track(task)
        let resumed = Mutex(false)
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            @Sendable func resume(_ finished: Bool) {
                guard resumed.withLock({ done in defer { done = true }; return !done }) else { return }
                continuation.resume(returning: finished)
            }
            Task { await task.value; resume(true) }
            Task { try? await Task.sleep(for: limit); resume(false) }
        }
    }
}
