import PersonableCatalogs
import PersonableDisplayText

extension AppEnvironment {
    /// Themes String Catalogs ahead of time on the language model, storing what it writes in this database.
    public func catalogThemer() throws -> CatalogThemer {
        CatalogThemer(database: database, generator: try displayTextService(), now: now)
    }
}
