import GRDB

/// A row of the `displayTextCounter` table: one usage counter that outlives the process.
struct DisplayTextCounterRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "displayTextCounter"

    var name: String
    var value: Int

    enum Columns {
        static let name = Column(CodingKeys.name)
        static let value = Column(CodingKeys.value)
    }
}
