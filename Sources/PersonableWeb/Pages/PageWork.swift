import Foundation
import Synchronization

/// Work a page started and did not wait for (themed text still being written when the page was sent). A stop
/// cancels it and waits for it, so the process never exits while the model is writing.
final class PageWork: Sendable {
    private let tasks = Mutex<[UUID: Task<Void, Never>]>([:])

    /// Keeps `task` until it ends.
    func track(_ task: Task<Void, Never>) {
        let id = UUID()
        tasks.withLock { $0[id] = task }
        Task { [weak self] in
            await task.value
            _ = self?.tasks.withLock { $0.removeValue(forKey: id) }
        }
    }

    /// Cancels the work still going and waits for it to end.
    func cancelAndWait() async {
        let running = tasks.withLock { Array($0.values) }
        for task in running { task.cancel() }
        for task in running { await task.value }
    }
}
