import Synchronization

/// Background tasks that someone may want to wait for: refreshes of stale text, for instance.
package final class BackgroundWork: Sendable {
    private let tasks = Mutex<[Int: Task<Void, Never>]>([:])
    private let nextID = Atomic<Int>(0)

    package init() {}

    /// Starts `operation` in the background.
    package func start(_ operation: @escaping @Sendable () async -> Void) {
        let id = nextID.add(1, ordering: .relaxed).newValue
        // Recorded under the lock the task takes to remove itself, so a task that finishes at once cannot be
        // removed before it is recorded (and then waited for forever).
        tasks.withLock { tasks in
            tasks[id] = Task { [weak self] in
                await operation()
                _ = self?.tasks.withLock { $0.removeValue(forKey: id) }
            }
        }
    }

    /// Waits until every task started so far, and any they started, has finished.
    /// Cancels the work still going (a refresh's generation stops when nothing else waits for it).
    package func cancelAll() {
        for task in tasks.withLock({ Array($0.values) }) { task.cancel() }
    }

    package func waitUntilIdle() async {
        while true {
            let pending = tasks.withLock { Array($0.values) }
            if pending.isEmpty { return }
            for task in pending { await task.value }
        }
    }
}
