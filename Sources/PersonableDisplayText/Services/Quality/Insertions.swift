/// The words a rewrite inserts into its original: the runs of the rewrite's words that a longest common
/// subsequence of the two leaves unmatched ("No goals yet — when you're ready" inserts "when you're ready").
///
/// Words are compared lower-cased, without punctuation, so "GOALS." matches "goals".
public enum Insertions {
    /// The inserted runs of `rewrite` relative to `original`, each as its words.
    public static func runs(in rewrite: String, relativeTo original: String) -> [[String]] {
        let new = words(rewrite), old = words(original)
        guard !new.isEmpty else { return [] }
        // lengths[i][j]: LCS of new[i...] and old[j...]
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: old.count + 1), count: new.count + 1)
        for i in stride(from: new.count - 1, through: 0, by: -1) {
            for j in stride(from: old.count - 1, through: 0, by: -1) {
                lengths[i][j] = new[i] == old[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var runs: [[String]] = [], current: [String] = []
        var i = 0, j = 0
        while i < new.count {
            if j < old.count, new[i] == old[j] {
                if !current.isEmpty { runs.append(current); current = [] }
                i += 1; j += 1
            } else if j < old.count, lengths[i][j + 1] >= lengths[i + 1][j] {
                j += 1
            } else {
                current.append(new[i]); i += 1
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().replacingOccurrences(of: "’", with: "'")
            .split { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "%" && $0 != "$" && $0 != "@" && $0 != "+" }
            .map(String.init)
    }
}
