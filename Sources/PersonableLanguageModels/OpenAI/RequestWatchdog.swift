import Synchronization

/// Runs one request under ``RequestTimeouts``: the request marks each piece it receives, and the watchdog cancels
/// it and throws ``LanguageModelError/timedOut(server:)`` when a limit passes.
final class RequestWatchdog: Sendable {
    private let timeouts: RequestTimeouts
    private let server: String
    private let start = ContinuousClock.now
    /// When the last piece arrived; `nil` before the first byte.
    private let lastProgress = Mutex<ContinuousClock.Instant?>(nil)

    init(_ timeouts: RequestTimeouts, server: String) {
        self.timeouts = timeouts
        self.server = server
    }

    /// Time the HTTP client's own deadline gets to report first: it tells a refused connection from a silent server.
    static let grace = Duration.milliseconds(750)

    /// Records that the request received something.
    func markProgress() {
        lastProgress.withLock { $0 = .now }
    }

    /// `body`'s result, unless a limit passes first: then `body` is cancelled and `timedOut` thrown.
    func run<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body() }
            group.addTask { [self] in
                try await watch()
                return nil
            }
            defer { group.cancelAll() }
            while let finished = try await group.next() {
                if let result = finished { return result }
            }
            throw CancellationError()
        }
    }

    /// Returns never: throws `timedOut` when a limit passes, or `CancellationError` when the request is done.
    private func watch() async throws {
        let tick = min(timeouts.firstByte, timeouts.idle, .milliseconds(250)) / 2
        while true {
            try await Task.sleep(for: tick)
            let now = ContinuousClock.now
            if now - start > timeouts.total { throw LanguageModelError.timedOut(server: server) }
            if let last = lastProgress.withLock({ $0 }) {
                if now - last > timeouts.idle { throw LanguageModelError.timedOut(server: server) }
            } else if now - start > timeouts.firstByte + Self.grace {
                throw LanguageModelError.timedOut(server: server)
            }
        }
    }
}
