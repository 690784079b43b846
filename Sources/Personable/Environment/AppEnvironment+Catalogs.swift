import PersonableCatalogs
import PersonableDisplayText

extension AppEnvironment {
    /// Themes String Catalogs ahead of time on the language model, storing what it writes in this database (a
    /// batch: no time limit per string).
    public func catalogThemer() throws -> CatalogThemer {
        CatalogThemer(database: database, generator: try displayTextService(interactive: false), now: now)
    }
}
