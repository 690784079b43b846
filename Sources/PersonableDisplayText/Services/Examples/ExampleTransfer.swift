import Foundation

/// Carries a hand-written rewrite over to a string of the same shape: where the bank's original and the new
/// string differ in one run of words only ("No Goals Yet" and "No Bookmarks Yet"), the written rewrite with that
/// run swapped ("No goals here yet!" → "No bookmarks here yet!") says the new string in the theme's voice as a
/// person wrote it.
///
/// The rest of the two strings must be the same to the letter (case aside), punctuation included, and the
/// swapped run must stand exactly once in the rewrite, so a transfer never guesses where the new words go. A
/// transferred candidate still passes every check before it is shown.
public struct ExampleTransfer: Sendable {
    public init() {}

    /// The rewrites of `examples` carried over to `original`, one per example that has its shape, each with the
    /// example it came from.
    public func transfers(of examples: [ReferenceExample], to original: String) -> [(text: String, example: ReferenceExample)] {
        var seen = Set<String>()
        return examples.compactMap { example in transfer(example, to: original).map { ($0, example) } }
            .filter { seen.insert($0.text).inserted }
    }

    /// `example`'s rewrite carried over to `original`, or `nil` when the two originals are not of one shape.
    public func transfer(_ example: ReferenceExample, to original: String) -> String? {
        let source = Self.tokens(example.original), target = Self.tokens(original)
        guard !source.isEmpty, !target.isEmpty else { return nil }
        // The longest common start and end, in words, that leave a run on both sides.
        var start = 0
        while start < source.count, start < target.count, source[start].lower == target[start].lower { start += 1 }
        var end = 0
        while end < source.count - start, end < target.count - start,
            source[source.count - 1 - end].lower == target[target.count - 1 - end].lower
        { end += 1 }
        let sourceRun = source[start..<(source.count - end)], targetRun = target[start..<(target.count - end)]
        guard !sourceRun.isEmpty, !targetRun.isEmpty else { return nil }
        // Most of each string is the shared shape: a different sentence that happens to share a word is not one.
        let shared = start + end
        guard shared >= 1, 2 * shared >= source.count, 2 * shared >= target.count else { return nil }
        let sourceBefore = example.original[..<sourceRun.first!.range.lowerBound]
        let sourceAfter = example.original[sourceRun.last!.range.upperBound...]
        let targetBefore = original[..<targetRun.first!.range.lowerBound]
        let targetAfter = original[targetRun.last!.range.upperBound...]
        guard sourceBefore.lowercased() == targetBefore.lowercased(), sourceAfter.lowercased() == targetAfter.lowercased()
        else { return nil }

        let sourceText = String(example.original[sourceRun.first!.range.lowerBound..<sourceRun.last!.range.upperBound])
        let targetText = String(original[targetRun.first!.range.lowerBound..<targetRun.last!.range.upperBound])
        // "No goals yet! Let's add one." does not carry over to what arrives rather than is made: "No downloads
        // yet! Let's add one." tells the user to add a download.
        let rest = Set(Self.tokens(example.rewrite).map(\.lower)).subtracting(source.map(\.lower))
        if !rest.isDisjoint(with: Self.makingVerbs), let noun = targetRun.last?.lower, Self.arrivingThings.contains(noun) { return nil }
        let occurrences = Self.occurrences(of: sourceText, in: example.rewrite)
        guard occurrences.count == 1, let found = occurrences.first else { return nil }
        let written = String(example.rewrite[found])
        var rewrite = example.rewrite
        rewrite.replaceSubrange(found, with: Self.cased(targetText, like: written, source: sourceText))
        return rewrite
    }

    /// Verbs of making something, which a carried-over rewrite may ask the user to do.
    static let makingVerbs: Set<String> = ["add", "create", "make", "log", "write", "start", "set"]
    /// Things that arrive or are fetched rather than made by the user.
    static let arrivingThings: Set<String> = [
        "downloads", "notifications", "results", "messages", "updates", "mentions", "followers", "matches", "alerts",
        "replies", "invitations", "requests", "recommendations", "suggestions", "emails", "mails", "episodes",
    ]

    /// `text` written in the case the rewrite gave the words it replaces: shouted when they were shouted, lower
    /// case when a Title Case original's words were lowered; names with capitals inside ("iCloud") stay as they are.
    static func cased(_ text: String, like written: String, source: String) -> String {
        if written == source { return text }
        if written.contains(where: \.isLetter), written == written.uppercased(), source != source.uppercased() {
            return text.uppercased()
        }
        if written == source.lowercased() {
            return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
                let letters = word.filter(\.isLetter)
                let isCapitalized = letters.first?.isUppercase == true && letters.dropFirst().allSatisfy(\.isLowercase)
                return isCapitalized ? word.lowercased() : String(word)
            }.joined(separator: " ")
        }
        if let first = written.first, first.isUppercase, source.first?.isLowercase == true {
            return text.prefix(1).uppercased() + text.dropFirst()
        }
        return text
    }

    /// The ranges of `phrase` in `text`, case-insensitive, standing as whole words.
    static func occurrences(of phrase: String, in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var searchStart = text.startIndex
        while let range = text.range(of: phrase, options: .caseInsensitive, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before.map(isWordCharacter) ?? false), !(after.map(isWordCharacter) ?? false) { ranges.append(range) }
            searchStart = range.upperBound
        }
        return ranges
    }

    struct Token {
        var lower: String
        var range: Range<String.Index>
    }

    /// The words of `text` (letters, digits, apostrophes and format specifiers) with where each stands.
    static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard isWordCharacter(text[index]) else { index = text.index(after: index); continue }
            let start = index
            while index < text.endIndex, isWordCharacter(text[index]) { index = text.index(after: index) }
            tokens.append(Token(lower: text[start..<index].lowercased(), range: start..<index))
        }
        return tokens
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "'’%@$".contains(character)
    }
}
