import GRDB

/// Tells when the database file has changed, through SQLite's `PRAGMA data_version` on a connection of its own.
///
/// The value changes whenever another connection commits: this process's pool, or another process (the CLI
/// writing while the server runs). A memory cache in front of SQLite drops what it holds when it changes, so it
/// never serves a row another process replaced or deleted for longer than it waits between two looks.
///
/// ```swift
/// if let watch = database.changeWatch(), try watch.version() != lastVersion { cache.removeAll() }
/// ```
public final class DatabaseChangeWatch: Sendable {
    private let connection: DatabaseQueue

    init(connection: DatabaseQueue) {
        self.connection = connection
    }

    /// The file's data version: equal to the last one read when no other connection has committed since.
    public func version() throws -> Int {
        try connection.inDatabase { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }
}

extension AppDatabase {
    /// A watch on this database's file (a read-only connection of its own), or `nil` when one can't be opened.
    public func changeWatch() -> DatabaseChangeWatch? {
        (try? Self.openReadOnly(path)).map(DatabaseChangeWatch.init(connection:))
    }
}
