import ArgumentParser
import Personable

/// `personable catalog import THEMED --source FILE --theme T`: a reviewed catalog's values, served from now on.
struct CatalogImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Store a reviewed themed catalog's translated values as approved, so the app serves them first.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var catalog: CatalogReviewOptions
    @Argument(help: "The reviewed themed catalog (values in the state translated are imported).")
    var themed: String

    func run() async throws {
        let environment = try global.environment()
        let (source, theme) = try await catalog.readCatalog(in: environment)
        let reviewed = try StringCatalog.read(path: themed)
        let count = try await CatalogReviewer(database: environment.database, now: environment.now)
            .importApproved(reviewed, source: source, theme: theme)
        Console.print("I stored \(count) approved value\(count == 1 ? "" : "s") from \(themed) in \(theme.rawValue).")
    }
}
