import ArgumentParser
import Personable

/// The catalog and theme every review command works on.
struct CatalogReviewOptions: ParsableArguments {
    @Argument(help: "The app's own String Catalog (.xcstrings) or .strings file, the one catalog theme was given.")
    var file: String

    @Option(name: .long, help: "The theme (\(DisplayTheme.allCases.filter(\.isGenerated).map(\.rawValue).joined(separator: ", ")), or one you added).")
    var theme: String

    /// The catalog and the theme, checked; `environment`'s custom themes are read only when the name is not a
    /// built-in theme's.
    func read(in environment: AppEnvironment) async throws -> (any LocalizedStringsDocument, DisplayTheme) {
        let theme = try await chosenTheme(environment)
        return (try CatalogThemeCommand.document(file), theme)
    }

    /// The String Catalog and the theme, checked.
    func readCatalog(in environment: AppEnvironment) async throws -> (StringCatalog, DisplayTheme) {
        let theme = try await chosenTheme(environment)
        return (try StringCatalog.read(path: file), theme)
    }

    private func chosenTheme(_ environment: AppEnvironment) async throws -> DisplayTheme {
        let builtIn = (try? DisplayTheme.parse(theme)) != nil
        let custom = builtIn ? [] : try await environment.themes.customThemes()
        let themes = try CatalogThemeCommand.themes(theme, custom: custom)
        guard themes.count == 1, let theme = themes.first else {
            throw CLIError("I review one theme at a time; choose one of \(themes.map(\.rawValue).joined(separator: ", ")).")
        }
        return theme
    }
}
