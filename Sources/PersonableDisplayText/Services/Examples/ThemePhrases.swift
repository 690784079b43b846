/// What a theme may add to a string: the runs of words its hand-written rewrites insert into their originals
/// ("when you're ready", "NO EXCUSES", "hang tight"). A model's rewrite may insert only these runs
/// — its own additions ("GET OUT OF HERE", "Today's journey is over") are refused — so every word a theme adds
/// was written by a person for that theme, and the model's part is choosing and placing them.
///
/// A run is allowed only in the situation it was written for (`StringSituation`): what comforts an empty list
/// ("and that's okay") is not said after "You're all caught up!", and what cheers an addition is not said after
/// a deletion.
public struct ThemePhrases: Sendable {
    /// Every inserted run of the theme's written rewrites, as space-joined lower-case words, with the situations
    /// of the strings it was written for.
    private let phrases: [String: Set<StringSituation>]
    /// The content stems the written rewrites leave out of their originals ("load" when "Loading goals..."
    /// becomes "Grabbing your goals..."): the only words of a string a rewrite may drop.
    public let droppedStems: Set<String>

    /// - Parameter recurring: when given, only these runs are allowed (`recurringRuns(in:)`): a phrase the
    ///   theme's writers used for one string only ("at once" in "pick several at once!") paraphrases that string
    ///   and changes the meaning of another ("Just press-and-hold to check or uncheck at once!").
    public init(examples: [ReferenceExample], recurring: Set<String>? = nil) {
        var phrases: [String: Set<StringSituation>] = [:]
        var dropped = Set<String>()
        for example in examples {
            let situation = StringSituation(example.original)
            for run in Insertions.runs(in: example.rewrite, relativeTo: example.original) {
                let phrase = run.joined(separator: " ")
                if let recurring, !recurring.contains(phrase) { continue }
                phrases[phrase, default: []].insert(situation)
            }
            dropped.formUnion(WordsKeptCheck.droppedStems(of: example.original, in: example.rewrite))
        }
        self.phrases = phrases
        self.droppedStems = dropped
    }

    /// The runs inserted by at least two of `examples`: the theme's own phrases ("no excuses", "take your time",
    /// "let's add one"), not one string's paraphrase.
    public static func recurringRuns(in examples: [ReferenceExample]) -> Set<String> {
        var uses: [String: Int] = [:]
        for example in examples {
            for phrase in Set(Insertions.runs(in: example.rewrite, relativeTo: example.original).map { $0.joined(separator: " ") }) {
                uses[phrase, default: 0] += 1
            }
        }
        return Set(uses.filter { $0.value >= 2 }.keys)
    }

    /// Whether `run` (words) is exactly one of the theme's written insertions, written for a string in
    /// `situation`: a fragment of one ("MAKE IT" of "MAKE IT COUNT") is not, since it rarely means anything alone.
    public func allows(_ run: [String], in situation: StringSituation) -> Bool {
        phrases[run.joined(separator: " ")]?.contains(situation) ?? false
    }

    /// The runs `rewrite` inserts into `original` that no written rewrite of the theme inserts in the same situation.
    public func unwrittenInsertions(in rewrite: String, relativeTo original: String) -> [[String]] {
        let situation = StringSituation(original)
        return Insertions.runs(in: rewrite, relativeTo: original).filter { !allows($0, in: situation) }
    }
}
