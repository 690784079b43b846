import ArgumentParser
import Foundation
import Personable

/// `personable`: themed display text, the warm design system, adaptive modules and the context composer.
@main
struct PersonableCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "personable",
        abstract: "Give an app a personable voice: themed UI text from an on-device language model.",
        subcommands: [
            DemoCommand.self,
            ThemesCommand.self,
            ThemeCommand.self,
            TextCommand.self,
            RewriteCommand.self,
            EvalCommand.self,
            ModelCommand.self,
            ModulesCommand.self,
            NudgesCommand.self,
            ComposeCommand.self,
            TokensCommand.self,
            LintCopyCommand.self,
            ServeCommand.self,
        ]
    )

    /// Runs the command; errors of Personable's own are printed as their first-person sentence.
    ///
    /// Kept instead of ArgumentParser's own `main()` because that one prints every thrown error as
    /// "Error: <description>" (or the Swift type name when there is none); Personable's errors are sentences a user
    /// reads as they are ("I couldn't open the database at …"), so they are printed alone, with exit code 1.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as any LocalizedError where !(error is any ParsableArguments) {
            if let description = error.errorDescription {
                Console.error(description)
                Foundation.exit(1)
            }
            exit(withError: error)
        } catch {
            exit(withError: error)
        }
    }
}
