/// A rewrite keeps what the string does on screen: a question stays a question about the same action (and is
/// never answered), a confirmation keeps its consequence, an instruction keeps its gesture or action, a
/// progress message stays one, and a statement does not turn into a question where a question makes no sense.
public struct SentenceFunctionCheck: Sendable {
    public init() {}

    static let answers: Set<String> = ["yes", "yeah", "yep", "yup", "no", "nope", "nah", "absolutely", "definitely", "ok", "okay"]

    /// Words that may stand for an action word of the original ("toss" for "discard").
    static let synonyms: [String: Set<String>] = [
        "discard": ["toss", "ditch", "throw", "scrap", "drop"],
        "remove": ["take", "drop"],
        "choose": ["pick", "select"],
        "select": ["pick", "choose"],
        "pick": ["choose", "select"],
        "undone": ["undo", "undoing", "undid", "reversed", "permanent", "forever", "good", "back"],
        "leave": ["exit", "quit"],
        "enter": ["type", "pop", "put", "punch", "add", "drop"],
    ]

    /// Whether `candidate` no longer does what `original` does as a `kind` string.
    public func changesFunction(_ candidate: String, original: String, kind: TextKind) -> Bool {
        let candidateWords = SpeakerCheck.words(candidate), originalWords = SpeakerCheck.words(original)
        let asksQuestion = original.contains("?")
        if asksQuestion {
            if !candidate.contains("?") { return true }
            if let first = candidateWords.first, Self.answers.contains(first), !originalWords.starts(with: [first]) {
                return true
            }
            // The action asked about is still the one asked about.
            for verb in originalWords where TextScopeClassifier.confirmationVerbs.contains(verb) {
                if !Self.keeps(verb, in: candidateWords) { return true }
            }
            // The consequence after the question is still said.
            if let mark = original.firstIndex(of: "?") {
                let consequence = DisplayTextScorer.contentStems(String(original[original.index(after: mark)...]))
                if !consequence.isEmpty, !consequence.contains(where: { Self.keepsStem($0, in: candidateWords) }) {
                    return true
                }
                // "This cannot be undone." never becomes "This CAN BE undone."
                let rest = String(original[original.index(after: mark)...])
                let candidateRest = candidate.firstIndex(of: "?").map { String(candidate[candidate.index(after: $0)...]) } ?? ""
                if DisplayTextQualityGate.isNegated(rest), !DisplayTextQualityGate.isNegated(candidateRest) { return true }
            }
        } else if candidate.contains("?"), [.confirmation, .loading, .thinking, .emptyStateTitle].contains(kind) {
            return true
        }
        if kind == .instruction, let verb = originalWords.first,
            TextScopeClassifier.gestureVerbs.contains(verb) || TextScopeClassifier.actionVerbs.contains(verb)
        {
            if !Self.keeps(verb, in: candidateWords) { return true }
        }
        if [.loading, .thinking].contains(kind), Self.endsWithEllipsis(original), !Self.endsWithEllipsis(candidate) {
            return true
        }
        return false
    }

    static func endsWithEllipsis(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.hasSuffix("...") || trimmed.hasSuffix("…")
    }

    static func keeps(_ word: String, in words: [String]) -> Bool {
        keepsStem(DisplayTextScorer.stem(word), in: words) || !(synonyms[word] ?? []).isDisjoint(with: words)
    }

    static func keepsStem(_ stem: String, in words: [String]) -> Bool {
        words.contains { DisplayTextScorer.sameRoot(stem, DisplayTextScorer.stem($0)) }
            || !(synonyms[stem] ?? []).isDisjoint(with: words)
    }
}
