import ArgumentParser
import Personable

/// `personable catalog reject FILE --theme T KEY…`: ship the original text.
struct CatalogRejectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reject", abstract: "Reject rewrites: the original text ships.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var catalog: CatalogReviewOptions
    @Argument(help: "The keys (a plural or device form as \"key [plural.one]\").")
    var keys: [String]

    func run() async throws {
        let environment = try global.environment()
        let (source, theme) = try await catalog.read(in: environment)
        let reviewer = CatalogReviewer(database: environment.database, now: environment.now)
        for key in keys {
            let text = try await reviewer.decide(source, theme: theme, id: key, .reject)
            Console.print("Rejected \(key): the original ships (\(text)).")
        }
    }
}
