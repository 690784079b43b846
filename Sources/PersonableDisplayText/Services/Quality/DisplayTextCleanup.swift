import Foundation

/// Turns a model's raw answer into the candidate text: the first line, without labels ("David Goggins:"),
/// preambles ("Sure, here's a rewrite:"), surrounding quotes or markdown emphasis.
public enum DisplayTextCleanup {
    /// Cleans `raw`; `labels` are extra prefixes to strip (the theme's display name, the prompt's own labels).
    public static func clean(_ raw: String, labels: [String] = []) -> String {
        var text = raw.replacingOccurrences(of: "\r", with: "\n")
        text = text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty } ?? ""
        var changed = true
        while changed {
            changed = false
            let before = text
            text = stripPreamble(text)
            text = stripLabel(text, labels: labels + genericLabels)
            text = stripQuotes(text)
            text = text.trimmingCharacters(in: .whitespaces)
            changed = text != before
        }
        return collapseSpaces(text)
    }

    private static let genericLabels = [
        "Original", "Rewrite", "Rewritten", "Rewritten text", "Answer", "Output", "Text", "Result", "Assistant",
        "Response", "New text", "Themed",
    ]

    private static let preambles = [
        "sure, here's", "sure, here is", "sure!", "sure,", "here's", "here is", "certainly!", "certainly,",
        "of course!", "of course,", "okay, here", "ok, here",
    ]

    /// "Sure, here's the rewrite: X" → "X"; "Sure! X" → "X".
    private static func stripPreamble(_ text: String) -> String {
        let lower = text.lowercased()
        guard let preamble = preambles.first(where: { lower.hasPrefix($0) }) else { return text }
        if let colon = text.firstIndex(of: ":"), text.distance(from: text.startIndex, to: colon) < 60 {
            return String(text[text.index(after: colon)...])
        }
        if preamble.hasSuffix("!") || preamble.hasSuffix(",") {
            return String(text.dropFirst(preamble.count))
        }
        return text
    }

    /// "David Goggins: X" → "X" for a known label (any case, optional markdown bold).
    private static func stripLabel(_ text: String, labels: [String]) -> String {
        let unbolded = text.replacingOccurrences(of: "**", with: "")
        for label in labels where !label.isEmpty {
            for separator in [":", " -", " –", " —"] {
                let prefix = label + separator
                if unbolded.lowercased().hasPrefix(prefix.lowercased()) {
                    return String(unbolded.dropFirst(prefix.count))
                }
            }
        }
        return text
    }

    private static let quotePairs: [(Character, Character)] = [
        ("\"", "\""), ("'", "'"), ("“", "”"), ("‘", "’"), ("«", "»"), ("`", "`"), ("*", "*"), ("_", "_"),
    ]

    /// `"X"` → `X` when the whole text is quoted.
    private static func stripQuotes(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, let last = text.last else { return text }
        for (open, close) in quotePairs where first == open && last == close {
            let inner = text.dropFirst().dropLast()
            if !inner.contains(close) || open != close { return String(inner) }
        }
        return text
    }

    private static func collapseSpaces(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
