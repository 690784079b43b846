import ArgumentParser
import Foundation
import Personable
@preconcurrency import Rainbow

/// `personable tokens show [--scheme light|dark]`: swatches in 24-bit ANSI colour (plain when `NO_COLOR` is set).
struct TokensShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show the palette and semantic colors as swatches in the terminal.")

    @Option(name: .long, help: "light or dark (default: both).")
    var scheme: String?

    func run() throws {
        let schemes = try scheme.map { [try ColorScheme.parse($0)] } ?? ColorScheme.allCases
        // Rainbow turns colour off when `NO_COLOR` is set; swatches are colour even through a pipe.
        Rainbow.outputTarget = .console
        let swatches = Swatches(color: Rainbow.enabled)
        Console.print("Palette")
        let width = WarmPalette.all.map(\.name.count).max() ?? 0
        for entry in WarmPalette.all {
            Console.print(
                "  \(swatches.block(entry.rgb)) \(entry.name.padding(toLength: width, withPad: " ", startingAt: 0))  "
                    + "\(entry.rgb.hex)  \(entry.source.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0))  \(entry.note)")
        }
        let tokenWidth = SemanticColor.allCases.map(\.tokenName.count).max() ?? 0
        for scheme in schemes {
            Console.print("")
            Console.print("Semantic colors (\(scheme.rawValue))")
            let background = SemanticColor.background.resolved(in: scheme).rgb
            for token in SemanticColor.allCases {
                let resolved = token.resolved(in: scheme)
                let sample = swatches.text(" Warm words ", foreground: resolved.rgb, background: background)
                Console.print(
                    "  \(swatches.block(resolved.rgb)) \(token.tokenName.padding(toLength: tokenWidth, withPad: " ", startingAt: 0))  "
                        + "\(resolved.rgb.hex)  \(sample)  \(resolved.name)")
            }
        }
    }
}

/// 24-bit colour swatches (Rainbow's escapes), or the hex value when colour is off.
struct Swatches {
    var color: Bool

    func block(_ rgb: RGBColor) -> String {
        color ? "      ".onBit24(rgb.red, rgb.green, rgb.blue) : "[\(rgb.hex)]"
    }

    func text(_ text: String, foreground: RGBColor, background: RGBColor) -> String {
        guard color else { return text }
        return text.applyingAll(
            color: .bit24((foreground.red, foreground.green, foreground.blue)),
            backgroundColor: .bit24((background.red, background.green, background.blue)))
    }
}
