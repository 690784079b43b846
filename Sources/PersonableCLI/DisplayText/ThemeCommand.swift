import ArgumentParser
import Foundation
import Personable

/// `personable theme get|set`: the user's display theme.
struct ThemeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme", abstract: "Show or choose your display theme.",
        subcommands: [Get.self, Set.self])

    struct Get: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the selected theme.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let theme = try await global.environment(access: .readOnly).themes.selectedTheme()
            if output.json { return try Console.printJSON(SelectedTheme(theme)) }
            Console.print("\(theme.rawValue) (\(theme.displayName))")
        }
    }

    struct Set: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Choose a theme.")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The theme: \(DisplayTheme.allCases.map(\.rawValue).joined(separator: ", ")), or one you added.")
        var theme: String

        func run() async throws {
            let themes = try global.environment().themes
            let theme = try await themes.theme(named: theme)
            try await themes.select(theme)
            Console.print("Your theme is now \(theme.displayName).")
        }
    }
}
