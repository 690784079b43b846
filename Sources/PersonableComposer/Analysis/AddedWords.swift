/// The words a variation says that its message does not: a model that adds "to check and repair the printer
/// immediately" or "I am writing to express my concern" changes what the message says, however politely.
///
/// A variation may add the words that carry tone and courtesy (`courtesy`: "please", "thank", "regards",
/// "update", "understand", …) and the words of the rules' own openings and closings; any other content word
/// whose root the message lacks is an addition.
public enum AddedWords {
    /// The content words of `text` whose root `input` does not have, and that carry no tone, in order.
    public static func added(in text: String, beyond input: String) -> [String] {
        let known = Set(words(input).map(root))
        var added: [String] = []
        for word in words(text) where word.count >= 4 && !stopWords.contains(word) {
            let stem = root(word)
            guard !known.contains(where: { sameRoot($0, stem) }), !courtesy.contains(stem), !added.contains(word) else { continue }
            added.append(word)
        }
        return added
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().replacingOccurrences(of: "’", with: "'").split { !$0.isLetter && $0 != "'" }.map(String.init)
    }

    /// A crude root: plural, past and -ing endings off ("repairs", "repaired", "repairing" → "repair").
    static func root(_ word: String) -> String {
        var word = word
        if word.hasSuffix("'s") { word.removeLast(2) }
        for suffix in ["ing", "ied", "ies", "ed", "es", "ly", "s"] where word.count >= suffix.count + 3 && word.hasSuffix(suffix) {
            return String(word.dropLast(suffix.count)) + (suffix == "ies" || suffix == "ied" ? "y" : "")
        }
        return word
    }

    static func sameRoot(_ first: String, _ second: String) -> Bool {
        if first == second { return true }
        let common = zip(first, second).prefix { $0 == $1 }.count
        return common >= 4 && Double(common) >= 0.75 * Double(min(first.count, second.count))
    }

    static let stopWords: Set<String> = [
        "that", "this", "with", "from", "have", "will", "would", "could", "should", "your", "yours", "their", "there",
        "they", "them", "then", "than", "what", "when", "which", "were", "been", "being", "into", "onto", "just",
        "also", "very", "some", "more", "much", "such", "only", "here", "where", "about", "it's", "that's", "we're",
        "we'll", "you're", "you'll", "i'll", "i'm", "i've", "can't", "don't", "won't", "isn't", "aren't", "let's",
        "shall", "does", "doing", "done", "make", "sure", "know", "need", "like", "well", "still", "again",
    ]

    /// Roots of words that carry tone or courtesy, never a fact.
    static let courtesy: Set<String> = Set([
        "please", "thank", "thanks", "regard", "kind", "kindly", "best", "cheer", "hello", "dear", "team", "everyone",
        "hope", "glad", "happy", "sorry", "apolog", "apologize", "understand", "appreciate", "patience", "bear",
        "bearing", "update", "quick", "note", "inform", "reach", "question", "concern", "help", "feel", "free",
        "hesitate", "touch", "forward", "look", "wanted", "want", "share", "heads", "following", "find", "brief",
        "below", "client", "colleague", "folk", "friend", "hear", "soon", "again", "matter", "affect", "stand",
        "thing", "news", "anyone", "frustrat", "trouble", "discuss", "support", "assist", "assistance", "thought",
        "okay", "great", "awesome", "cool", "sound", "good", "just", "really", "definitely", "certainly", "truly",
        "sincerely", "warm", "warmly", "respectfully", "confirm", "attention", "aware", "advance", "keep", "post",
        "posted", "mind", "hi", "hey", "yours", "sincere", "quickly", "reminder",
        // The tones' names describe how a message is said, not what it says.
        "formal", "casual", "empathetic", "direct", "diplomatic",
    ].map(root))
}
