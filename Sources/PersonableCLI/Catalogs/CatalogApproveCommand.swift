import ArgumentParser
import Personable

/// `personable catalog approve FILE --theme T KEY…`: ship the model's rewrites as they are.
struct CatalogApproveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "approve", abstract: "Approve rewrites as written.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var catalog: CatalogReviewOptions
    @Argument(help: "The keys (a plural or device form as \"key [plural.one]\").")
    var keys: [String]

    func run() async throws {
        let environment = try global.environment()
        let (source, theme) = try await catalog.read(in: environment)
        let reviewer = CatalogReviewer(database: environment.database, now: environment.now)
        for key in keys {
            let text = try await reviewer.decide(source, theme: theme, id: key, .approve)
            Console.print("Approved \(key): \(text)")
        }
    }
}
