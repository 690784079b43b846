import Foundation
import GRDB

/// The one row of the `puppyProfile` table (its `id` is always 1).
struct PuppyProfileRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "puppyProfile"

    var id = 1
    var birthDate: Date
    var updatedAt: Date
}
