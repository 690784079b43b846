import Foundation
import GRDB

/// The one door to Personable's SQLite database.
///
/// It owns the connection pool (WAL mode, so readers never wait for the writer) and runs the migrations it is
/// given; repositories are built on it (inside this package: the writer is not public) and are the only types
/// that speak SQL. Apps get theirs from `AppEnvironment`, or open one for the features they use:
///
/// ```swift
/// let database = try AppDatabase.open(at: path, schemas: [PreferencesSchema.self, ModulesSchema.self])
/// let modules = ModulesCoordinator<TrackingModule>(database: database)
/// ```
///
/// Only a file that is new, empty, or recognisably Personable's (``DatabaseOwnership``) is ever written: another
/// program's SQLite file is refused before anything touches it.
public struct AppDatabase: Sendable {
    /// The connection pool every repository uses. Not public: the features' repositories and coordinators are
    /// the door, so no caller outside this package writes SQL.
    package let writer: any DatabaseWriter
    /// The file's path.
    public let path: String
    /// Whether this door was opened for reading only.
    public let access: DatabaseAccess

    /// How long a connection waits for another process's write lock before giving up.
    static let busyTimeout: TimeInterval = 10
    /// How many times a migration that lost a race with another process is tried again.
    static let migrationAttempts = 8

    /// Opens (creating if needed) the database at `path` and applies the migrations of `schemas` it lacks.
    ///
    /// A file that exists but is not a SQLite database, or is another program's, is refused before it is opened
    /// for writing, so it is never touched.
    public static func open(
        at path: String, schemas: [any SchemaMigrations.Type], access: DatabaseAccess = .readWrite
    ) throws -> AppDatabase {
        try open(at: path, migrator: .registering(schemas), access: access)
    }

    /// Opens (creating if needed) the database at `path` and migrates it with `migrator`.
    ///
    /// With `.readOnly`, an existing, fully migrated database is opened without writing anything (no migration,
    /// no journal-mode change), so a read-only file can be read; a missing or older one is opened for writing.
    public static func open(
        at path: String, migrator: DatabaseMigrator, access: DatabaseAccess = .readWrite
    ) throws -> AppDatabase {
        do {
            let state = try DatabaseFileCheck.validate(path: path)
            if state == .sqlite {
                // Looked at read-only first: another program's file is refused before any write, even the journal
                // mode's; a current database is all a reading command needs.
                let reader = try openReadOnly(path)
                let (ownership, current) = try reader.read { db in
                    (try DatabaseOwnership.of(db, migrator: migrator), try migrator.hasCompletedMigrations(db))
                }
                if ownership == .foreign { throw AppDatabaseError.notOurs(path: path) }
                if access == .readOnly, ownership == .ours, current {
                    return AppDatabase(writer: reader, path: path, access: .readOnly)
                }
                try reader.close()
            }
            guard DatabaseFileCheck.isWritable(path: path) else { throw AppDatabaseError.readOnly(path: path) }
            return try openForWriting(path, migrator: migrator)
        } catch let error as DatabaseError {
            throw explain(error, path: path)
        }
    }

    /// `error` (from SQLite) as the first-person error a user reads; other errors as they are.
    public func explain(_ error: any Error) -> any Error {
        Self.explain(error, path: path) ?? error
    }

    /// A SQLite error met while using the database at `path`, as the first-person error a user reads; `nil` for an
    /// error that doesn't come from SQLite.
    public static func explain(_ error: any Error, path: String) -> AppDatabaseError? {
        (error as? DatabaseError).map { explain($0, path: path) }
    }

    // MARK: - Opening

    private static func configuration(readOnly: Bool) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "Personable"
        return configuration
    }

    /// A read-only connection. On a file this process can't write, with nothing pending in its write-ahead log,
    /// it is opened `immutable`: SQLite then creates no `-shm` file (one left read-only would block the next writer
    /// after the permissions are restored).
    static func openReadOnly(_ path: String) throws -> DatabaseQueue {
        let configuration = configuration(readOnly: true)
        if !DatabaseFileCheck.isWritable(path: path), !DatabaseFileCheck.hasPendingLog(path: path) {
            var components = URLComponents()
            components.scheme = "file"
            components.path = URL(fileURLWithPath: path).path
            components.queryItems = [URLQueryItem(name: "immutable", value: "1")]
            if let uri = components.string {
                return try DatabaseQueue(path: uri, configuration: configuration)
            }
        }
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// The connection pool, with the file claimed as ours and migrated.
    ///
    /// The claim is made in a transaction that takes the write lock first, so the file is looked at again by the
    /// one process that writes; several processes opening a new file at once each wait for the lock and see what
    /// the others did. A migration that loses the race anyway (each runs in its own transaction) is tried again
    /// and finds itself applied.
    private static func openForWriting(_ path: String, migrator: DatabaseMigrator) throws -> AppDatabase {
        let pool = try openPool(path)
        let current: Bool = try pool.writeWithoutTransaction { db in
            var current = false
            try db.inTransaction(.immediate) {
                switch try DatabaseOwnership.of(db, migrator: migrator) {
                case .foreign:
                    throw AppDatabaseError.notOurs(path: path)
                case .unclaimed:
                    try DatabaseOwnership.claim(db)
                case .ours:
                    if try Int32.fetchOne(db, sql: "PRAGMA application_id") != DatabaseOwnership.applicationID {
                        try DatabaseOwnership.claim(db)
                    }
                    current = try migrator.hasCompletedMigrations(db)
                }
                return .commit
            }
            return current
        }
        if !current { try migrate(pool, with: migrator) }
        return AppDatabase(writer: pool, path: path, access: .readWrite)
    }

    /// The connection pool on `path`.
    ///
    /// Opening a pool switches a new file to WAL, which takes an exclusive lock SQLite does not wait for (the busy
    /// timeout does not apply): with several processes opening a new file at once, one in a few dozen is refused
    /// at once. It is tried again, with short pauses, for as long as the busy timeout.
    private static func openPool(_ path: String) throws -> DatabasePool {
        let deadline = Date().addingTimeInterval(busyTimeout)
        var pause = 0.002
        while true {
            do {
                return try DatabasePool(path: path, configuration: configuration(readOnly: false))
            } catch let error as DatabaseError where error.resultCode.primaryResultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: pause)
                pause = min(pause * 2, 0.1)
            }
        }
    }

    private static func migrate(_ pool: DatabasePool, with migrator: DatabaseMigrator) throws {
        var attempt = 1
        while true {
            do {
                try migrator.migrate(pool)
                return
            } catch let error as DatabaseError where attempt < migrationAttempts && isLostRace(error) {
                // Another process applied a migration between our reading what was applied and running it.
                if try pool.read(migrator.hasCompletedMigrations) { return }
                attempt += 1
                Thread.sleep(forTimeInterval: 0.01 * Double(attempt))
            }
        }
    }

    /// A migration that failed because another process ran it first: its table exists, or its identifier does.
    private static func isLostRace(_ error: DatabaseError) -> Bool {
        switch error.resultCode.primaryResultCode {
        case .SQLITE_CONSTRAINT, .SQLITE_ERROR, .SQLITE_BUSY, .SQLITE_LOCKED: true
        default: false
        }
    }

    static func explain(_ error: DatabaseError, path: String) -> AppDatabaseError {
        switch error.resultCode.primaryResultCode {
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH: .readOnly(path: path)
        case .SQLITE_FULL: .diskFull(path: path)
        // A full disk often shows as an I/O error (growing the -wal or -shm file).
        case .SQLITE_IOERR where DatabaseFileCheck.isOnAFullDisk(path: path): .diskFull(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: .busy(path: path)
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: .damaged(path: path)
        case .SQLITE_IOERR: .ioFailure(path: path)
        case .SQLITE_CANTOPEN:
            .cannotOpen(path: path, reason: "I couldn't open the file. Check that its folder exists and that I may read it")
        default:
            if error.message?.contains("WAL") == true { .readOnly(path: path) }
            else { .cannotOpen(path: path, reason: "SQLite refused it. Move the file aside and I'll start a new one") }
        }
    }
}
