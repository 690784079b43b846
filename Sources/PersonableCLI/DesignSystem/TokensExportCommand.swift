import ArgumentParser
import Personable

/// `personable tokens export --format css|json|swift`: the tokens as CSS, DTCG JSON or Swift, on standard output.
struct TokensExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Print the tokens as CSS custom properties, W3C design-token JSON or Swift.")

    @Option(name: .long, help: "css, json or swift.")
    var format: String

    /// The format is parsed here rather than in `validate()`, so a wrong one gets the first-person message
    /// without ArgumentParser's "Error:" and usage around it.
    func run() throws {
        // `export()` ends with a newline of its own.
        Swift.print(try TokenExportFormat.parse(format).export(), terminator: "")
    }
}
