import Foundation
import GRDB

/// Reads and writes the app's settings: the platform-neutral stand-in for UserDefaults.
public struct PreferenceRepository: Sendable {
    private let database: AppDatabase
    private let now: @Sendable () -> Date

    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.now = now
    }

    /// The stored value for `key`, or `nil`.
    public func value(for key: String) async throws -> String? {
        try await database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM preference WHERE key = ?", arguments: [key])
        }
    }

    /// Stores `value` for `key`, replacing the previous one.
    public func setValue(_ value: String, for key: String) async throws {
        let date = now()
        try await database.writer.write { db in try Self.setValue(value, for: key, at: date, in: db) }
    }

    /// Stores `value` for `key` inside a transaction another repository already holds.
    package static func setValue(_ value: String, for key: String, at date: Date, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO preference (key, value, updatedAt) VALUES (?, ?, ?)
                ON CONFLICT(key) DO UPDATE SET value = excluded.value, updatedAt = excluded.updatedAt
                """,
            arguments: [key, value, date])
    }

    /// Removes the value for `key`.
    public func removeValue(for key: String) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM preference WHERE key = ?", arguments: [key])
        }
    }
}
