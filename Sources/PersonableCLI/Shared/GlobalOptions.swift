import ArgumentParser
import Foundation
import Logging
import Personable
import Synchronization

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: "The SQLite database file (default: $PERSONABLE_DB or ~/.local/share/personable/personable.sqlite).")
    var db: String?

    @Flag(name: .long, help: "Print log lines on standard error (also: PERSONABLE_LOG_LEVEL=debug|info|warning).")
    var verbose = false

    /// The app's environment for this command: the configuration (these flags, then `PERSONABLE_*`, then XDG
    /// paths), the database, and the coordinators; `model` chooses the language model, `now` stops the clock,
    /// `access` is `.readOnly` for a command that only reads (it then writes nothing, and works on a read-only file).
    func environment(model: ModelOptions? = nil, now: Date? = nil, access: DatabaseAccess = .readWrite) throws -> AppEnvironment {
        let settings = try model?.settings(databasePath: db)
            ?? AppSettings.read(options: AppSettings.Options(databasePath: db))
        Self.bootstrapLogging(verbose ? .info : settings.logLevel)
        DatabaseLocation.record(settings.databasePath)
        guard let now else { return try AppEnvironment(settings: settings, databaseAccess: access) }
        return try AppEnvironment(settings: settings, now: { now }, databaseAccess: access)
    }

    private static let loggingBootstrapped = Mutex(false)

    /// Log lines go to standard error only when asked for; by default the terminal shows results and, for a
    /// fallback the user should know about, one sentence of ours.
    static func bootstrapLogging(_ level: Logger.Level?) {
        guard loggingBootstrapped.withLock({ done in defer { done = true }; return !done }) else { return }
        LoggingSystem.bootstrap { label in
            guard let level else { return SwiftLogNoOpLogHandler() }
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}

/// `--json` for commands that read.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false
}
