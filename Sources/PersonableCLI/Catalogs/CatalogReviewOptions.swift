import ArgumentParser
import Personable

/// The catalog and theme every review command works on.
struct CatalogReviewOptions: ParsableArguments {
    @Argument(help: "The app's own String Catalog (.xcstrings) or .strings file, the one catalog theme was given.")
    var file: String

    @Option(name: .long, help: "The theme (\(DisplayTheme.allCases.filter(\.isGenerated).map(\.rawValue).joined(separator: ", "))).")
    var theme: String

    /// The catalog and the theme, checked.
    func read() throws -> (any LocalizedStringsDocument, DisplayTheme) {
        let theme = try chosenTheme()
        return (try CatalogThemeCommand.document(file), theme)
    }

    /// The String Catalog and the theme, checked.
    func readCatalog() throws -> (StringCatalog, DisplayTheme) {
        let theme = try chosenTheme()
        return (try StringCatalog.read(path: file), theme)
    }

    private func chosenTheme() throws -> DisplayTheme {
        let themes = try CatalogThemeCommand.themes(theme)
        guard themes.count == 1, let theme = themes.first else {
            throw CLIError("I review one theme at a time; choose one of \(themes.map(\.rawValue).joined(separator: ", ")).")
        }
        return theme
    }
}
