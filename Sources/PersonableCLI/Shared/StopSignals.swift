import Foundation
import Synchronization

/// The signal that asked the command to stop (SIGINT or SIGTERM), 0 while none did. A global, so the C signal
/// handler can reach it without capturing anything; an atomic store is safe in a signal handler.
private let receivedStopSignal = Atomic<Int32>(0)

/// Ctrl-C (SIGINT) and SIGTERM for a command that writes results one by one: the first signal lets it finish the
/// result it is working on, write it whole and stop; a second one stops at once.
///
/// ```swift
/// StopSignals.install()
/// for item in items {
///     Console.writeLine(result(item))
///     if let signal = StopSignals.received { throw ExitCode(ExitStatus.interrupted(by: signal)) }
/// }
/// ```
enum StopSignals {
    /// Catches SIGINT and SIGTERM from now on.
    static func install() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { number in
                // A second signal: the user means it. _exit is safe in a signal handler; buffered output was
                // already written line by line.
                if receivedStopSignal.exchange(number, ordering: .relaxed) != 0 { _exit(128 + number) }
            }
        }
    }

    /// The signal received, if one was.
    static var received: Int32? {
        let number = receivedStopSignal.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }
}
