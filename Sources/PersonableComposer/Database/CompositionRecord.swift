import Foundation
import GRDB

/// A row of the `composition` table: a ``Composition`` with its request key, its variations in a JSON column.
struct CompositionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "composition"

    var id: UUID
    var requestKey: String
    var input: String
    var tone: ToneType
    var audience: AudienceType
    var variationCount: Int
    var fixedTone: Bool
    var writerVersion: String
    /// Stored as JSON text (sorted keys), as it always has been.
    var variations: [ResponseVariation]
    var createdAt: Date
    var updatedAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let requestKey = Column(CodingKeys.requestKey)
        static let variations = Column(CodingKeys.variations)
        static let updatedAt = Column(CodingKeys.updatedAt)
    }

    static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {
        .lowercaseString
    }

    /// The variations' JSON: Foundation's defaults with sorted keys (GRDB's own default would write dates as
    /// milliseconds, which rows stored before could not be read with).
    static func databaseJSONEncoder(for column: String) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    static func databaseJSONDecoder(for column: String) -> JSONDecoder {
        JSONDecoder()
    }

    init(_ composition: Composition, requestKey: String) {
        id = composition.id
        self.requestKey = requestKey
        input = composition.input
        tone = composition.context.tone
        audience = composition.context.audience
        variationCount = composition.variationCount
        fixedTone = composition.fixedTone
        writerVersion = composition.writerVersion
        variations = composition.variations
        createdAt = composition.createdAt
        updatedAt = composition.updatedAt
    }

    /// The composition this row holds.
    var composition: Composition {
        var composition = Composition(
            request: ComposerRequest(
                input: input, context: CommunicationContext(audience: audience, tone: tone), count: variationCount,
                fixedTone: fixedTone),
            writerVersion: writerVersion, variations: variations, at: createdAt)
        composition.id = id
        composition.updatedAt = updatedAt
        return composition
    }
}
