import ArgumentParser
import Foundation
import Personable

/// `personable demo`: the four list screens' empty states and loading messages in every theme.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Show the list screens' empty states and loading messages in every theme.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var model: ModelOptions
    @OptionGroup var output: OutputOptions

    struct Line: Encodable {
        var theme: String
        var screen: String
        var textType: String
        var original: String
        var text: String
        var source: ThemedText.Source
    }

    func run() async throws {
        let coordinator = try global.environment(model: model).displayText()
        if case let .unavailable(reason) = await coordinator.availability, !output.json {
            Console.error("\(reason) Every theme shows its professional text.")
        }
        let lines = try await coordinator.runToCompletion { coordinator in
            var lines: [Line] = []
            for theme in DisplayTheme.allCases {
                if !output.json { Console.print("\n== \(theme.displayName) — \(theme.styleGuide)") }
                for screen in ListScreenCopy.all {
                    for (textType, original) in screen.texts {
                        let themed = try await coordinator.resolve(screen.key(textType, theme: theme), fallback: original)
                        let line = Line(
                            theme: theme.rawValue, screen: screen.screenId, textType: textType.rawValue,
                            original: original, text: themed.text, source: themed.source)
                        lines.append(line)
                        if !output.json { Console.print(Self.format(line)) }
                    }
                }
            }
            return lines
        }
        if output.json { try Console.printJSON(lines) }
    }

    static func format(_ line: Line) -> String {
        let label = "\(line.screen) \(line.textType)".padding(toLength: 25, withPad: " ", startingAt: 0)
        let marker = line.source == .fallback ? "  (fallback)" : ""
        return "  \(label) \(line.text)\(marker)"
    }
}
