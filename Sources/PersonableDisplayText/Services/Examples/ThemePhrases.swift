import Foundation

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
    /// The runs written for two strings or more; `nil` when every run counts as the theme's own.
    private let recurring: Set<String>?
    /// Whether a run written for one string may stand apart from the sentence.
    private let allowsOneStringsPhrasesApart: Bool
    /// The content stems the written rewrites leave out of their originals ("load" when "Loading goals..."
    /// becomes "Grabbing your goals..."): the only words of a string a rewrite may drop.
    public let droppedStems: Set<String>

    /// - Parameter recurring: when given, the theme's own phrases (`recurringRuns(in:)`), which may go anywhere;
    ///   a phrase its writers used for one string only may stand only apart from the sentence, set off by
    ///   punctuation (", just a sec…", "Nope, …"): inside it, it paraphrases that one string and changes the
    ///   meaning of another ("pick several at once!" gave "Just press-and-hold to check or uncheck at once!").
    /// - Parameter apart: whether a phrase written for one string may stand apart at all; a rewrite carried over
    ///   from another string does not take that string's own phrases ("No actions yet! Let's log one." is wrong
    ///   for saved pages).
    public init(examples: [ReferenceExample], recurring: Set<String>? = nil, apart: Bool = true) {
        var phrases: [String: Set<StringSituation>] = [:]
        var dropped = Set<String>()
        for example in examples {
            let situation = StringSituation(example.original)
            for run in Insertions.runs(in: example.rewrite, relativeTo: example.original) {
                phrases[run.joined(separator: " "), default: []].insert(situation)
            }
            dropped.formUnion(WordsKeptCheck.droppedStems(of: example.original, in: example.rewrite))
        }
        self.phrases = phrases
        self.recurring = recurring
        self.allowsOneStringsPhrasesApart = apart
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

    /// The runs `rewrite` inserts into `original` that no written rewrite of the theme inserts in the same
    /// situation, or that one string's writer wrote and `rewrite` puts inside its sentence.
    public func unwrittenInsertions(in rewrite: String, relativeTo original: String) -> [[String]] {
        let situation = StringSituation(original)
        return Insertions.runs(in: rewrite, relativeTo: original).filter { run in
            guard allows(run, in: situation) else { return true }
            guard let recurring, !recurring.contains(run.joined(separator: " ")) else { return false }
            return !allowsOneStringsPhrasesApart || !Self.standsApart(run, in: rewrite)
        }
    }

    /// Whether `run` stands in `text` set off from the sentence as an aside, not a sentence of its own: at the
    /// start or after a comma or dash, and before a comma, dash, ellipsis, "!" or the end ("Uploading, just a
    /// sec…", "Nope, no notes"). A tagline after a full stop or colon ("Imported %1$s. The story continues.",
    /// "No budgets: a quiet moment") says something the string does not.
    static func standsApart(_ run: [String], in text: String) -> Bool {
        let openers = ",—–", closers = ",—–…!"
        let pattern = run.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "[^\\p{L}\\p{N}'’]+")
        guard let expression = try? NSRegularExpression(pattern: "(?i)(?<![\\p{L}\\p{N}'’])" + pattern + "(?![\\p{L}\\p{N}'’])") else { return false }
        let whole = NSRange(text.startIndex..., in: text)
        for match in expression.matches(in: text, range: whole) {
            guard let range = Range(match.range, in: text) else { continue }
            let before = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            let after = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
            let openBefore = before.isEmpty || before.last.map { openers.contains($0) } == true
            let closedAfter = after.isEmpty || after.hasPrefix("...") || after.first.map { closers.contains($0) } == true
            if openBefore && closedAfter { return true }
        }
        return false
    }
}
