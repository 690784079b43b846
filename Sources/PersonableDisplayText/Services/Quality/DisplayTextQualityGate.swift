import Foundation

/// Why a candidate rewrite was refused.
public enum DisplayTextRejection: String, Sendable, Hashable, Codable, CaseIterable {
    case empty
    /// A format specifier was lost, added or changed.
    case formatSpecifiers = "format_specifiers"
    /// Longer than the text type's budget.
    case tooLong = "too_long"
    /// Contains words of the prompt or the instructions.
    case leakedPrompt = "leaked_prompt"
    /// Another script or language than the original's.
    case languageChanged = "language_changed"
    /// The original text word for word: no style was applied.
    case unchanged
    /// Not one content word of the original is left: the text is about something else.
    case meaningLost = "meaning_lost"
    /// A number of the original ("1-10") is missing or another was made up.
    case numbersChanged = "numbers_changed"
    /// The original says "no", "not" or "never" and the candidate does not: "No goals yet" became "Lots of goals".
    case negationLost = "negation_lost"
    /// The app speaks as the user: "I", "my", "we" where the original has none.
    case speaksAsUser = "speaks_as_user"
    /// The string no longer does what it did: a question answered or no longer asked, a consequence or an
    /// instruction's gesture dropped, a progress message turned into something else.
    case functionChanged = "function_changed"
    /// A literal, a name or one of the app's nouns is missing or was swapped for another word.
    case termsChanged = "terms_changed"
    /// The text ends mid-sentence.
    case cutOff = "cut_off"
    /// Content the original does not have: a name, a symbol, a word outside the theme's vocabulary, a repetition.
    case addedContent = "added_content"
    /// Not close enough in meaning to the original (semantic similarity below the calibrated threshold).
    case meaningDrifted = "meaning_drifted"
    /// A content word of the original is gone, one the theme's written rewrites never leave out.
    case wordsDropped = "words_dropped"
    /// Words taken away and nothing with a voice added: no theme shown, so never better than the original.
    case noStyle = "no_style"
    /// A model's answer changed the app's own words instead of keeping them and setting an aside apart
    /// (`OwnWordsCheck`).
    case ownWordsChanged = "own_words_changed"
    /// A model's answer, and no embedding model to measure the meaning it kept: it is not shown unchecked.
    case meaningUnchecked = "meaning_unchecked"
}

/// The checks every candidate must pass before it may be shown in place of the app's own text.
public struct DisplayTextQualityGate: Sendable {
    /// Text of the prompt that must never appear in an answer (instructions, example labels).
    public var promptText: String
    /// Content stems the theme may add (its written rewrites' words); `nil` skips the added-content check.
    public var vocabulary: Set<String>?
    /// The insertions the theme's written rewrites make; `nil` skips the check that insertions are written ones.
    public var phrases: ThemePhrases?

    public init(promptText: String, vocabulary: Set<String>? = nil, phrases: ThemePhrases? = nil) {
        self.promptText = promptText
        self.vocabulary = vocabulary
        self.phrases = phrases
    }

    /// Every reason to refuse `candidate` as a rewrite of `original`; empty when it passes.
    public func rejections(
        of candidate: String, original: String, textType: DisplayTextType, kind: TextKind? = nil
    ) -> [DisplayTextRejection] {
        let kind = kind ?? TextKind(textType)
        let trimmed = candidate.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.contains(where: { $0.isLetter || $0.isNumber }) else { return [.empty] }
        var rejections: [DisplayTextRejection] = []
        if !FormatSpecifiers(in: original).matches(FormatSpecifiers(in: trimmed)) { rejections.append(.formatSpecifiers) }
        if trimmed.count > textType.lengthBudget(for: original) { rejections.append(.tooLong) }
        if leaksPrompt(trimmed, original: original) { rejections.append(.leakedPrompt) }
        if !TextLanguage(of: original).isCompatible(with: TextLanguage(of: trimmed)) { rejections.append(.languageChanged) }
        if Self.normalized(trimmed) == Self.normalized(original) { rejections.append(.unchanged) }
        if DisplayTextScorer().meaningKept(trimmed, original: original) == 0 { rejections.append(.meaningLost) }
        if Self.numbers(in: trimmed) != Self.numbers(in: original) { rejections.append(.numbersChanged) }
        if Self.isNegated(original) && !Self.isNegated(trimmed) { rejections.append(.negationLost) }
        if SpeakerCheck().addsFirstPerson(trimmed, original: original) { rejections.append(.speaksAsUser) }
        if SentenceFunctionCheck().changesFunction(trimmed, original: original, kind: kind) { rejections.append(.functionChanged) }
        if !ProtectedTerms(in: original).missing(in: trimmed).isEmpty { rejections.append(.termsChanged) }
        if CutOffCheck().isCutOff(trimmed, original: original) { rejections.append(.cutOff) }
        let wordsKept = WordsKeptCheck(droppable: phrases?.droppedStems)
        if !wordsKept.dropped(trimmed, original: original).isEmpty { rejections.append(.wordsDropped) }
        if !rejections.contains(.unchanged), wordsKept.showsNoStyle(trimmed, original: original) { rejections.append(.noStyle) }
        if let vocabulary, !AddedContentCheck(vocabulary: vocabulary, phrases: phrases).additions(trimmed, original: original).isEmpty {
            rejections.append(.addedContent)
        }
        return rejections
    }

    /// Markers that only a leaked prompt would contain.
    private static let leakMarkers = [
        "original:", "original (", "rewrite app text", "rewrite ui text", "you are helping", "system prompt",
        "keep every placeholder", "keep the core meaning", "instructions:",
    ]

    /// Whether `candidate` repeats the prompt: a marker, or four words in a row from the prompt that the
    /// original does not have.
    func leaksPrompt(_ candidate: String, original: String) -> Bool {
        let lower = candidate.lowercased()
        if Self.leakMarkers.contains(where: { lower.contains($0) && !original.lowercased().contains($0) }) { return true }
        let promptShingles = Self.shingles(promptText, size: 5)
        let originalShingles = Self.shingles(original, size: 5)
        return !Self.shingles(candidate, size: 5).subtracting(originalShingles).isDisjoint(with: promptShingles)
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().replacingOccurrences(of: "’", with: "'").split { !$0.isLetter && !$0.isNumber && $0 != "%" && $0 != "'" }.map(String.init)
    }

    /// The numbers written in digits, outside format specifiers (`%1$@` holds no number), sorted.
    static func numbers(in text: String) -> [String] {
        var withoutSpecifiers = text
        for specifier in FormatSpecifiers(in: text).all {
            withoutSpecifiers = withoutSpecifiers.replacingOccurrences(of: specifier, with: " ")
        }
        return withoutSpecifiers.split { !$0.isNumber }.map(String.init).sorted()
    }

    private static let negations: Set<String> = ["no", "not", "never", "nothing", "none", "zero", "nobody", "without", "empty", "yet", "cannot", "nope", "nah"]

    /// Whether the text says something is absent or not so.
    static func isNegated(_ text: String) -> Bool {
        words(text).contains { negations.contains($0) || $0.hasSuffix("n't") }
    }

    static func normalized(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    private static func shingles(_ text: String, size: Int) -> Set<String> {
        let words = words(text)
        guard words.count >= size else { return [] }
        return Set((0...(words.count - size)).map { words[$0..<($0 + size)].joined(separator: " ") })
    }
}
