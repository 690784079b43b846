/// Ranks candidate rewrites that passed the quality gate: meaning kept first, then the theme's style shown.
public struct DisplayTextScorer: Sendable {
    public init() {}

    /// A score in 0...1 that prefers meaning kept, then style shown: 60 % meaning (the semantic similarity when
    /// measured, averaged with the share of content words kept), 30 % style, 10 % length kept in proportion.
    public func score(_ candidate: String, original: String, theme: DisplayTheme, similarity: Double? = nil) -> Double {
        let words = meaningKept(candidate, original: original)
        let meaning = similarity.map { (max(0, $0) + words) / 2 } ?? words
        return 0.60 * meaning
            + 0.30 * styleShown(candidate, theme: theme)
            + 0.10 * lengthFit(candidate, original: original)
    }

    /// The share of the original's content words (or their stems) that the candidate still has.
    public func meaningKept(_ candidate: String, original: String) -> Double {
        let wanted = Set(Self.contentStems(original))
        guard !wanted.isEmpty else { return 1 }
        let present = Set(Self.contentStems(candidate))
        let kept = wanted.filter { word in present.contains { Self.sameRoot(word, $0) } }
        return Double(kept.count) / Double(wanted.count)
    }

    /// Whether two stems share a root: equal, or a common start of at least five letters covering three
    /// quarters of the shorter ("importance" and "important").
    static func sameRoot(_ first: String, _ second: String) -> Bool {
        if first == second { return true }
        let common = zip(first, second).prefix { $0 == $1 }.count
        return common >= 5 && Double(common) >= 0.75 * Double(min(first.count, second.count))
    }

    /// How clearly the candidate shows the theme's voice, 0...1, from observable markers.
    public func styleShown(_ candidate: String, theme: DisplayTheme) -> Double {
        let lower = candidate.lowercased()
        let words = DisplayTextQualityGate.words(candidate)
        let markerHits = Double(Self.markers[theme, default: []].filter { lower.contains($0) }.count)
        let exclamation = candidate.contains("!") ? 1.0 : 0.0
        let question = candidate.contains("?") ? 1.0 : 0.0
        switch theme {
        case .professional:
            return 1
        case .davidGoggins:
            let letters = candidate.split(separator: " ").map(String.init).filter { $0.count >= 2 && $0.contains(where: \.isLetter) }
            let shouted = letters.filter { $0 == $0.uppercased() }.count
            let capsShare = letters.isEmpty ? 0 : Double(shouted) / Double(letters.count)
            return min(1, 1.2 * capsShare + 0.3 * markerHits + 0.2 * exclamation)
        case .gentleParenting:
            return min(1, 0.35 * markerHits + (words.contains("you") || words.contains("your") ? 0.2 : 0))
        case .tedTalk:
            return min(1, 0.35 * markerHits + 0.4 * question)
        case .leanIn:
            return min(1, 0.35 * markerHits + (words.contains("you") || words.contains("your") ? 0.2 : 0))
        case .casual:
            let contractions = words.filter { $0.contains("'") }.count
            return min(1, 0.3 * markerHits + 0.3 * Double(contractions) + 0.3 * exclamation)
        case .custom:
            // No markers are known for a theme the user defined: every candidate shows the same style, and meaning
            // and length decide.
            return 0.5
        }
    }

    /// 1 while the candidate is at most twice the original plus 30 characters, falling to 0 at four times.
    func lengthFit(_ candidate: String, original: String) -> Double {
        let comfortable = Double(original.count * 2 + 30)
        let length = Double(candidate.count)
        guard length > comfortable else { return 1 }
        return max(0, 1 - (length - comfortable) / comfortable)
    }

    private static let markers: [DisplayTheme: [String]] = [
        .davidGoggins: ["now", "no excuses", "work", "discipline", "hard", "push", "earn", "grind", "tough", "weak", "get after", "nobody", "excuse"],
        .gentleParenting: ["gentle", "ready", "okay", "feel", "whenever", "let's", "together", "explore", "journey", "kind", "your own pace", "you're", "safe", "proud", "matters", "take your time"],
        .tedTalk: ["journey", "every", "story", "imagine", "what if", "idea", "world", "begins", "vision", "future", "possible", "chapter", "question"],
        .leanIn: ["take charge", "step up", "lead", "own", "confident", "ambition", "you've got", "power", "bold", "seat", "drive", "challenge", "growth", "you can"],
        .casual: ["let's", "hey", "yay", "nope", "cool", "gonna", "stuff", "just", "pretty", "quick", "no worries", "yet!", "oops"],
    ]

    private static let stopWords: Set<String> = [
        "the", "and", "you", "your", "yours", "for", "with", "this", "that", "are", "was", "has", "have", "had", "will",
        "its", "our", "not", "yet", "can", "get", "let", "lets", "let's", "all", "any", "from", "into", "out", "who",
        "what", "how", "why", "now", "see", "to", "of", "in", "on", "a", "an", "is", "it", "be", "or", "at", "by",
    ]

    /// Lower-cased words of three letters or more that carry meaning, crudely stemmed ("goals" → "goal").
    static func contentStems(_ text: String) -> [String] {
        DisplayTextQualityGate.words(text)
            .filter { $0.count >= 3 && !stopWords.contains($0) && !$0.hasPrefix("%") }
            .map(stem)
    }

    static func stem(_ word: String) -> String {
        for suffix in ["ing", "ies", "es", "ed", "s"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
            return String(word.dropLast(suffix.count)) + (suffix == "ies" ? "y" : "")
        }
        return word
    }
}
