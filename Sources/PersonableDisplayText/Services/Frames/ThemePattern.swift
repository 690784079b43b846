/// One hand-written sentence of a theme for a shape of UI string: `Loading {x}` → `Grabbing {x}{end}` makes
/// "Loading goals..." read "Grabbing goals...". Where a frame only sets an aside beside the app's words, a pattern
/// says the sentence anew; the slot carries the app's own words over verbatim (its nouns, names and format
/// specifiers), and only the pattern's literal words, chosen by a writer, are said another way.
///
/// `pattern` is the original's wording with at most one `{x}`; around a slot its literal words match as written but
/// for the case of the first letter (without a slot, in any case), and the original's final punctuation (".", "!",
/// "?", "…", "...") is left out of the match. In `rewrite`, `{x}` is the
/// slot's text and `{end}` the original's final punctuation.
public struct ThemePattern: Sendable, Hashable {
    public var situation: FrameSituation
    public var pattern: String
    public var rewrite: String

    public init(situation: FrameSituation, pattern: String, rewrite: String) {
        self.situation = situation
        self.pattern = pattern
        self.rewrite = rewrite
    }

    static let slot = "{x}"

    /// Words that start how, where or whether a doing goes on, never what it acts on.
    static let notAnObject: Set<String> = [
        "in", "on", "at", "from", "for", "to", "with", "into", "via", "now", "still", "complete", "completed", "failed",
        "finished", "done",
    ]

    /// `original` said by this pattern's rewrite; `nil` when the original does not have the pattern's shape, or
    /// when its slot would have to change to fit (a name cannot be put in lower case mid-sentence).
    public func applied(to original: String) -> String? {
        var (core, end) = ThemeFrame.split(original)
        let shape = ThemeFrame.split(Self.normalized(pattern)).core
        guard !core.isEmpty else { return nil }
        var slotText: String?
        if let slotRange = shape.range(of: Self.slot) {
            let head = String(shape[..<slotRange.lowerBound]), tail = String(shape[slotRange.upperBound...])
            // The pattern's words as written, but for the case of the first letter: "No Habits Yet" would read "No
            // Habits yet!", so a title-cased string is left to the bank's carried-over rewrites (set in sentence case).
            let normalizedCore = Self.normalized(core)
            guard core.count > head.count + tail.count, Self.sameCase(normalizedCore.prefix(head.count), head),
                  Self.sameCase(normalizedCore.suffix(tail.count), tail)
            else { return nil }
            let inner = String(core.dropFirst(head.count).dropLast(tail.count))
            // The slot holds whole words: "No {x}" does not match "Nothing".
            guard inner == inner.trimmingCharacters(in: .whitespaces),
                  head.isEmpty || head.last == " " || !(inner.first?.isLetter ?? false),
                  tail.isEmpty || tail.first == " " || !(inner.last?.isLetter ?? false)
            else { return nil }
            // "Loading in progress" → "Grabbing in progress": where the rewrite says the pattern's verb anew, the
            // slot has to be the verb's object, not how or where the doing goes on (set 20's Aurora Store).
            let headWords = head.trimmingCharacters(in: .whitespaces).lowercased()
            if !headWords.isEmpty, !rewrite.lowercased().contains(headWords),
               let firstWord = inner.split(separator: " ").first.map({ $0.lowercased() }),
               Self.notAnObject.contains(firstWord) {
                return nil
            }
            slotText = inner
            core = inner
        } else {
            guard Self.normalized(core).lowercased() == shape.lowercased() else { return nil }
        }
        // A sentence the rewrite adds after an original without a stop ends the original's with one.
        if end.isEmpty, let mark = rewrite.range(of: "{end}"), rewrite[mark.upperBound...].hasPrefix(" ") { end = "." }
        var text = rewrite.replacingOccurrences(of: "{end}", with: end)
        if let slotText, let range = text.range(of: Self.slot) {
            var carried = slotText
            let startsRewrite = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces).isEmpty
            if shape.hasPrefix(Self.slot), !startsRewrite, !Self.followsSentenceEnd(text[..<range.lowerBound]) {
                guard let lowered = ThemeFrame.loweringFirstWord(carried) else { return nil }
                carried = lowered
            } else if startsRewrite, let first = carried.first, first.isLowercase {
                carried = first.uppercased() + carried.dropFirst()
            }
            text.replaceSubrange(range, with: carried)
        }
        return text
    }

    /// Whether `text` is `literal` letter for letter, but for the case of its very first letter ("loading" at the
    /// start of "loading feeds…" is still the pattern's "Loading").
    static func sameCase(_ text: Substring, _ literal: String) -> Bool {
        guard let first = text.first, let literalFirst = literal.first else { return text.isEmpty && literal.isEmpty }
        return first.lowercased() == literalFirst.lowercased() && text.dropFirst() == literal.dropFirst()
    }

    /// Whether the text before a slot ends a sentence (so the slot starts a new one).
    static func followsSentenceEnd(_ before: Substring) -> Bool {
        guard let last = before.trimmingCharacters(in: .whitespaces).last else { return true }
        return ".!?:…".contains(last)
    }

    /// Typographic apostrophes as plain ones, so "Don’t" matches "Don't" (one character for one: offsets agree).
    static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: "’", with: "'")
    }
}
