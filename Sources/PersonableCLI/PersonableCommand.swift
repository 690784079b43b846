import ArgumentParser
import Foundation
import Logging
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
            CatalogCommand.self,
            TokensCommand.self,
            LintCopyCommand.self,
            ServeCommand.self,
        ]
    )

    /// Runs the command; every failure is printed as one first-person sentence, with the exit codes of
    /// ``ExitStatus``.
    ///
    /// Kept instead of ArgumentParser's own `main()` because that one prints every thrown error as
    /// "Error: <description>" (or the Swift type name when there is none), and its own messages for a bad value
    /// the same way; Personable's messages are sentences a user reads as they are ("I couldn't open the database
    /// at …").
    static func main() async {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            // --help and --version are "errors" that succeed: ArgumentParser prints them.
            if exitCode(for: error) == .success { exit(withError: error) }
            var message = message(for: error)
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            if !message.hasPrefix("I ") {
                message = CommandLineMessage.firstPerson(message, help: helpCommand(for: CommandLine.arguments.dropFirst()))
            }
            Console.error(message)
            Foundation.exit(ExitStatus.usage)
        }
        let limit: Duration?
        do {
            limit = try CommandDeadline.limit(for: command)
        } catch {
            Console.error((error as? any LocalizedError)?.errorDescription ?? "\(error)")
            Foundation.exit(ExitStatus.usage)
        }
        // The command runs in a task of its own, so the deadline can cancel it.
        let parsed = ParsedCommand(command)
        let work = Task { try await parsed.run() }
        CommandDeadline.watch(work, limit: limit)
        do {
            try await work.value
            // Finished just as the time ran out: the deadline has said so and exits with its own code.
            if CommandDeadline.expired { try? await Task.sleep(for: .seconds(60)) }
        } catch where CommandDeadline.expired {
            // The deadline said why and exits with its own code.
            try? await Task.sleep(for: .seconds(60))
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch where exitCode(for: error) == .success {
            // --help, `personable help …`, or a command group without a subcommand: ArgumentParser prints the help.
            exit(withError: error)
        } catch let validation as ValidationError {
            Console.error(validation.message)
            Foundation.exit(ExitStatus.usage)
        } catch let unknown as UnknownValueError {
            // A theme, module, nudge or language the user named that doesn't exist: the command line was wrong.
            Console.error(unknown.errorDescription ?? "")
            Foundation.exit(ExitStatus.usage)
        } catch {
            if let path = DatabaseLocation.current, let explained = AppDatabase.explain(error, path: path) {
                Console.error(explained.errorDescription ?? "")
            } else if let description = (error as? any LocalizedError)?.errorDescription {
                Console.error(description)
            } else {
                // The details are for the logs (--verbose), never the terminal.
                GlobalOptions.bootstrapLogging(nil)
                Logger(label: "personable.cli").error("command failed", metadata: ["error": "\(String(reflecting: error))"])
                Console.error("I couldn't finish: something went wrong that I didn't expect. Run the command again with --verbose to see the details.")
            }
            Foundation.exit(ExitStatus.failure)
        }
    }

    /// `personable <subcommands…> --help` for the subcommands named at the start of `arguments`.
    static func helpCommand(for arguments: ArraySlice<String>) -> String {
        var path = ["personable"]
        var current: any ParsableCommand.Type = PersonableCommand.self
        for argument in arguments {
            guard let next = current.configuration.subcommands.first(where: { $0._commandName == argument }) else { break }
            path.append(argument)
            current = next
        }
        return (path + ["--help"]).joined(separator: " ")
    }
}

/// The parsed command, handed to the task that runs it. Only that task touches it once it is made.
private final class ParsedCommand: @unchecked Sendable {
    private var command: any ParsableCommand

    init(_ command: any ParsableCommand) {
        self.command = command
    }

    func run() async throws {
        if var asyncCommand = command as? any AsyncParsableCommand {
            try await asyncCommand.run()
        } else {
            try command.run()
        }
    }
}
