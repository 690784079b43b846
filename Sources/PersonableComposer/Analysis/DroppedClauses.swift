import Foundation

/// The clauses of a message that a variation leaves out: none of their content words is in the variation.
/// Key points catch a lost name, number or date; a clause without any ("Your yarn is on its way, and we're adding
/// free shipping…") is lost without one, and a model that drops it writes a shorter message that says less.
public enum DroppedClauses {
    /// The clauses of `input`'s body (its sentences, split again before ", and", ", but", ", so" and at ";") that
    /// have content words, none of which (by root) `text` says.
    public static func dropped(from input: String, in text: String) -> [String] {
        let said = AddedWords.words(text).map(AddedWords.root)
        return clauses(of: MessageFrame(input).body).filter { clause in
            let content = AddedWords.words(clause).filter { $0.count >= 4 && !AddedWords.stopWords.contains($0) }
                .map(AddedWords.root).filter { !AddedWords.courtesy.contains($0) }
            return !content.isEmpty && !content.contains { word in said.contains { AddedWords.sameRoot($0, word) } }
        }
    }

    static func clauses(of text: String) -> [String] {
        ToneAdapter.sentences(text).flatMap { sentence in
            sentence.replacingOccurrences(of: "[,;]\\s+(?=(and|but|so|while)\\s)|;\\s+", with: "\n", options: .regularExpression)
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }
}
