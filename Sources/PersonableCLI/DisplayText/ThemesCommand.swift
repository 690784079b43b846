import ArgumentParser
import Personable

/// `personable themes`: the themes with their display names and style guides.
struct ThemesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes", abstract: "List the display themes.")

    @OptionGroup var output: OutputOptions

    func run() async throws {
        let entries = DisplayTheme.allCases.map(ThemeEntry.init)
        if output.json { return try Console.printJSON(entries) }
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            Console.print("\(entry.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.displayName) — \(entry.styleGuide)")
        }
    }
}
