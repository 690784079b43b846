/// Whether a model's rewrite keeps the app's own words as they are, with the theme's aside set apart before or after
/// them ("Nope, nothing here.", "Syncing transactions, hang tight…", "Just checking: Delete this task?").
///
/// Every rewrite strict readers accepted had that shape; what the model wrote otherwise changed the app's words
/// ("Turn on battery saver mode so you can limit…", "Just delete all temporary files…!") or wove a theme's phrase
/// into them ("Notify of downloaded files and progress you're driving."). The original's own ending (".", "…", "?")
/// may give way to the aside's; its first letter may be lowered only after a comma or a dash ("Nope, nothing here."),
/// as in a sentence, never after a colon.
public struct OwnWordsCheck: Sendable {
    public init() {}

    public func keepsOwnWords(_ candidate: String, original: String) -> Bool {
        let core = Self.core(of: original)
        guard !core.isEmpty else { return true }
        // A sentence the app ended stays ended: "…to see more episodes. NO HESITATION" trails off.
        let trimmed = original.trimmingCharacters(in: .whitespaces)
        if let end = trimmed.last, ".!?…".contains(end),
           let last = candidate.trimmingCharacters(in: .whitespaces).last, !".!?…".contains(last) { return false }
        if let range = candidate.range(of: core), Self.isApart(candidate, range: range, lowered: false) { return true }
        guard let first = core.first, first.isUppercase else { return false }
        let lowered = first.lowercased() + core.dropFirst()
        guard let range = candidate.range(of: lowered) else { return false }
        return Self.isApart(candidate, range: range, lowered: true)
    }

    /// The original without its closing punctuation and spaces.
    static func core(of text: String) -> String {
        var core = Substring(text.trimmingCharacters(in: .whitespaces))
        while let last = core.last, Self.closing.contains(last) { core = core.dropLast() }
        return String(core.trimmingCharacters(in: .whitespaces))
    }

    /// Whether what comes before and after `range` is set apart from it by punctuation.
    static func isApart(_ text: String, range: Range<String.Index>, lowered: Bool) -> Bool {
        let before = text[..<range.lowerBound], after = text[range.upperBound...]
        if !before.isEmpty {
            let lead = before.trimmingCharacters(in: .whitespaces)
            guard let mark = lead.last else { return false }
            let marks: Set<Character> = lowered ? [",", "—", "–", "-"] : [",", "—", "–", "-", ":", ".", "!", "?"]
            guard marks.contains(mark) else { return false }
            // "Hey—" may join without a space; words may not.
            guard before.last == " " || "—–".contains(mark) else { return false }
        }
        if let next = after.first {
            guard Self.closing.contains(next) || "—–:".contains(next) || (next == " " && after.dropFirst().first == "-") else {
                return false
            }
        }
        return true
    }

    static let closing: Set<Character> = [".", "!", "?", "…", ",", ";"]
}
