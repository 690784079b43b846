/// Cleans a model's answer and decides whether it is a faithful variation: not empty, not the prompt, every key
/// point kept, no number or date the message does not have, not far longer than the message.
public struct ComposerOutputCheck: Sendable {
    public let input: String
    public let keyPoints: [KeyPoint]
    private let inputFacts: Set<String>
    private let markers = ComposerPromptBuilder().promptMarkers

    /// The check for rewrites of `input`, whose key points it extracts once.
    public init(input: String) {
        self.input = input
        keyPoints = KeyPointExtractor.extract(input)
        inputFacts = Set(keyPoints.map(\.key))
    }

    /// The answer without surrounding space, quotes, a "Rewrite:" label or a "Sure, here is…:" line.
    public static func clean(_ raw: String) -> String {
        var text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        for label in ["Rewrite:", "Rewritten message:", "Response:", "Answer:"] where text.hasPrefix(label) {
            text = String(text.dropFirst(label.count)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if let firstLine = text.split(separator: "\n", maxSplits: 1).first, firstLine.hasSuffix(":"),
           ["sure", "here", "certainly", "of course"].contains(where: { firstLine.lowercased().hasPrefix($0) }) {
            text = String(text.dropFirst(firstLine.count)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if text.count >= 2, let first = text.first, let last = text.last, (first, last) == ("\"", "\"") || (first, last) == ("“", "”") {
            text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    private static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).joined(separator: " ")
    }

    /// Why `text` is not acceptable, in the first person; empty when it is.
    public func problems(with text: String) -> [String] {
        guard !text.isEmpty else { return ["I wrote nothing."] }
        var problems = repeatedPrompt(in: text)
        let missing = KeyPointExtractor.check(keyPoints, in: text).missing
        if !missing.isEmpty {
            problems.append("I left out \(missing.map { "\"\($0.text)\"" }.joined(separator: ", ")).")
        }
        problems += addedFacts(Self.addedFacts(in: text, beyond: inputFacts))
        if Self.normalized(text) == Self.normalized(input) {
            problems.append("I only repeated the message.")
        }
        problems += tooLong(TextMeasure.wordCount(text))
        return problems
    }

    /// Why a variation still being written is already lost, in the first person; empty while it may still pass.
    /// Only what more text cannot undo counts: a prompt label, too many words, and a number, date or time the
    /// message doesn't have, judged on whole words and only once the next word has come ("March" may still
    /// become "March 3", "3" become "3 pm").
    public func earlyProblems(with partial: String) -> [String] {
        var words = partial.split(whereSeparator: \.isWhitespace)
        if let last = partial.last, !last.isWhitespace, !words.isEmpty { words.removeLast() }  // still being written
        let whole = words.joined(separator: " ")
        var problems = repeatedPrompt(in: Self.clean(partial)) + tooLong(TextMeasure.wordCount(whole))
        let settled = Set(Self.addedFacts(in: words.dropLast().joined(separator: " "), beyond: inputFacts).map(\.key))
        problems += addedFacts(Self.addedFacts(in: whole, beyond: inputFacts).filter { settled.contains($0.key) })
        return problems
    }

    private func repeatedPrompt(in text: String) -> [String] {
        guard let marker = markers.first(where: text.contains) ?? (text.contains("rewritten for its audience") ? "the rules" : nil) else {
            return []
        }
        return ["I repeated part of my prompt (\(marker))."]
    }

    /// The numbers, dates and times of `text` that are not among `facts`.
    private static func addedFacts(in text: String, beyond facts: Set<String>) -> [KeyPoint] {
        KeyPointExtractor.extract(text).filter { [.number, .date, .time].contains($0.kind) && !facts.contains($0.key) }
    }

    private func addedFacts(_ added: [KeyPoint]) -> [String] {
        added.isEmpty ? [] : ["I added \(added.map { "\"\($0.text)\"" }.joined(separator: ", ")), which the message doesn't say."]
    }

    private func tooLong(_ words: Int) -> [String] {
        let inputWords = TextMeasure.wordCount(input)
        return words > max(inputWords * 5 / 2, inputWords + 40) ? ["I wrote \(words) words for a \(inputWords)-word message."] : []
    }
}
