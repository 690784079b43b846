import Foundation

/// Scores how formal a text reads, 1 (very casual) to 10 (very formal), from features anyone can see in it:
/// longer words and sentences and formal vocabulary raise it; contractions, slang, hedges, exclamation marks,
/// emoji and a casual greeting lower it. Deterministic, so a variation's score can be checked.
public enum FormalityScorer {
    public static func score(_ text: String) -> Int {
        let features = Features(text)
        guard features.words > 0 else { return 5 }
        var score = 5.0
        score += clamp((features.averageWordLength - 4.6) * 1.3, 2)
        score += clamp((features.averageSentenceLength - 14) * 0.08, 1.2)
        score += clamp(features.per100(features.formalWords) * 0.45, 2.5)
        score -= clamp(features.per100(features.contractions) * 0.35, 2.5)
        score -= clamp(features.per100(features.slang) * 0.9, 3)
        score -= clamp(features.per100(features.hedges) * 0.3, 1.5)
        score -= clamp(Double(features.exclamations) * 0.6, 2)
        score -= clamp(Double(features.emoji) * 0.8, 2)
        if features.casualGreeting { score -= 1 }
        if features.formalFrame { score += 1 }
        return Int(min(10, max(1, score.rounded())))
    }

    private static func clamp(_ value: Double, _ limit: Double) -> Double {
        min(limit, max(-limit, value))
    }

    /// What the score is computed from.
    struct Features {
        var words = 0
        var averageWordLength = 0.0
        var averageSentenceLength = 0.0
        var contractions = 0
        var slang = 0
        var hedges = 0
        var formalWords = 0
        var exclamations = 0
        var emoji = 0
        var casualGreeting = false
        var formalFrame = false

        init(_ text: String) {
            let tokens = text.split(whereSeparator: \.isWhitespace).map {
                $0.trimmingCharacters(in: .punctuationCharacters.subtracting(CharacterSet(charactersIn: "'’"))).lowercased()
            }.filter { $0.contains { $0.isLetter || $0.isNumber } }
            words = tokens.count
            guard words > 0 else { return }
            averageWordLength = Double(tokens.map { $0.filter(\.isLetter).count }.reduce(0, +)) / Double(words)
            let sentences = max(1, text.split(whereSeparator: { ".!?".contains($0) }).filter { $0.contains(where: \.isLetter) }.count)
            averageSentenceLength = Double(words) / Double(sentences)
            contractions = tokens.filter { token in Self.contractionEndings.contains { token.hasSuffix($0) } }.count
            slang = tokens.filter(Self.slang.contains).count
            hedges = tokens.filter(Self.hedges.contains).count
            formalWords = tokens.filter(Self.formal.contains).count
            exclamations = text.filter { $0 == "!" }.count
            emoji = text.unicodeScalars.filter { $0.properties.isEmojiPresentation }.count
                + [":)", ":-)", ";)", ":D", "xD"].map { text.components(separatedBy: $0).count - 1 }.reduce(0, +)
            let first = tokens.first ?? ""
            casualGreeting = ["hey", "hi", "hiya", "yo", "sup", "heya", "howdy"].contains(first)
            formalFrame = ["dear", "greetings"].contains(first) || text.lowercased().contains("kind regards")
                || text.lowercased().contains("sincerely") || text.lowercased().contains("best regards")
        }

        func per100(_ count: Int) -> Double {
            Double(count) * 100 / Double(max(words, 1))
        }

        static let contractionEndings = ["n't", "n’t", "'re", "’re", "'ve", "’ve", "'ll", "’ll", "'m", "’m", "'d", "’d"]
        static let slang: Set<String> = [
            "gonna", "wanna", "gotta", "kinda", "sorta", "yeah", "yep", "nope", "cool", "awesome", "guys", "folks",
            "stuff", "btw", "lol", "omg", "tbh", "fyi", "asap", "ok", "okay", "hey", "super", "totally", "crazy",
            "huge", "chill", "heads-up", "y'all", "ya", "thx", "thanks", "no-brainer", "bummer", "ugh", "wow",
        ]
        static let hedges: Set<String> = ["maybe", "just", "probably", "perhaps", "guess", "pretty", "basically", "actually", "like"]
        static let formal: Set<String> = [
            "please", "kindly", "regarding", "therefore", "however", "furthermore", "accordingly", "consequently",
            "sincerely", "regards", "would", "appreciate", "ensure", "request", "requested", "inform", "apologize",
            "apologise", "assistance", "pursuant", "hereby", "respectfully", "additionally", "nevertheless",
            "subsequently", "approximately", "anticipate", "confirm", "acknowledge", "regret", "dear", "whom",
            "shall", "moreover", "thus", "hence",
        ]
    }
}
