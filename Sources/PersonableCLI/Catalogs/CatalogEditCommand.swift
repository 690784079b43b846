import ArgumentParser
import Personable

/// `personable catalog edit FILE --theme T KEY "new text"`: ship a person's own text.
struct CatalogEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Replace a rewrite with your own text.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var catalog: CatalogReviewOptions
    @Argument(help: "The key (a plural or device form as \"key [plural.one]\").")
    var key: String
    @Argument(help: "The text to ship, with every placeholder of the original.")
    var text: String

    func run() async throws {
        let environment = try global.environment()
        let (source, theme) = try await catalog.read(in: environment)
        let shipped = try await CatalogReviewer(database: environment.database, now: environment.now)
            .decide(source, theme: theme, id: key, .edit(text))
        Console.print("Edited \(key): \(shipped)")
    }
}
