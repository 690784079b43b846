import PersonableCatalogs
import PersonableDisplayText

extension AppEnvironment {
    /// Themes String Catalogs ahead of time on the language model, storing what it writes in this database.
    public func catalogThemer() throws -> CatalogThemer {
        let generator = DisplayTextService(
            model: try languageModel(), embedder: Self.makeEmbedder(settings), candidateCount: settings.candidates)
        return CatalogThemer(database: database, generator: generator, now: now)
    }
}
