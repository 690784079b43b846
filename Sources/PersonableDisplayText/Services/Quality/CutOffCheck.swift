/// A rewrite must end where a sentence or a label can end: not on "and", "the" or "your", not on a comma or a
/// dash, and with its quotes and brackets closed — what a model's answer looks like when it ran out of tokens.
public struct CutOffCheck: Sendable {
    public init() {}

    static let danglingWords: Set<String> = [
        "and", "or", "but", "so", "the", "a", "an", "to", "of", "for", "with", "your", "my", "our", "their", "his",
        "her", "its", "in", "on", "at", "by", "from", "into", "that", "which", "who", "is", "are", "was", "were",
        "be", "because", "if", "when", "while", "as", "than", "then", "this", "these", "those", "you're", "will",
        "can", "just", "very", "more", "most", "about",
    ]

    /// Whether `candidate` looks cut off (and `original` does not end the same way).
    public func isCutOff(_ candidate: String, original: String) -> Bool {
        let text = candidate.trimmingCharacters(in: .whitespaces)
        guard let last = text.last else { return true }
        if ",;:-–—(/&".contains(last), original.last != last { return true }
        let words = DisplayTextQualityGate.words(text.replacingOccurrences(of: "’", with: "'"))
        let originalWords = DisplayTextQualityGate.words(original.replacingOccurrences(of: "’", with: "'"))
        if let lastWord = words.last, Self.danglingWords.contains(lastWord), originalWords.last != lastWord,
            last.isLetter
        {
            return true
        }
        // A text starts as its original does: with a capital when the original has one.
        if let first = text.first, first.isLetter, first.isLowercase, original.first?.isUppercase == true {
            return true
        }
        // A sentence after a full stop starts with a capital ("Welcome back, %@! stay focused." is broken).
        if text.range(of: #"[.!?] +\p{Ll}"#, options: .regularExpression) != nil,
            original.range(of: #"[.!?] +\p{Ll}"#, options: .regularExpression) == nil
        {
            return true
        }
        for (open, close) in [("(", ")"), ("[", "]"), ("“", "”")] where text.count(of: open) != text.count(of: close) {
            return true
        }
        return text.count(of: "\"") % 2 != original.count(of: "\"") % 2
    }
}

extension String {
    /// How many times `piece` occurs.
    func count(of piece: String) -> Int {
        components(separatedBy: piece).count - 1
    }
}
