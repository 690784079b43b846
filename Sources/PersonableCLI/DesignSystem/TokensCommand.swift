import ArgumentParser

/// `personable tokens …`: the warm design system's tokens — export, check, show.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens", abstract: "Export, check and show the warm design system's tokens.",
        subcommands: [TokensExportCommand.self, TokensCheckCommand.self, TokensShowCommand.self])
}
