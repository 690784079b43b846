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
            try Row.fetchOne(db, sql: "SELECT * FROM composition WHERE requestKey = ?", arguments: [key]).flatMap(Self.decode)
        }
    }

    /// Stores `composition` for `request`, replacing an older one for the same request.
    public func save(_ composition: Composition, for request: ComposerRequest) async throws {
        let key = Composition.requestKey(request, writerVersion: composition.writerVersion)
        let variations = try Self.encoder.encode(composition.variations)
        try await database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO composition (id, requestKey, input, tone, audience, variationCount, fixedTone, writerVersion,
                                             variations, createdAt, updatedAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(requestKey) DO UPDATE SET
                        id = excluded.id, variations = excluded.variations, createdAt = excluded.createdAt,
                        updatedAt = excluded.updatedAt
                    """,
                arguments: [
                    composition.id.uuidString.lowercased(), key, composition.input, composition.context.tone.rawValue,
                    composition.context.audience.rawValue, composition.variationCount, composition.fixedTone,
                    composition.writerVersion, String(decoding: variations, as: UTF8.self), composition.createdAt,
                    composition.updatedAt,
                ])
        }
    }

    /// Appends `variation` to the composition `id`.
    public func append(_ variation: ResponseVariation, to id: UUID, at date: Date) async throws {
        try await database.writer.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM composition WHERE id = ?", arguments: [id.uuidString.lowercased()]),
                  var composition = Self.decode(row) else { throw ComposerError.unknownVariation(id.uuidString) }
            composition.variations.append(variation)
            try db.execute(
                sql: "UPDATE composition SET variations = ?, updatedAt = ? WHERE id = ?",
                arguments: [String(decoding: try Self.encoder.encode(composition.variations), as: UTF8.self), date, id.uuidString.lowercased()])
        }
    }

    /// The most recently written or refined composition.
    public func latest() async throws -> Composition? {
        try await database.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM composition ORDER BY updatedAt DESC, rowid DESC LIMIT 1").flatMap(Self.decode)
        }
    }

    /// The composition holding the variation `variationID` (an id or its first characters).
    public func composition(containing variationID: String) async throws -> (Composition, ResponseVariation)? {
        let wanted = variationID.lowercased()
        guard wanted.count >= 4 else { return nil }
        return try await database.writer.read { db in
            for row in try Row.fetchAll(db, sql: "SELECT * FROM composition ORDER BY updatedAt DESC") {
                guard let composition = Self.decode(row) else { continue }
                if let variation = composition.variations.first(where: { $0.id.uuidString.lowercased().hasPrefix(wanted) }) {
                    return (composition, variation)
                }
            }
            return nil
        }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// The composition of `row`, or `nil` when anything in it is not what it should be.
    static func decode(_ row: Row) -> Composition? {
        guard let id = String.fromDatabaseValue(row["id"] as DatabaseValue).flatMap(UUID.init(uuidString:)),
              let input = String.fromDatabaseValue(row["input"] as DatabaseValue),
              let tone = String.fromDatabaseValue(row["tone"] as DatabaseValue).flatMap(ToneType.init(rawValue:)),
              let audience = String.fromDatabaseValue(row["audience"] as DatabaseValue).flatMap(AudienceType.init(rawValue:)),
              let count = Int.fromDatabaseValue(row["variationCount"] as DatabaseValue),
              let fixed = Bool.fromDatabaseValue(row["fixedTone"] as DatabaseValue),
              let writer = String.fromDatabaseValue(row["writerVersion"] as DatabaseValue),
              let json = String.fromDatabaseValue(row["variations"] as DatabaseValue),
              let variations = try? JSONDecoder().decode([ResponseVariation].self, from: Data(json.utf8)),
              let createdAt = Date.fromDatabaseValue(row["createdAt"] as DatabaseValue),
              let updatedAt = Date.fromDatabaseValue(row["updatedAt"] as DatabaseValue)
        else { return nil }
        var composition = Composition(
            request: ComposerRequest(input: input, context: CommunicationContext(audience: audience, tone: tone), count: count, fixedTone: fixed),
            writerVersion: writer, variations: variations, at: createdAt)
        composition.id = id
        composition.updatedAt = updatedAt
        return composition
    }
}
