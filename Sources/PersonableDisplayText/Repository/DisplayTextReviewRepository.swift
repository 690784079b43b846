import Foundation
import GRDB
import PersonableCore

/// People's decisions on themed text: one per key, replaced by a newer one.
public struct DisplayTextReviewRepository: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The decision on `key`, if any.
    public func fetch(_ key: DisplayTextKey) async throws -> DisplayTextReview? {
        guard let entityId = key.entityId else { return nil }
        // On the cache's hot path, like `DisplayTextRepository.fetch`: read synchronously on the calling thread.
        // (GRDB's async read here, beside the other repository's synchronous one, stalled a hundred concurrent
        // lookups on this 2-core machine.)
        return try Self.readNow(database.writer) { db in
            try DisplayTextReview
                .filter(Column("entityType") == key.entityType.rawValue && Column("entityId") == entityId
                    && Column("theme") == key.theme.rawValue && Column("textType") == key.textType.rawValue)
                .fetchOne(db)
        }
    }

    /// GRDB's synchronous read (a synchronous function, so overload resolution cannot pick the async one).
    private static func readNow<T>(_ reader: any DatabaseReader, _ body: (Database) throws -> T) throws -> T {
        try reader.read(body)
    }

    /// Stores `review` as the decision on its key, replacing an earlier one.
    public func save(_ review: DisplayTextReview) async throws {
        try await database.writer.write { db in
            try db.execute(
                sql: "DELETE FROM displayTextReview WHERE entityType = ? AND entityId = ? AND theme = ? AND textType = ?",
                arguments: [review.entityType.rawValue, review.entityId, review.theme.rawValue, review.textType.rawValue])
            try review.insert(db)
        }
    }

    /// Every decision, or those of one theme.
    public func all(theme: DisplayTheme? = nil) async throws -> [DisplayTextReview] {
        try await database.writer.read { db in
            var request = DisplayTextReview.all()
            if let theme { request = request.filter(Column("theme") == theme.rawValue) }
            return try request.order(Column("entityId")).fetchAll(db)
        }
    }
}
