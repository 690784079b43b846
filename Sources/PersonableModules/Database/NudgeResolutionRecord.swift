import Foundation
import GRDB

/// A row of the `nudgeResolution` table: the latest answer to one nudge of one catalog.
struct NudgeResolutionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "nudgeResolution"

    var catalog: String
    var nudgeId: String
    var resolution: String
    var resolvedAt: Date

    enum Columns {
        static let catalog = Column(CodingKeys.catalog)
    }
}
