/// A rewrite adds no content: no name, number or symbol the original lacks ("Tap + to add a value" for "Add a
/// value"), no content word outside the original and the theme's own written vocabulary ("…to your preferred
/// time zone"), no word said twice that the original says once ("Thinking your thinking..."), and no answer
/// word ("Nope, you're all caught up!") in front of a statement.
///
/// The theme's vocabulary is every word of its hand-written rewrites in the reference bank: the words a theme
/// may bring ("just", "grab", "EXCUSES", "journey") without changing what the string says. With `phrases`, every
/// run of words the rewrite inserts must also stand in a written rewrite's insertion (`ThemePhrases`).
public struct AddedContentCheck: Sendable {
    /// Content stems a theme may add.
    public var vocabulary: Set<String>
    /// The insertions a theme's written rewrites make; `nil` allows any insertion of vocabulary words.
    public var phrases: ThemePhrases?

    public init(vocabulary: Set<String>, phrases: ThemePhrases? = nil) {
        self.vocabulary = vocabulary
        self.phrases = phrases
    }

    /// What `candidate` adds to `original`, empty when nothing.
    public func additions(_ candidate: String, original: String) -> [String] {
        var added: [String] = []
        if let phrases {
            added += phrases.unwrittenInsertions(in: candidate, relativeTo: original).map { $0.joined(separator: " ") }
        }
        let originalNames = Set(ProtectedTerms.names(in: original).map { $0.lowercased() })
        for name in ProtectedTerms.names(in: candidate) where name != name.uppercased() || name.contains(where: { !$0.isLetter }) {
            if !originalNames.contains(name.lowercased()) { added.append(name) }
        }
        let originalStems = DisplayTextScorer.contentStems(original)
        var counts: [String: Int] = [:]
        for stem in DisplayTextScorer.contentStems(candidate) {
            counts[stem, default: 0] += 1
            let inOriginal = originalStems.contains { DisplayTextScorer.sameRoot($0, stem) }
            if !inOriginal && !vocabulary.contains(stem) { added.append(stem) }
            if inOriginal, counts[stem]! > originalStems.filter({ $0 == stem }).count, counts[stem]! > 1 { added.append(stem) }
        }
        // A one-word sentence of its own ("Own.", "REMOVE.") says nothing a reader can follow.
        let originalLower = original.lowercased()
        for sentence in Self.sentences(candidate) where sentence.count == 1 && !originalLower.contains(sentence[0]) {
            added.append(sentence[0])
        }
        let words = SpeakerCheck.words(candidate), originalWords = SpeakerCheck.words(original)
        if let first = words.first, SentenceFunctionCheck.answers.contains(first), first != originalWords.first,
            !(["no", "nope", "nah"].contains(first) && DisplayTextQualityGate.isNegated(original))
        {
            added.append(first)
        }
        return added
    }

    /// The words of each sentence of `text`.
    static func sentences(_ text: String) -> [[String]] {
        text.split { ".!?".contains($0) }.map { Insertions.words(String($0)) }
            .filter { $0.contains { $0.contains(where: \.isLetter) } }
    }
}
