import ArgumentParser
import Foundation
import Personable

/// `personable tokens check [--json]`: every contrast pairing in light and dark, the exclusions, and the warmth
/// checks; exits non-zero when anything fails.
struct TokensCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Check contrast (WCAG 2.1) and warmth of the shipped tokens.")

    @OptionGroup var output: OutputOptions

    func run() throws {
        let report = TokenCheckReport()
        if output.json {
            try Console.printJSON(report)
        } else {
            Console.print(Self.render(report))
        }
        if !report.passed { throw ExitCode.failure }
    }

    /// The report as Markdown tables (pasted into docs/DESIGN_SYSTEM.md).
    static func render(_ report: TokenCheckReport) -> String {
        func mark(_ passed: Bool) -> String { passed ? "pass" : "FAIL" }
        var lines = [
            "Contrast (WCAG 2.1; ratios truncated to two decimals)", "",
            "| pairing | use | required | light | dark | result |",
            "|---|---|---|---|---|---|",
        ]
        for row in report.pairings {
            lines.append(
                "| \(row.pairing) | \(row.usage == .bodyText ? "body text" : "large text / icon") | "
                    + "\(RatioText.ratio(row.required)) | \(Contrast.formatted(row.light)) | \(Contrast.formatted(row.dark)) | "
                    + "\(row.lightPasses && row.darkPasses ? "pass" : "FAIL (light \(mark(row.lightPasses)), dark \(mark(row.darkPasses)))") |")
        }
        if !report.exclusions.isEmpty {
            lines += ["", "Excluded (spec values make them impossible; not offered)", "",
                      "| pairing | scheme | required | ratio | reason |", "|---|---|---|---|---|"]
            for row in report.exclusions {
                lines.append(
                    "| \(row.pairing) as body text | \(row.scheme.rawValue) | \(RatioText.ratio(row.required)) | "
                        + "\(Contrast.formatted(row.ratio)) | \(row.reason) |")
            }
        }
        lines += ["", "Warmth", "", "| check | result | detail |", "|---|---|---|"]
        for check in report.warmth {
            lines.append("| \(check.name) | \(mark(check.passed)) | \(check.detail) |")
        }
        let failures = report.pairings.filter { !$0.passed }.count + report.warmth.filter { !$0.passed }.count
        lines += ["", report.passed
            ? "All \(report.pairings.count) pairings and \(report.warmth.count) warmth checks pass."
            : "\(failures) check\(failures == 1 ? "" : "s") did not pass."]
        return lines.joined(separator: "\n")
    }
}

/// Required ratios as written in WCAG (`4.5`, `3.0`).
enum RatioText {
    static func ratio(_ value: Double) -> String { String(format: "%.1f", value) }
}
