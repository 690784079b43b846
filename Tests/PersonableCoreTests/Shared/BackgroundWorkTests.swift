@testable import PersonableCore
import PersonableTesting
import Synchronization
import Testing

/// Waiting for background work: every task started is waited for, and waiting ends when they are done.
struct BackgroundWorkTests {
    @Test(.timeLimit(.minutes(1)))
    func waitingCoversWorkStartedByWorkAndEndsWhenAllIsDone() async {
        let work = BackgroundWork()
        let done = Counter()
        for _ in 0..<100 { work.start { done.add() } }
        work.start {
            try? await Task.sleep(for: .milliseconds(20))
            work.start {
                try? await Task.sleep(for: .milliseconds(20))
                done.add()
            }
            done.add()
        }
        await work.waitUntilIdle()
        #expect(done.value == 102)
    }
}

/// A count shared by tasks.
private final class Counter: Sendable {
    private let count = Atomic<Int>(0)
    func add() { count.add(1, ordering: .relaxed) }
    var value: Int { count.load(ordering: .relaxed) }
}
