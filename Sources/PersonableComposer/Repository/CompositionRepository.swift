import Foundation
import GRDB
import PersonableCore

/// Stores compositions in the `composition` table: the composer's cache, and what `refine` and `export` read.
public struct CompositionRepository: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The composition for an identical request, if one was stored (a row that no longer decodes is a miss).
    public func cached(_ request: ComposerRequest, writerVersion: String) async throws -> Composition? {
        let key = Composition.requestKey(request, writerVersion: writerVersion)
        return try await database.writer.read { db in
            try Self.first(CompositionRecord.filter(CompositionRecord.Columns.requestKey == key), in: db)
        }
    }

    /// Stores `composition` for `request`, replacing an older one for the same request.
    public func save(_ composition: Composition, for request: ComposerRequest) async throws {
        let record = CompositionRecord(composition, requestKey: Composition.requestKey(request, writerVersion: composition.writerVersion))
        try await database.writer.write { db in
            // The same request again: the new composition (its id and variations) takes the old one's place.
            _ = try record.upsertAndFetch(db, onConflict: ["requestKey"]) { excluded in
                [CompositionRecord.Columns.id.set(to: excluded[CompositionRecord.Columns.id])]
            }
        }
    }

    /// Appends `variation` to the composition `id`.
    public func append(_ variation: ResponseVariation, to id: UUID, at date: Date) async throws {
        try await database.writer.write { db in
            guard var record = try CompositionRecord.fetchAllDecodable(db, CompositionRecord.filter(CompositionRecord.Columns.id == id.uuidString.lowercased())).first else {
                throw ComposerError.unknownVariation(id.uuidString)
            }
            record.variations.append(variation)
            record.updatedAt = date
            try record.update(db, columns: [CompositionRecord.Columns.variations, CompositionRecord.Columns.updatedAt])
        }
    }

    /// The most recently written or refined composition.
    public func latest() async throws -> Composition? {
        try await database.writer.read { db in
            try Self.first(
                CompositionRecord.order(CompositionRecord.Columns.updatedAt.desc, Column.rowID.desc).limit(1), in: db)
        }
    }

    /// The composition holding the variation `variationID` (an id or its first characters).
    public func composition(containing variationID: String) async throws -> (Composition, ResponseVariation)? {
        let wanted = variationID.lowercased()
        guard wanted.count >= 4 else { return nil }
        return try await database.writer.read { db in
            let records = try CompositionRecord.fetchAllDecodable(db, CompositionRecord.order(CompositionRecord.Columns.updatedAt.desc))
            for composition in records.map(\.composition) {
                if let variation = composition.variations.first(where: { $0.id.uuidString.lowercased().hasPrefix(wanted) }) {
                    return (composition, variation)
                }
            }
            return nil
        }
    }

    /// The composition of `request`'s first row, or `nil` when there is none or it is not what it should be.
    private static func first(_ request: QueryInterfaceRequest<CompositionRecord>, in db: Database) throws -> Composition? {
        try Row.fetchOne(db, request).flatMap { try? CompositionRecord(row: $0) }?.composition
    }
}
