import ArgumentParser
import Foundation
import Personable

/// `personable themes [list|add|remove]`: the display themes, built-in and custom.
struct ThemesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes", abstract: "List, add and remove display themes.",
        subcommands: [List.self, Add.self, Remove.self], defaultSubcommand: List.self)

    /// A custom theme's problem as a usage error: one first-person sentence, exit 64 (README, "Exit codes").
    static func usage(_ error: CustomThemeError) -> ValidationError {
        ValidationError(error.errorDescription ?? "")
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the themes with their display names and style guides; yours after the built-in ones.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            // Without a database there are no custom themes: the built-in ones are listed and no file is made.
            let path = try AppSettings.read(options: AppSettings.Options(databasePath: global.db)).databasePath
            let entries = FileManager.default.fileExists(atPath: path)
                ? try await global.environment(access: .readOnly).themes.entries()
                : DisplayTheme.allCases.map(ThemeEntry.init)
            if output.json { return try Console.printJSON(entries) }
            let width = entries.map(\.name.count).max() ?? 0
            for entry in entries {
                let mark = entry.custom ? " (yours)" : ""
                Console.print("\(entry.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.displayName)\(mark) — \(entry.styleGuide)")
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a theme of your own: a name, a style guide and at least three example rewrites.",
            discussion: """
                Each example is an app string and how the theme says it, written "original => rewrite". \
                Examples can also come from a file (--examples-file): one per line, the original and the rewrite \
                separated by a tab; empty lines and lines starting with # are skipped. Every example must pass \
                the checks a model's rewrite must pass (meaning, facts, placeholders kept), so the model learns \
                only from rewrites that could be shown.
                Example: personable themes add pirate --guide "Cheerful, nautical, a touch salty" \
                --example "Loading goals... => Hoisting your goals..." …
                """)
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The theme's name: lower-case letters, digits and underscores (for example space_pirate).")
        var name: String
        @Option(name: .long, help: "How the theme speaks, in a few words or sentences.")
        var guide: String
        @Option(name: .customLong("example"), help: "An example rewrite, \"original => rewrite\" (at least three in all).")
        var examples: [String] = []
        @Option(name: .long, help: "A file of example rewrites: original<TAB>rewrite per line.")
        var examplesFile: String?

        func run() async throws {
            let theme: CustomTheme
            do {
                var parsed = try examples.enumerated().map { index, text in
                    guard let example = CustomThemeExample(parsing: text) else {
                        throw CustomThemeError.unreadableExample(number: index + 1, text: text)
                    }
                    return example
                }
                if let examplesFile { parsed += try Self.examples(inFile: examplesFile) }
                theme = try await global.environment().themes.add(name: name, styleGuide: guide, examples: parsed)
            } catch let error as CustomThemeError {
                throw ThemesCommand.usage(error)
            }
            Console.print("I added the theme \(theme.name) (\(theme.displayName)) with \(theme.examples.count) examples. Choose it with `personable theme set \(theme.name)`.")
        }

        /// The examples of a tab-separated file (after those given on the command line).
        static func examples(inFile path: String) throws -> [CustomThemeExample] {
            let text: String
            do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
                throw CustomThemeError.unreadableFile(path: path, reason: "I couldn't open it as UTF-8 text.")
            }
            let lines = text.split(whereSeparator: \.isNewline).map(String.init)
                .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("#") }
            return try lines.map { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 2 else {
                    throw CustomThemeError.unreadableFile(path: path, reason: "the line \"\(line)\" needs the original and the rewrite separated by one tab.")
                }
                return CustomThemeExample(original: String(fields[0]), rewrite: String(fields[1]))
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove a theme you added, with the text written in it; built-in themes stay.")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The theme's name.")
        var name: String

        func run() async throws {
            do {
                try await global.environment().themes.remove(named: name)
            } catch let error as CustomThemeError {
                throw ThemesCommand.usage(error)
            }
            Console.print("I removed the theme \(name) and the text written in it.")
        }
    }
}
