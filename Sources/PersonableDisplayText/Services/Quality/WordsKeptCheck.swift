/// A rewrite says everything the original says and shows the theme.
///
/// Every content word of the original stays (by its root: "goals" and "goal"), but those the theme's written
/// rewrites of the same kind also leave out ("Loading" when a loading message becomes "Grabbing your goals..."):
/// "Welcome to AntennaPod!" is not "Hey, AntennaPod!". And a rewrite that only takes words away ("You're done
/// for today!" for "You're all done for today!"), or adds only words without a voice ("Waiting for your Feedly
/// access..."), shows no theme at all: it is never better than the original.
public struct WordsKeptCheck: Sendable {
    /// Stems the theme's written rewrites drop; `nil` checks nothing.
    public var droppable: Set<String>?

    public init(droppable: Set<String>?) {
        self.droppable = droppable
    }

    /// The original's content words the candidate drops and the theme never drops.
    public func dropped(_ candidate: String, original: String) -> [String] {
        guard let droppable else { return [] }
        return Self.droppedStems(of: original, in: candidate).filter { !droppable.contains($0) }.sorted()
    }

    /// Whether the candidate shows no theme: it only removes words, changes punctuation or adds words that carry
    /// no voice ("Waiting for your Feedly access..."), and shouts no word the original does not.
    public func showsNoStyle(_ candidate: String, original: String) -> Bool {
        let inserted = Insertions.runs(in: candidate, relativeTo: original).joined()
        guard inserted.allSatisfy(Self.voiceless.contains) else { return false }
        let shoutedBefore = Set(Self.shouted(original).map { $0.lowercased() })
        return Self.shouted(candidate).allSatisfy { shoutedBefore.contains($0.lowercased()) }
    }

    /// The content stems of `original` that `rewrite` has no word of the same root for.
    static func droppedStems(of original: String, in rewrite: String) -> Set<String> {
        let kept = DisplayTextScorer.contentStems(rewrite)
        return Set(DisplayTextScorer.contentStems(original).filter { stem in
            !kept.contains { DisplayTextScorer.sameRoot(stem, $0) }
        })
    }

    /// Words that add no voice of their own.
    static let voiceless: Set<String> = [
        "your", "the", "a", "an", "all", "this", "that", "these", "those", "here", "there", "of", "to", "for", "and",
        "it", "its", "is", "are", "you", "in", "on", "at", "be", "now",
    ]

    /// Words of two letters or more written in capitals.
    static func shouted(_ text: String) -> [String] {
        text.split { !$0.isLetter }.map(String.init).filter { $0.count >= 2 && $0 == $0.uppercased() }
    }
}
