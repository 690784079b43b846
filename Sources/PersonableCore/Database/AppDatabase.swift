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
public struct AppDatabase: Sendable {
    /// The connection pool every repository uses. Not public: the features' repositories and coordinators are
    /// the door, so no caller outside this package writes SQL.
    package let writer: any DatabaseWriter
    /// The file's path.
    public let path: String

    /// Opens (creating if needed) the database at `path` and applies the migrations of `schemas` it lacks.
    ///
    /// A file that exists but is not a SQLite database is refused before it is opened, so it is never touched.
    public static func open(at path: String, schemas: [any SchemaMigrations.Type]) throws -> AppDatabase {
        try open(at: path, migrator: .registering(schemas))
    }

    /// Opens (creating if needed) the database at `path` and migrates it with `migrator`.
    public static func open(at path: String, migrator: DatabaseMigrator) throws -> AppDatabase {
        try DatabaseFileCheck.validate(path: path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.label = "Personable"
        do {
            let pool = try DatabasePool(path: path, configuration: configuration)
            try migrator.migrate(pool)
            return AppDatabase(writer: pool, path: path)
        } catch let error as DatabaseError {
            throw AppDatabaseError.cannotOpen(path: path, reason: error.message ?? error.description)
        }
    }
}
