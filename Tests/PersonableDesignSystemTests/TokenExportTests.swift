import Foundation
@testable import PersonableDesignSystem
import Testing

/// The three exports: golden files (byte for byte), stability, and their content checked against the tokens.
///
/// To accept a deliberate change, run the tests with `PERSONABLE_UPDATE_GOLDENS=1` and review the diff.
@Suite struct DesignSystemTokenExportTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func golden(_ format: TokenExportFormat) -> URL {
        let name = switch format {
        case .css: "tokens.css"
        case .json: "tokens.tokens.json"
        case .swift: "WarmTokens.swift.txt"
        }
        return goldens.appendingPathComponent(name)
    }

    @Test(arguments: TokenExportFormat.allCases)
    func exportMatchesItsGoldenFile(_ format: TokenExportFormat) throws {
        let output = format.export()
        if ProcessInfo.processInfo.environment["PERSONABLE_UPDATE_GOLDENS"] == "1" {
            try Data(output.utf8).write(to: Self.golden(format))
        }
        let golden = try String(contentsOf: Self.golden(format), encoding: .utf8)
        #expect(output == golden, "\(format) export differs from \(Self.golden(format).lastPathComponent)")
    }

    @Test(arguments: TokenExportFormat.allCases)
    func exportIsByteStable(_ format: TokenExportFormat) {
        let first = format.export()
        #expect(first == format.export())
        #expect(first.hasSuffix("\n") && !first.hasSuffix("\n\n"))
    }

    @Test func anUnknownFormatListsTheValidOnes() throws {
        #expect(throws: DesignSystemError.unknownValue(kind: "export format", value: "pdf", valid: ["css", "json", "swift"])) {
            try TokenExportFormat.parse("pdf")
        }
        #expect(try TokenExportFormat.parse("JSON") == .json)
    }

    @Test func cssHasEveryColorAndADarkBlock() throws {
        let css = CSSTokenExporter.export()
        let parts = css.components(separatedBy: "@media (prefers-color-scheme: dark) {")
        #expect(parts.count == 2)
        let root = parts[0], dark = parts[1]
        for color in WarmPalette.all { #expect(root.contains("--color-\(color.kebabName): \(color.rgb.hex);")) }
        for token in SemanticColor.allCases {
            #expect(root.contains("--color-\(token.cssName): \(token.resolved(in: .light).rgb.hex);"), "\(token) light")
            #expect(dark.contains("--color-\(token.cssName): \(token.resolved(in: .dark).rgb.hex);"), "\(token) dark")
        }
        #expect(root.contains("--font-display-size: 34px;") && root.contains("--font-display-weight: 700;"))
        #expect(root.contains("--font-display-family: var(--font-family-rounded);"))
        #expect(root.contains("--font-body-family: var(--font-family-default);"))
        #expect(root.contains("--spacing-xxl: 48px;") && root.contains("--radius-sheet: 20px;"))
        #expect(root.contains("--duration-quick: 150ms;") && root.contains("--duration-smooth: 350ms;"))
        #expect(root.contains("--shadow-prominent: 0 4px 8px rgba(0, 0, 0, 0.15);"))
        #expect(css.filter { $0 == "{" }.count == css.filter { $0 == "}" }.count)
    }

    @Test func dtcgJSONHasPrimitivesAndASemanticGroupPerScheme() throws {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(DTCGTokenExporter.export().utf8)) as? [String: Any])
        let colors = try #require(json["color"] as? [String: [String: Any]])
        #expect(colors.count == WarmPalette.all.count)
        for color in WarmPalette.all {
            #expect(colors[color.name]?["$type"] as? String == "color")
            #expect(colors[color.name]?["$value"] as? String == color.rgb.hex)
        }
        for scheme in ColorScheme.allCases {
            let group = try #require(json[scheme.rawValue] as? [String: Any])
            for token in SemanticColor.allCases {
                var node: Any? = group
                for segment in token.tokenPath { node = (node as? [String: Any])?[segment] }
                let leaf = try #require(node as? [String: Any], "\(scheme).\(token.tokenName)")
                #expect(leaf["$type"] as? String == "color")
                #expect(leaf["$value"] as? String == token.resolved(in: scheme).rgb.hex)
            }
        }
        let text = try #require(json["light"] as? [String: Any])["text"] as? [String: Any]
        #expect(text?.keys.sorted() == ["primary", "secondary", "tertiary"])
        let font = try #require(json["font"] as? [String: Any])
        let display = try #require(font["display"] as? [String: Any])
        #expect((display["weight"] as? [String: Any])?["$value"] as? Int == 700)
        #expect((display["family"] as? [String: Any])?["$value"] as? String == "{font.family.rounded}")
        let sizes = try #require(display["dynamicType"] as? [String: [String: Any]])
        #expect(sizes.count == 12 && sizes["accessibilityExtraExtraExtraLarge"]?["$value"] as? String == "60px")
        let shadow = try #require((json["shadow"] as? [String: Any])?["subtle"] as? [String: Any])
        #expect(shadow["$type"] as? String == "shadow")
        #expect((shadow["$value"] as? [String: Any])?["color"] as? String == "#0000000D")
    }

    @Test func swiftFileDeclaresEveryColorAndToken() {
        let swift = SwiftTokenExporter.export()
        #expect(swift.contains("import SwiftUI"))
        for color in WarmPalette.all {
            #expect(swift.contains("static let \(color.name) = Color(red: \(color.rgb.red) / 255, green: \(color.rgb.green) / 255, blue: \(color.rgb.blue) / 255)"))
        }
        for token in SemanticColor.allCases {
            #expect(swift.contains("static func \(token.rawValue)(_ colorScheme: ColorScheme) -> Color {"))
            #expect(swift.contains("colorScheme == .dark ? .\(token.resolved(in: .dark).name) : .\(token.resolved(in: .light).name)"))
        }
        #expect(swift.contains("static let display = Font.system(size: 34, weight: .bold, design: .rounded)"))
        #expect(swift.contains("static let displayScaled = Font.system(.largeTitle, design: .rounded, weight: .bold)"))
        #expect(swift.contains("static let captionScaled = Font.system(.footnote, design: .default, weight: .regular)"))
        #expect(swift.contains("static let subtle: (color: Color, radius: CGFloat, y: CGFloat) = (.black.opacity(0.05), 2, 1)"))
        #expect(swift.filter { $0 == "{" }.count == swift.filter { $0 == "}" }.count)
    }
}
