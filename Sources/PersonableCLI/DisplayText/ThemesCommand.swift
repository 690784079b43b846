import ArgumentParser
import Personable

/// `personable themes`: the themes with their display names and style guides.
struct ThemesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes", abstract: "List the display themes.")

    @OptionGroup var output: OutputOptions

    struct Entry: Encodable {
        var name: String
        var displayName: String
        var styleGuide: String
        var example: String
    }

    func run() async throws {
        let entries = DisplayTheme.allCases.map {
            Entry(name: $0.rawValue, displayName: $0.displayName, styleGuide: $0.styleGuide, example: $0.example)
        }
        if output.json { return try Console.printJSON(entries) }
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            Console.print("\(entry.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.displayName) — \(entry.styleGuide)")
        }
    }
}
