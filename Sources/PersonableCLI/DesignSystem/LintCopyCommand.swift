import ArgumentParser
import Foundation
import Personable

/// `personable lint-copy FILE…`: flags error copy that is not warm in `.strings`, `.xcstrings` and text files;
/// exits non-zero when it finds anything.
struct LintCopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint-copy",
        abstract: "Check error copy for warmth: first person, no codes or \"Error:\", no blame, no cold words.")

    @Argument(help: "The .strings, .xcstrings or plain text files (one string per line).")
    var files: [String] = []

    @Flag(name: .long, help: "Treat every string as error copy, not only the ones that look like errors.")
    var all = false

    @OptionGroup var output: OutputOptions

    func run() throws {
        if files.isEmpty { throw CLIError("I need at least one file to check.") }
        let linter = WarmCopyLinter(treatAllAsErrors: all)
        var findings: [CopyFinding] = []
        var strings = 0
        for file in files {
            let entries = try CopyFileReader.read(path: file)
            strings += entries.count
            findings += linter.lint(entries, file: file)
        }
        if output.json {
            try Console.printJSON(findings)
        } else {
            for finding in findings {
                Console.print(
                    "\(finding.file ?? "-"): \(finding.key): \(finding.rule.rawValue) (\(finding.detail)): "
                        + Self.oneLine(finding.text))
            }
            Console.print(
                findings.isEmpty
                    ? "I checked \(strings) string\(strings == 1 ? "" : "s") and found nothing cold."
                    : "I found \(findings.count) thing\(findings.count == 1 ? "" : "s") to warm up in \(strings) string\(strings == 1 ? "" : "s").")
        }
        if !findings.isEmpty { throw ExitCode.failure }
    }

    /// Multi-line text on one line, newlines shown as `\n`.
    static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }
}
