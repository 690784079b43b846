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
        try await database.writer.read { db in try Self.value(for: key, in: db) }
    }

    /// The stored value for `key` inside a transaction (or an observation) another repository holds.
    package static func value(for key: String, in db: Database) throws -> String? {
        try String.fetchOne(db, PreferenceRecord.select(PreferenceRecord.Columns.value).filter(key: key))
    }

    /// Stores `value` for `key`, replacing the previous one.
    public func setValue(_ value: String, for key: String) async throws {
        let date = now()
        try await database.writer.write { db in try Self.setValue(value, for: key, at: date, in: db) }
    }

    /// Stores `value` for `key` inside a transaction another repository already holds.
    package static func setValue(_ value: String, for key: String, at date: Date, in db: Database) throws {
        try PreferenceRecord(key: key, value: value, updatedAt: date).upsert(db)
    }

    /// Removes the value for `key`.
    public func removeValue(for key: String) async throws {
        try await database.writer.write { db in
            _ = try PreferenceRecord.deleteOne(db, key: key)
        }
    }
}
