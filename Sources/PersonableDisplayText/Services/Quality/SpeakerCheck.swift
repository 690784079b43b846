/// The app speaks to the user, never as the user: a rewrite may not say "I", "my", "we" or "our" where the
/// original does not ("Are you sure you want to delete this?" → "Yes, I want to delete this." is refused).
/// "Let's" is allowed: it invites the user along, as the spec's own examples do.
public struct SpeakerCheck: Sendable {
    public init() {}

    static let singular: Set<String> = ["i", "me", "my", "mine", "myself", "i'm", "i've", "i'll", "i'd"]
    static let plural: Set<String> = ["we", "us", "our", "ours", "ourselves", "we're", "we've", "we'll", "we'd"]

    /// Whether `candidate` speaks in a first person that `original` does not use.
    public func addsFirstPerson(_ candidate: String, original: String) -> Bool {
        let before = Set(Self.words(original)), after = Set(Self.words(candidate))
        for group in [Self.singular, Self.plural] where before.isDisjoint(with: group) && !after.isDisjoint(with: group) {
            return true
        }
        return false
    }

    static func words(_ text: String) -> [String] {
        DisplayTextQualityGate.words(text.replacingOccurrences(of: "’", with: "'")).map { word in
            word.hasSuffix("'s") && word.count > 3 && !["it's", "let's", "that's", "what's", "here's", "there's", "who's"].contains(word)
                ? String(word.dropLast(2)) : word
        }
    }
}
