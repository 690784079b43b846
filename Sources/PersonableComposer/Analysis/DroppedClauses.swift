import Foundation

/// The clauses of a message that a variation leaves out or keeps only a scrap of. Key points catch a lost name,
/// number or date; a clause without any ("Your yarn is on its way, and we're adding free shipping…") is lost
/// without one, and a model that drops it writes a shorter message that says less. A long clause of which the
/// variation keeps a few words is as lost: "all items remaining in the third-floor kitchen refrigerator will be
/// discarded" became "The kitchen refrigerator will be discarded".
public enum DroppedClauses {
    /// The clauses of `input`'s body (its sentences, split again before ", and", ", but", ", so" and at ";") with
    /// content words none of which (by root) `text` says, or, for a clause of `longClause` content words or more,
    /// fewer than half.
    public static func dropped(from input: String, in text: String) -> [String] {
        let said = AddedWords.words(text).map(AddedWords.root)
        return clauses(of: MessageFrame(input).body).filter { clause in
            let content = AddedWords.words(clause).filter { $0.count >= 4 && !AddedWords.stopWords.contains($0) }
                .map(AddedWords.root).filter { !AddedWords.courtesy.contains($0) }
            let kept = content.filter { word in said.contains { AddedWords.sameRoot($0, word) } }.count
            return !content.isEmpty && (kept == 0 || (content.count >= longClause && 2 * kept < content.count))
        }
    }

    /// The content words from which a clause counts as lost when fewer than half of them are kept.
    static let longClause = 6

    static func clauses(of text: String) -> [String] {
        ToneAdapter.sentences(text).flatMap { sentence in
            sentence.replacingOccurrences(of: "[,;]\\s+(?=(and|but|so|while)\\s)|;\\s+", with: "\n", options: .regularExpression)
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }
}
