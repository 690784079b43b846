@testable import PersonableCore
import Synchronization
import Testing

/// `SingleFlight`: callers of one key share one operation; a cancelled caller stops waiting at once, and the
/// operation is cancelled only when no caller waits for it any more.
struct SingleFlightTests {
    /// An operation that runs until it is cancelled, counting its starts and cancellations.
    final class Endless: Sendable {
        let starts = Atomic<Int>(0)
        let cancellations = Atomic<Int>(0)

        func run() async throws -> String {
            starts.add(1, ordering: .relaxed)
            do {
                while true { try await Task.sleep(for: .milliseconds(10)) }
            } catch {
                cancellations.add(1, ordering: .relaxed)
                throw error
            }
        }
    }

    /// A count and a switch shared with operations.
    final class Shared: Sendable {
        let starts = Atomic<Int>(0)
        let released = Atomic<Bool>(false)
    }

    /// Polls `condition` for up to 10 s (not a timing assertion: a wait for something to happen).
    func eventually(_ condition: () -> Bool) async throws {
        for _ in 0..<1000 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    }

    @Test func callersShareOneOperation() async throws {
        let flights = SingleFlight<String, Int>()
        let shared = Shared()
        let results = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<10 {
                group.addTask {
                    try await flights.run("key") {
                        shared.starts.add(1, ordering: .relaxed)
                        try await Task.sleep(for: .milliseconds(100))
                        return 42
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: 42, count: 10))
        #expect(shared.starts.load(ordering: .relaxed) == 1)
    }

    @Test func theOnlyCallerCancelledCancelsTheOperation() async throws {
        let flights = SingleFlight<String, String>()
        let endless = Endless()
        let caller = Task { try await flights.run("key") { try await endless.run() } }
        try await eventually { endless.starts.load(ordering: .relaxed) == 1 }
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        try await eventually { endless.cancellations.load(ordering: .relaxed) == 1 }
        #expect(endless.cancellations.load(ordering: .relaxed) == 1)
        #expect(await flights.count == 0)
    }

    @Test func oneOfTwoCallersCancelledLeavesTheOperationToTheOther() async throws {
        let flights = SingleFlight<String, String>()
        let shared = Shared()
        let operation: @Sendable () async throws -> String = {
            shared.starts.add(1, ordering: .relaxed)
            while !shared.released.load(ordering: .relaxed) { try await Task.sleep(for: .milliseconds(10)) }
            return "done"
        }
        let first = Task { try await flights.run("key", operation: operation) }
        try await eventually { shared.starts.load(ordering: .relaxed) == 1 }
        let second = Task { try await flights.run("key", operation: operation) }
        // Time for the second caller to join (the assertion on `starts` below fails if it hadn't).
        try await Task.sleep(for: .milliseconds(300))
        first.cancel()
        await #expect(throws: CancellationError.self) { try await first.value }
        shared.released.store(true, ordering: .relaxed)
        #expect(try await second.value == "done")
        #expect(shared.starts.load(ordering: .relaxed) == 1)
    }
}
