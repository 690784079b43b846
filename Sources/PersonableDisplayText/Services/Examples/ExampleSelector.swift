/// Picks the written examples a prompt shows for one string: the bank's rewrites of the strings most like it,
/// of the same kind first, so that a small model imitates a rewrite of a string shaped like its own.
public struct ExampleSelector: Sendable {
    public let bank: ReferenceBank

    public init(bank: ReferenceBank) {
        self.bank = bank
    }

    /// Up to `count` examples of `theme` for `original` of `kind`, least similar first (a base model follows the
    /// last example it read most closely). `excludingOriginal` leaves out the string's own rewrite (evaluation).
    public func examples(
        for original: String, kind: TextKind, theme: DisplayTheme, count: Int, excludingOriginal: Bool = false
    ) -> [ReferenceExample] {
        let target = Features(original)
        let ranked = bank.examples(for: theme)
            .filter { !excludingOriginal || $0.original != original }
            .map { example in (example, similarity(Features(example.original), target) + (example.kind == kind ? 1 : 0)) }
            .sorted { $0.1 > $1.1 }
        return ranked.prefix(count).reversed().map(\.0)
    }

    /// Word overlap (content stems, Dice) plus a little for the same specifiers and ending.
    func similarity(_ first: Features, _ second: Features) -> Double {
        let shared = first.stems.intersection(second.stems).count
        let total = first.stems.count + second.stems.count
        let words = total == 0 ? 0 : 2 * Double(shared) / Double(total)
        let specifiers = first.hasSpecifiers == second.hasSpecifiers ? 0.1 : 0
        let ending = first.ending == second.ending ? 0.1 : 0
        let length = 0.2 * (1 - min(1, abs(Double(first.wordCount - second.wordCount)) / 8))
        return words + specifiers + ending + length
    }

    struct Features {
        var stems: Set<String>
        var hasSpecifiers: Bool
        var ending: Character?
        var wordCount: Int

        init(_ text: String) {
            stems = Set(DisplayTextScorer.contentStems(text))
            hasSpecifiers = !FormatSpecifiers(in: text).all.isEmpty
            ending = text.trimmingCharacters(in: .whitespaces).last
            wordCount = text.split(separator: " ").count
        }
    }
}
