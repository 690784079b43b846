import ArgumentParser

/// `personable catalog …`: an app's String Catalogs themed ahead of time.
struct CatalogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog", abstract: "Theme an app's String Catalogs ahead of time, one catalog per theme.",
        subcommands: [
            CatalogThemeCommand.self, CatalogReviewCommand.self, CatalogApproveCommand.self, CatalogEditCommand.self,
            CatalogRejectCommand.self, CatalogDiffCommand.self, CatalogImportCommand.self,
        ])
}
