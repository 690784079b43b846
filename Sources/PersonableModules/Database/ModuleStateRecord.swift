import Foundation
import GRDB

/// A row of the `moduleState` table: whether one module of one catalog is on, and since when.
struct ModuleStateRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "moduleState"

    var catalog: String
    var module: String
    var enabled: Bool
    var changedAt: Date

    enum Columns {
        static let catalog = Column(CodingKeys.catalog)
        static let module = Column(CodingKeys.module)
    }

    init<Module: ModuleCatalog>(_ module: Module, enabled: Bool, changedAt: Date) {
        self.catalog = Module.catalogName
        self.module = module.rawValue
        self.enabled = enabled
        self.changedAt = changedAt
    }

    /// The rows of `Module`'s catalog.
    static func rows<Module: ModuleCatalog>(of _: Module.Type) -> QueryInterfaceRequest<Self> {
        filter(Columns.catalog == Module.catalogName)
    }
}
