import Foundation

/// A composition as a file: Markdown for people, JSON for programs. Model text is escaped for Markdown so it
/// cannot inject markup.
public enum ComposerExport {
    public enum Format: String, CaseIterable, Sendable {
        case markdown = "md"
        case json

        public static func parse(_ text: String) throws -> Format {
            guard let format = Format(rawValue: text.lowercased()) ?? (text.lowercased() == "markdown" ? .markdown : nil) else {
                throw ComposerError.unknownExportFormat(text)
            }
            return format
        }
    }

    public static func export(_ composition: Composition, as format: Format) throws -> String {
        switch format {
        case .markdown: markdown(composition)
        case .json: try json(composition)
        }
    }

    public static func markdown(_ composition: Composition) -> String {
        var lines = [
            "# Context Composer",
            "",
            "**Audience:** \(composition.context.audience.rawValue) · **Tone:** \(composition.context.tone.rawValue)",
            "",
            "## Original message",
            "",
            quoted(composition.input),
        ]
        for (index, variation) in composition.variations.enumerated() {
            let title = "\(variation.tone.rawValue) · \(variation.audience.rawValue)" + (variation.refinement.map { " (refined: \($0))" } ?? "")
            lines += [
                "",
                "## \(index + 1). \(title)",
                "",
                quoted(variation.responseText),
                "",
                "- Words: \(variation.wordCount) · reading time: \(variation.estimatedReadingTime) s · formality: \(variation.formalityScore)/10",
                "- Key points kept: \(variation.keyPointsPreserved.isEmpty ? "none found" : variation.keyPointsPreserved.map(escape).joined(separator: ", "))",
            ]
            if !variation.keyPointsMissing.isEmpty {
                lines.append("- **Missing key points:** \(variation.keyPointsMissing.map(escape).joined(separator: ", "))")
            }
            if variation.repeats(composition.input) {
                lines.append("- Your message as written: I found nothing to change for this tone.")
            } else if variation.source == .adapted {
                lines.append("- Adapted from your message by rules (the model's attempts lost facts).")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(_ composition: Composition) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(composition), as: UTF8.self) + "\n"
    }

    /// `text` as a Markdown block quote, its markup characters escaped.
    static func quoted(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + escape(String($0)) }.joined(separator: "\n")
    }

    /// Escapes the characters that would make markup (emphasis, links, headings, tables, HTML) in Markdown.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>#|~".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
