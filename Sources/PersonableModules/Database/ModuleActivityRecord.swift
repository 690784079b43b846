import Foundation
import GRDB

/// A row of the `moduleActivity` log: one use of one module.
struct ModuleActivityRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "moduleActivity"

    /// `nil` until inserted (SQLite numbers the rows).
    var id: Int64?
    var catalog: String
    var module: String
    var occurredAt: Date

    enum Columns {
        static let catalog = Column(CodingKeys.catalog)
        static let module = Column(CodingKeys.module)
        static let occurredAt = Column(CodingKeys.occurredAt)
    }

    /// A module's latest use: a row of ``lastActivities(of:)``.
    struct Last: Decodable, FetchableRecord {
        var module: String
        var last: Date
    }

    /// The latest use of each module of `Module`'s catalog that has one (through the log's index).
    static func lastActivities<Module: ModuleCatalog>(of _: Module.Type) -> QueryInterfaceRequest<Last> {
        filter(Columns.catalog == Module.catalogName)
            .select(Columns.module, max(Columns.occurredAt).forKey("last"))
            .group(Columns.module)
            .asRequest(of: Last.self)
    }
}
