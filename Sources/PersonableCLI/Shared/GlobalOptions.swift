import ArgumentParser
import Personable

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: "The SQLite database file (default: $PERSONABLE_DB or ~/.local/share/personable/personable.sqlite).")
    var db: String?

    /// Opens the database, migrating it.
    func openDatabase() throws -> AppDatabase {
        try AppDatabase.open(at: db ?? AppDatabase.defaultPath)
    }
}

/// `--json` for commands that read.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false
}
