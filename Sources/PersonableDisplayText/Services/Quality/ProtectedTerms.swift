import Foundation

/// What a rewrite must keep word for word: quoted and code literals (`"%@"`, `'Add New Habit'`,
/// `/habit add <name>`), names written with capitals inside a sentence (Settings, iCloud, Start), values with
/// digits (8:00, 6-digit, 3.0), and the app's own nouns — a "workout" is never a "work out session" and
/// "goals" are never "targets".
public struct ProtectedTerms: Sendable, Hashable {
    /// Literals that must appear exactly (quotes, code).
    public let literals: [String]
    /// Names and values that must appear, in any letter case.
    public let names: [String]
    /// Stems of the nouns that must still be there.
    public let nounStems: [String]

    public init(in original: String) {
        literals = Self.literals(in: original)
        var text = original
        for literal in literals { text = text.replacingOccurrences(of: literal, with: " ") }
        names = Self.names(in: text)
        nounStems = Self.nounStems(in: text, excluding: Set(names.map { $0.lowercased() }))
    }

    /// What `candidate` lost: each missing literal, name or noun.
    public func missing(in candidate: String) -> [String] {
        var missing = literals.filter { !candidate.contains($0) }
        let lower = candidate.lowercased()
        missing += names.filter { !lower.contains($0.lowercased()) }
        let words = SpeakerCheck.words(candidate)
        missing += nounStems.filter { !SentenceFunctionCheck.keepsStem($0, in: words) }
        return missing
    }

    private static let literalPatterns = [
        #"`[^`]+`"#, #"“[^”]+”"#, #"(?<![\p{L}\p{N}])"[^"]+""#, #"(?<![\p{L}\p{N}])'[^']+'(?![\p{L}\p{N}])"#,
        #"(?<![\p{L}\p{N}])‘[^’]+’(?![\p{L}\p{N}])"#, #"(?<!\S)/\S+"#, #"<[^>\s]+>"#, #"\S+@\S+\.\S+"#,
        #"\b\S+\.(com|org|net|app|io)\b"#,
    ]

    static func literals(in text: String) -> [String] {
        var found: [String] = []
        for pattern in literalPatterns {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for match in regex.matches(in: text, range: range) {
                if let span = Range(match.range, in: text) { found.append(String(text[span])) }
            }
        }
        return found
    }

    /// Words with a capital inside a sentence ("Settings", "QR", "iCloud") and tokens with digits ("8:00").
    static func names(in text: String) -> [String] {
        var found: [String] = []
        let bare = TextScopeClassifier.withoutSpecifiers(text)
        let tokens = bare.split(separator: " ").map(String.init)
        var sentenceStart = true
        for token in tokens {
            let word = token.trimmingCharacters(in: CharacterSet.punctuationCharacters.subtracting(CharacterSet(charactersIn: "+")))
            defer { sentenceStart = token.last.map { ".!?:".contains($0) } ?? false }
            guard !word.isEmpty else { continue }
            if word.contains(where: \.isNumber) { found.append(word); continue }
            if word == "+" { found.append(word); continue }
            let camel = word.dropFirst().contains(where: \.isUppercase) && word.contains(where: \.isLowercase)
            if camel || (!sentenceStart && word.first?.isUppercase == true && word != "I" && !word.hasPrefix("I'")) {
                found.append(word)
            }
        }
        return found
    }

    static func nounStems(in text: String, excluding names: Set<String>) -> [String] {
        var seen = Set<String>()
        return DisplayTextScorer.contentStems(text).filter { stem in
            !Self.rephrasable.contains(stem) && !names.contains(stem) && seen.insert(stem).inserted
        }
    }

    /// Stems of words a theme may say in its own way: verbs, adjectives, adverbs and framing words of UI text.
    ///
    /// Calibrated on the reference bank: these are the words its hand-written rewrites say differently
    /// ("Loading" → "Gathering", "appear here" → "show up here", "Importance" → "How much does this matter?").
    static let rephrasable: Set<String> = [
        "load", "enter", "appear", "cannot", "want", "work", "when", "show", "add", "look", "each", "think", "search",
        "sure", "sent", "send", "been", "analyz", "review", "ready", "generat", "talk", "fetch", "plan", "plann",
        "later", "begin", "complet", "join", "period", "sav", "save", "welcome", "writ", "write", "what'", "upcom",
        "first", "empty", "prepar", "find", "importance", "important", "future", "start", "track", "see", "set",
        "create", "guide", "make", "keep", "get", "need", "try", "use", "new", "more", "only", "just", "here",
        "there", "again", "every", "still", "also", "some", "many", "much", "very", "good", "great", "best", "right",
        "well", "already", "soon", "ever", "help", "give", "take", "done", "sync", "check", "updat", "crunch",
        "back", "sign", "way", "thing", "someth", "anyth", "everyth", "nothing", "ideas", "idea", "choose", "pick",
        "put", "hold", "like", "feel", "read", "mak", "would", "could", "should", "shall", "might", "must",
        "which", "where", "while", "then", "than", "they", "them", "their", "there'", "it'", "you'", "you'll",
        "you're", "you've", "don't", "won't", "can't", "isn't", "aren't", "haven't", "hasn't",
    ]
}
