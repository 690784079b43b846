import Foundation
import ServiceLifecycle

/// Ends the process when a graceful stop takes too long: requests still waiting on the model (a queue of themed
/// texts being written for pages that are long gone) would otherwise hold it for minutes. Everything stored is
/// already committed to SQLite; only text still being written is dropped.
struct ShutdownDeadline: Service {
    let limit: Duration
    let onDeadline: @Sendable () async -> Void

    func run() async throws {
        try? await gracefulShutdown()
        let (limit, onDeadline) = (limit, onDeadline)
        Task.detached {
            try? await Task.sleep(for: limit)
            await onDeadline()
            // `_exit`, not `exit`: llama.cpp's threads may still be writing, and running the process's exit
            // handlers under them crashes it.
            _exit(0)
        }
    }
}
