import Foundation
import GRDB
import PersonableCore

/// Stores and reads themed display text: the only type that speaks SQL to `generatedDisplayText`.
public struct DisplayTextRepository: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The stored text for a key, or `nil`.
    public func fetch(
        entityType: DisplayEntityType,
        entityId: String?,
        theme: DisplayTheme,
        textType: DisplayTextType
    ) async throws -> GeneratedDisplayText? {
        try await fetch(DisplayTextKey(entityType: entityType, entityId: entityId, theme: theme, textType: textType))
    }

    /// The stored text for `key`, or `nil`. A point lookup on the lookup index, with a cached statement.
    ///
    /// This is the cache's hot path, so it reads synchronously on the calling thread: a point query takes a few
    /// microseconds, while hopping to a reader queue and back (GRDB's async `read`) costs over a hundred.
    public func fetch(_ key: DisplayTextKey) async throws -> GeneratedDisplayText? {
        try Self.readNow(database.writer) { db in try Self.fetch(key, in: db) }
    }

    /// GRDB's synchronous read (a synchronous function, so overload resolution cannot pick the async one).
    private static func readNow<T>(_ reader: any DatabaseReader, _ body: (Database) throws -> T) throws -> T {
        try reader.read(body)
    }

    /// Stores `text` as the one row for its key, replacing any row already there, atomically.
    public func save(_ text: GeneratedDisplayText) async throws {
        try await database.writer.write { db in
            try Self.deleteRow(for: text.key, in: db)
            try text.insert(db)
        }
    }

    /// Stores `text` as the row for its key unless the row already stored is one to `keep` (another process wrote
    /// it while this one was generating); returns the row stored, whichever it is, so a caller reports its id.
    public func save(
        _ text: GeneratedDisplayText, keeping keep: @escaping @Sendable (GeneratedDisplayText) -> Bool
    ) async throws -> GeneratedDisplayText {
        try await database.writer.write { db in
            if let stored = try Self.fetch(text.key, in: db), keep(stored) { return stored }
            try Self.deleteRow(for: text.key, in: db)
            try text.insert(db)
            return text
        }
    }

    /// Stores `text` as a regeneration of its key: its `regenerationCount` is one more than the stored row's
    /// (0 when there was none), and the old row is replaced in the same transaction.
    @discardableResult
    public func saveRegenerated(_ text: GeneratedDisplayText) async throws -> GeneratedDisplayText {
        try await database.writer.write { db in
            var text = text
            let previous = try Self.fetch(text.key, in: db)
            text.regenerationCount = previous.map { $0.regenerationCount + 1 } ?? 0
            try Self.deleteRow(for: text.key, in: db)
            try text.insert(db)
            return text
        }
    }

    /// Sets the user's rating. Anything outside 1...5 is refused and nothing changes.
    public func updateRating(_ textId: UUID, rating: Int) async throws {
        guard (1...5).contains(rating) else { throw DisplayTextError.invalidRating(rating) }
        try await database.writer.write { db in
            try db.execute(
                sql: "UPDATE generatedDisplayText SET userRating = ? WHERE id = ?",
                arguments: [rating, textId.uuidString.lowercased()])
            if db.changesCount == 0 { throw DisplayTextError.textNotFound(textId) }
        }
    }

    /// Deletes every row whose `expiresAt` is before `now`; returns how many.
    @discardableResult
    public func deleteExpired(now: Date = Date()) async throws -> Int {
        try await database.writer.write { db in
            try GeneratedDisplayText
                .filter(GeneratedDisplayText.Columns.expiresAt != nil && GeneratedDisplayText.Columns.expiresAt < now)
                .deleteAll(db)
        }
    }

    /// Every stored row for `theme` (all themes when `nil`), in key order.
    public func all(theme: DisplayTheme? = nil) async throws -> [GeneratedDisplayText] {
        try await database.writer.read { db in
            var request = GeneratedDisplayText.all()
            if let theme { request = request.filter(GeneratedDisplayText.Columns.theme == theme.rawValue) }
            return try request
                .order(
                    GeneratedDisplayText.Columns.entityType, GeneratedDisplayText.Columns.entityId,
                    GeneratedDisplayText.Columns.theme, GeneratedDisplayText.Columns.textType
                )
                .fetchAll(db)
        }
    }

    static func fetch(_ key: DisplayTextKey, in db: Database) throws -> GeneratedDisplayText? {
        let statement = try db.cachedStatement(sql: """
            SELECT * FROM generatedDisplayText
            WHERE entityType = ? AND entityId IS ? AND theme = ? AND textType = ?
            LIMIT 1
            """)
        return try GeneratedDisplayText.fetchOne(statement, arguments: arguments(for: key))
    }

    private static func deleteRow(for key: DisplayTextKey, in db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            DELETE FROM generatedDisplayText
            WHERE entityType = ? AND entityId IS ? AND theme = ? AND textType = ?
            """)
        try statement.execute(arguments: arguments(for: key))
    }

    private static func arguments(for key: DisplayTextKey) -> StatementArguments {
        [key.entityType.rawValue, key.entityId, key.theme.rawValue, key.textType.rawValue]
    }
}
