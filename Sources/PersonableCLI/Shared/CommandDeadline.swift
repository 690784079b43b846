import Foundation
import Synchronization

/// Whether a command's time ran out: set once, read by `main` so it exits with ``ExitStatus/timedOut`` and says
/// nothing more.
private let commandTimedOut = Atomic<Bool>(false)

/// The total time a command may run, on top of each request's own timeouts: a language-model server that keeps
/// sending a piece now and then never trips those, and would otherwise hold a command for ever.
///
/// `PERSONABLE_COMMAND_TIMEOUT` sets it in seconds (`off` for none); the default is ``defaultLimit``. `serve`
/// runs until it is stopped and has none.
enum CommandDeadline {
    /// The default limit: long enough for a batch of a few hundred strings, short of "it hangs".
    static let defaultLimit: Duration = .seconds(900)
    static let variable = "PERSONABLE_COMMAND_TIMEOUT"

    /// The limit for `command` from `environment`; `nil` for none.
    ///
    /// - Throws: a first-person ``CLIError`` for a value that isn't a number of seconds (a usage error).
    static func limit(for command: Any, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Duration? {
        if command is ServeCommand { return nil }
        guard let text = environment[variable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return defaultLimit }
        if text.lowercased() == "off" { return nil }
        guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
            throw CLIError("I couldn't read \"\(text)\" as a number of seconds for the time a command may run (more than 0, at most 86400, or off).")
        }
        return .milliseconds(Int((seconds * 1000).rounded()))
    }

    /// Whether the running command's time ran out.
    static var expired: Bool { commandTimedOut.load(ordering: .relaxed) }

    /// Ends the process when `limit` passes before `work` is done: `work` is cancelled (a request in flight is
    /// dropped, a model stops at its next token), a sentence says so, and the process exits with
    /// ``ExitStatus/timedOut`` once `work` has ended or a few seconds more have passed. Every result written
    /// before is whole: the CLI writes and flushes results line by line.
    static func watch(_ work: Task<Void, any Error>, limit: Duration?) {
        guard let limit else { return }
        Task.detached {
            try? await Task.sleep(for: limit)
            commandTimedOut.store(true, ordering: .relaxed)
            work.cancel()
            Console.error(CommandDeadline.message(limit))
            let ended = Atomic<Bool>(false)
            Task { _ = await work.result; ended.store(true, ordering: .relaxed) }
            for _ in 0..<30 where !ended.load(ordering: .relaxed) { try? await Task.sleep(for: .milliseconds(100)) }
            fflush(nil)
            exit(ExitStatus.timedOut)
        }
    }

    /// What is said when the time runs out.
    static func message(_ limit: Duration) -> String {
        let seconds = Int(limit.components.seconds)
        let span = seconds >= 120 && seconds.isMultiple(of: 60) ? "\(seconds / 60) minutes" : "\(seconds) seconds"
        return "I stopped: this command ran for \(span) without finishing, so the language model is probably stuck or very slow. "
            + "Everything I finished is saved; check the model server, or give commands more time (README, \"Exit codes\")."
    }
}
