import Foundation
import Personable
@testable import PersonableCLI
import PersonableTesting
import Testing

/// `personable tokens export|check|show` and `personable lint-copy`, run as a user would.
@Suite struct DesignSystemCLITests {
    let folder = TemporaryDirectory()

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder.path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: TokenExportFormat.allCases)
    func exportPrintsTheFormatExactly(_ format: TokenExportFormat) throws {
        let result = try CLIRunner.run(["tokens", "export", "--format", format.rawValue])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == format.export())
    }

    @Test func anUnknownFormatIsRefusedWithTheValidOnes() throws {
        let result = try CLIRunner.run(["tokens", "export", "--format", "pdf"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("I don't know the export format \"pdf\""))
        #expect(result.stderr.contains("css, json, swift"))
        #expect(!result.stderr.contains("Error:"))
    }

    @Test func checkPassesAndPrintsEveryPairingInBothSchemes() throws {
        let result = try CLIRunner.run(["tokens", "check"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        for pairing in ContrastPairings.declared {
            let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("| \(pairing.name) |") })
            #expect(line.contains("| \(Contrast.formatted(pairing.ratio(in: .light))) | \(Contrast.formatted(pairing.ratio(in: .dark))) | pass |"))
        }
        #expect(result.stdout.contains("dark background is not pure black | pass"))
        #expect(result.stdout.contains("Excluded"))
    }

    @Test func checkJSONDecodes() throws {
        let result = try CLIRunner.run(["tokens", "check", "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["passed"] as? Bool == true)
        let pairings = try #require(json["pairings"] as? [[String: Any]])
        #expect(pairings.count == ContrastPairings.declared.count)
        #expect(pairings.allSatisfy { $0["passed"] as? Bool == true && ($0["light"] as? Double ?? 0) >= ($0["required"] as? Double ?? 99) })
        #expect((json["warmth"] as? [[String: Any]])?.count == 6)
    }

    @Test func showPrintsSwatchesIn24BitColour() throws {
        let result = try CLIRunner.run(["tokens", "show"], environment: ["NO_COLOR": ""])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\u{1B}[48;2;253;248;240m"), "cream swatch")
        #expect(result.stdout.contains("Semantic colors (light)") && result.stdout.contains("Semantic colors (dark)"))
        let dark = try CLIRunner.run(["tokens", "show", "--scheme", "dark"], environment: ["NO_COLOR": ""])
        #expect(dark.status == 0 && !dark.stdout.contains("Semantic colors (light)"))
        #expect(dark.stdout.contains("\u{1B}[38;2;252;250;246;48;2;30;28;24m Warm words \u{1B}[0m"),
                "text.primary sample on creamDark, in one escape (Rainbow's)")
        let plain = try CLIRunner.run(["tokens", "show"], environment: ["NO_COLOR": "1"])
        #expect(!plain.stdout.contains("\u{1B}[") && plain.stdout.contains("[#FDF8F0]"))
        let bad = try CLIRunner.run(["tokens", "show", "--scheme", "sepia"])
        #expect(bad.status != 0 && bad.stderr.contains("light, dark"))
    }

    @Test func lintCopyPassesWarmFilesAndFlagsColdOnes() throws {
        let warm = try write("warm.strings", "\"error.network\" = \"I couldn't connect right now.\";\n\"ok\" = \"Save\";\n")
        let passing = try CLIRunner.run(["lint-copy", warm])
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        #expect(passing.stdout.contains("I checked 2 strings"))

        let cold = try write("cold.strings", "\"error.network\" = \"Error: Connection failed (503).\";\n\"hint\" = \"You entered a bad name, I think.\";\n")
        let failing = try CLIRunner.run(["lint-copy", cold])
        #expect(failing.status != 0)
        #expect(failing.stdout.contains("\(cold): error.network: error-prefix"))
        #expect(failing.stdout.contains("\(cold): error.network: cold-word (failed): Error: Connection failed (503)."))
        #expect(failing.stdout.contains("\(cold): error.network: not-first-person"))
        #expect(failing.stdout.contains("\(cold): error.network: error-code"))
        #expect(failing.stdout.contains("\(cold): hint: blames-user (you entered)"))

        let json = try CLIRunner.run(["lint-copy", "--json", cold, warm])
        #expect(json.status != 0)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(findings.count == 5 && findings.allSatisfy { $0["file"] as? String == cold })
    }

    @Test func lintCopyReadsCatalogsAndTextWithOddContent() throws {
        let catalog = try write("Localizable.xcstrings", #"""
        {"sourceLanguage":"en","strings":{
          "":{},
          "count":{"localizations":{"en":{"variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%lld conversation"}},
            "other":{"stringUnit":{"state":"translated","value":"%1$lld conversations\nand counting"}}}}}}},
          "load_error":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Loading failed.\nCode=-1009"}}}}
        }}
        """#)
        let text = try write("messages.txt", "I couldn't load that. Give me another try?\n\n%@\n%%\n")
        let result = try CLIRunner.run(["lint-copy", catalog, text])
        #expect(result.status == 1)
        #expect(result.stdout.contains("load_error: error-code (Code=-1009): Loading failed.\\nCode=-1009"))
        #expect(result.stdout.contains("load_error: cold-word (failed)"))
        #expect(!result.stdout.contains("count ["), "plural variants are warm")
        #expect(!result.stdout.contains("messages.txt:"))
        #expect(result.stderr.isEmpty)
    }

    @Test func lintCopyRefusesMissingFilesFoldersAndBrokenJSONByName() throws {
        let missing = folder.path("missing.strings")
        let broken = try write("broken.xcstrings", "{ \"strings\": ")
        for (arguments, expected) in [
            ([missing], "I couldn't find \(missing)."),
            ([folder.url.path], "I can only check files, and \(folder.url.path) is a folder."),
            ([broken], "I couldn't read \(broken) as a string catalog"),
        ] {
            let result = try CLIRunner.run(["lint-copy"] + arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.hasPrefix(expected), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        let none = try CLIRunner.run(["lint-copy"])
        #expect(none.status != 0 && none.stderr.hasPrefix("I need at least one file"))
    }
}
