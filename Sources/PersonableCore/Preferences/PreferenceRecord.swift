import Foundation
import GRDB

/// A row of the `preference` table: one setting's value.
struct PreferenceRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "preference"

    var key: String
    var value: String
    var updatedAt: Date

    enum Columns {
        static let key = Column(CodingKeys.key)
        static let value = Column(CodingKeys.value)
    }
}
