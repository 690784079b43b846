@testable import PersonableCore
import Testing

/// `withTimeLimit`: the operation's own answer within the limit; past it, the operation is cancelled and answers
/// what it has; a caller's cancellation is passed on and thrown.
struct TimeLimitTests {
    /// Counts to `upTo`, a step every `step`, and answers how far it got when cancelled.
    static func count(upTo: Int, step: Duration) async -> Int {
        var count = 0
        while count < upTo {
            do { try await Task.sleep(for: step) } catch { return count }
            count += 1
        }
        return count
    }

    @Test func anOperationWithinTheLimitAnswersAsUsual() async throws {
        let value = try await withTimeLimit(.seconds(30), clock: ContinuousClock()) { await Self.count(upTo: 3, step: .milliseconds(1)) }
        #expect(value == 3)
        #expect(try await withTimeLimit(nil, clock: ContinuousClock()) { 7 } == 7)
    }

    @Test func anOperationPastTheLimitIsCancelledAndAnswersWhatItHas() async throws {
        let value = try await withTimeLimit(.milliseconds(200), clock: ContinuousClock()) {
            await Self.count(upTo: 1000, step: .milliseconds(20))
        }
        #expect(value < 1000)
    }

    @Test func aCancelledCallerGetsCancellationError() async {
        let task = Task {
            try await withTimeLimit(.seconds(60), clock: ContinuousClock()) { await Self.count(upTo: 1000, step: .milliseconds(20)) }
        }
        try? await Task.sleep(for: .milliseconds(100))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
