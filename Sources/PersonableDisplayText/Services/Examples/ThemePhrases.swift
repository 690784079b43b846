/// What a theme may add to a string: the runs of words its hand-written rewrites insert into their originals
/// ("when you're ready", "NO EXCUSES", "hang tight"). A model's rewrite may insert only these runs
/// — its own additions ("GET OUT OF HERE", "Today's journey is over") are refused — so every word a theme adds
/// was written by a person for that theme, and the model's part is choosing and placing them.
public struct ThemePhrases: Sendable {
    /// Every inserted run of the theme's written rewrites, as space-joined lower-case words.
    private let phrases: Set<String>

    public init(examples: [ReferenceExample]) {
        var phrases = Set<String>()
        for example in examples {
            for run in Insertions.runs(in: example.rewrite, relativeTo: example.original) {
                phrases.insert(run.joined(separator: " "))
            }
        }
        self.phrases = phrases
    }

    /// Whether `run` (words) is exactly one of the theme's written insertions: a fragment of one ("MAKE IT" of
    /// "MAKE IT COUNT") is not, since it rarely means anything alone.
    public func allows(_ run: [String]) -> Bool {
        phrases.contains(run.joined(separator: " "))
    }

    /// The runs `rewrite` inserts into `original` that no written rewrite of the theme inserts.
    public func unwrittenInsertions(in rewrite: String, relativeTo original: String) -> [[String]] {
        Insertions.runs(in: rewrite, relativeTo: original).filter { !allows($0) }
    }
}
