/// Cleans a model's answer and decides whether it is a faithful variation: not empty, not the prompt, every key
/// point and every clause kept (`DroppedClauses`), no number or date the message does not have, no content word
/// it does not say (`AddedWords`), a question still asked, not far longer than the message.
public struct ComposerOutputCheck: Sendable {
    public let input: String
    public let keyPoints: [KeyPoint]
    private let inputFacts: Set<String>
    private let markers = ComposerPromptBuilder().promptMarkers

    /// The check for rewrites of `input`, whose key points it extracts once.
    public init(input: String) {
        self.input = input
        keyPoints = KeyPointExtractor.extract(input)
        inputFacts = Set(keyPoints.map(\.key))
    }

    /// The answer without surrounding space, quotes, a "Rewrite:" label or a "Sure, here is…:" line.
    public static func clean(_ raw: String) -> String {
        var text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        for label in ["Rewrite:", "Rewritten message:", "Response:", "Answer:"] where text.hasPrefix(label) {
            text = String(text.dropFirst(label.count)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if let firstLine = text.split(separator: "\n", maxSplits: 1).first, firstLine.hasSuffix(":"),
           ["sure", "here", "certainly", "of course"].contains(where: { firstLine.lowercased().hasPrefix($0) }) {
            text = String(text.dropFirst(firstLine.count)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        // A rule ("---", "***") between a preamble and the message says nothing.
        text = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !(line.count >= 3 && line.allSatisfy { "-*_=".contains($0) }) }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        if text.count >= 2, let first = text.first, let last = text.last, (first, last) == ("\"", "\"") || (first, last) == ("“", "”") {
            text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    private static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).joined(separator: " ")
    }

    /// Why `text` is not acceptable, in the first person; empty when it is. With a `tone` other than casual, texting's
    /// short forms ("tmrw", "pls msg", "!!") and a sentence without its capital are not acceptable either.
    public func problems(with text: String, tone: ToneType? = nil) -> [String] {
        guard !text.isEmpty else { return ["I wrote nothing."] }
        var problems = repeatedPrompt(in: text)
        if let tone, tone != .casual {
            let texting = Self.textingForms(in: text)
            if !texting.isEmpty {
                problems.append("I left texting's \(texting.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")) in a \(tone.rawValue.lowercased()) message.")
            }
            if ToneAdapter.sentences(MessageFrame(text).body).contains(where: { $0.first(where: \.isLetter)?.isLowercase == true }) {
                problems.append("I started a sentence without its capital.")
            }
        }
        let missing = KeyPointExtractor.check(keyPoints, in: text).missing
        if !missing.isEmpty {
            problems.append("I left out \(missing.map { "\"\($0.text)\"" }.joined(separator: ", ")).")
        }
        // A clause whose lost key points were named already is not named again.
        for clause in DroppedClauses.dropped(from: input, in: text) where !missing.contains(where: { clause.contains($0.text) }) {
            problems.append("I left out \"\(clause)\".")
        }
        problems += addedFacts(Self.addedFacts(in: text, beyond: inputFacts))
        if let placeholder = Self.placeholder(in: text) {
            problems.append("I left a placeholder, \(placeholder), for you to fill in.")
        }
        let names = Self.addedNames(in: text, beyond: input)
        if !names.isEmpty {
            problems.append("I named \(names.map { "\"\($0)\"" }.joined(separator: ", ")), whom the message doesn't name.")
        }
        let subjects = Self.namesMadeSubjects(in: text, beyond: input, names: keyPoints.filter { $0.kind == .name }.map(\.text))
        if !subjects.isEmpty {
            problems.append("I wrote that \(subjects.map { "\"\($0)\"" }.joined(separator: " and ")) did something the message doesn't say.")
        }
        let echoed = Self.instructionWords(in: text, beyond: input)
        if !echoed.isEmpty {
            problems.append("I wrote about my instructions (\(echoed.map { "\"\($0)\"" }.joined(separator: ", "))) instead of the message.")
        }
        if Self.isCutOff(text, input: input) { problems.append("I stopped in the middle of a sentence.") }
        if MessageFrame(input).body.contains("?"), !MessageFrame(text).body.contains("?") {
            problems.append("I turned your question into a statement.")
        }
        // An apology is something the writer says, not a tone: "We're sorry, it was a bug fix." before a message
        // that apologises for nothing puts words in the writer's mouth.
        if MessageSituation.apologizes(MessageSituation.words(MessageFrame(text).body)), !MessageSituation.apologizes(MessageSituation.words(input)) {
            problems.append("I apologized, which the message doesn't.")
        }
        let added = AddedWords.added(in: MessageFrame(text).body, beyond: input)
        if !added.isEmpty {
            problems.append("I added \(added.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")), which the message doesn't say.")
        }
        if Self.normalized(text) == Self.normalized(input) {
            problems.append("I only repeated the message.")
        } else if Self.wordOverlap(MessageFrame(text).body, MessageFrame(input).body) >= Self.nearCopyOverlap {
            problems.append("I hardly changed the message, so it isn't in the tone you asked for.")
        }
        problems += tooLong(TextMeasure.wordCount(text))
        return problems
    }

    /// Texting's short forms in `text` ("tmrw", "ur", "b4", "!!"), which only a casual message sends.
    static func textingForms(in text: String) -> [String] {
        var found: [String] = []
        for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "/" }) {
            let lower = word.lowercased()
            if (textingWords.contains(lower) || word == "i"), !found.contains(lower) { found.append(lower) }
        }
        if text.contains("!!") { found.append("!!") }
        return found
    }

    /// Texting's short forms, which a formal, diplomatic, empathetic or direct message writes in full.
    static let textingWords: Set<String> = [
        "u", "ur", "pls", "plz", "tmrw", "tmr", "thx", "b4", "msg", "lmk", "cos", "coz", "cuz", "bc", "ppl", "wk", "w/",
        "w/o", "gonna", "wanna", "btw", "idk", "tbh", "omg", "lol", "thru", "tho", "bday", "abt", "rn", "asap",
    ]

    /// How much of two texts is the same words in the same order, above which a variation is the message with a
    /// word or two changed, not a rewrite in a tone: a small model's "variations" were mostly such near-copies, and
    /// the words it did change were the ones that went wrong ("Halvorsen is stuck on the vendor call" for "I'm
    /// stuck on the vendor call with Halvorsen").
    static let nearCopyOverlap = 0.85

    /// 2 × the longest common run of words (in order, not necessarily adjacent) ÷ both lengths: 1 for the same
    /// words, 0 for none shared. The standard library's minimal diff removes exactly the words outside that run.
    static func wordOverlap(_ first: String, _ second: String) -> Double {
        let a = normalized(first).split(separator: " "), b = normalized(second).split(separator: " ")
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        let common = a.count - b.difference(from: a).removals.count
        return 2 * Double(common) / Double(a.count + b.count)
    }

    /// Why a variation still being written is already lost, in the first person; empty while it may still pass.
    /// Only what more text cannot undo counts: a prompt label, too many words, and a number, date or time the
    /// message doesn't have, judged on whole words and only once the next word has come ("March" may still
    /// become "March 3", "3" become "3 pm").
    public func earlyProblems(with partial: String) -> [String] {
        var words = partial.split(whereSeparator: \.isWhitespace)
        if let last = partial.last, !last.isWhitespace, !words.isEmpty { words.removeLast() }  // still being written
        let whole = words.joined(separator: " ")
        var problems = repeatedPrompt(in: Self.clean(partial)) + tooLong(TextMeasure.wordCount(whole))
        let settled = Set(Self.addedFacts(in: words.dropLast().joined(separator: " "), beyond: inputFacts).map(\.key))
        problems += addedFacts(Self.addedFacts(in: whole, beyond: inputFacts).filter { settled.contains($0.key) })
        return problems
    }

    /// A slot left for the sender to fill ("[Your Name]", "[Client's Name]", "<date>"), if `text` has one.
    static func placeholder(in text: String) -> String? {
        let pattern = /\[[^\]\n]{1,40}\]|<[A-Za-z][A-Za-z' ]{0,30}>|\bYour Name\b/
        return text.firstMatch(of: pattern).map { String($0.output) }
    }

    /// Capitalised words inside a sentence of `text` that `input` never uses: a person or product the model
    /// made up ("Two of our analysts, John and Sarah, …"). Words that address a group ("Dear Team") and days
    /// and months (checked as dates) are not names.
    static func addedNames(in text: String, beyond input: String) -> [String] {
        let known = Set(input.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init))
        var names: [String] = []
        var sentenceStart = true
        for token in text.split(whereSeparator: \.isWhitespace) {
            let word = token.trimmingCharacters(in: .punctuationCharacters.union(.symbols))
            defer { sentenceStart = token.last.map { ".!?:\n".contains($0) } ?? false }
            guard let first = word.first, first.isUppercase, !sentenceStart, word.allSatisfy({ $0.isLetter || $0 == "'" }) else { continue }
            let lower = word.lowercased()
            let stem = lower.hasSuffix("'s") ? String(lower.dropLast(2)) : lower
            if known.contains(lower) || known.contains(stem) || addressWords.contains(stem) || word == word.uppercased() { continue }
            names.append(word)
        }
        return names
    }

    /// Capitalised words a rewrite may use that name nobody: forms of address, "I", days and months.
    static let addressWords: Set<String> = [
        "i", "i'm", "i'll", "i've", "i'd", "team", "all", "everyone", "there", "colleagues", "sir", "madam", "client",
        "clients", "customer", "customers", "friends", "folks", "board", "dear", "hi", "hello", "regards", "thanks",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march",
        "april", "may", "june", "july", "august", "september", "october", "november", "december",
    ]

    /// Names `text` makes the subject of a verb ("Halvorsen is stuck", "Mr. Alvarez has issued a refund") where
    /// `input` never does: a small model's rewrites turned who did what around this way, and every fact still
    /// matched ("I'm stuck on the vendor call with Halvorsen", "We've issued a full refund…, Mr. Alvarez").
    static func namesMadeSubjects(in text: String, beyond input: String, names: [String]) -> [String] {
        func followers(of name: String, in text: String) -> Set<String> {
            var words: Set<String> = []
            var rest = text[...]
            while let range = rest.range(of: name) {
                rest = rest[range.upperBound...]
                if let next = rest.split(whereSeparator: { $0.isWhitespace }).first, rest.first?.isWhitespace == true {
                    words.insert(next.lowercased().trimmingCharacters(in: .punctuationCharacters))
                }
            }
            return words
        }
        // "Mr. Alvarez": the name after a title starts a "sentence" for the name finder, so it is added here.
        let tokens = input.split(whereSeparator: \.isWhitespace)
        let titled = zip(tokens, tokens.dropFirst()).filter { ["Mr.", "Ms.", "Mrs.", "Dr."].contains(String($0.0)) }
            .map { String($0.1).trimmingCharacters(in: .punctuationCharacters) }
        return Array(Set(names + titled)).sorted().filter { name in
            !followers(of: name, in: text).isDisjoint(with: auxiliaries) && followers(of: name, in: input).isDisjoint(with: auxiliaries)
        }
    }

    static let auxiliaries: Set<String> = ["is", "was", "has", "had", "will", "would", "can", "could", "are", "were", "did", "does"]

    /// Words of the prompt's instructions that `text` uses and `input` doesn't: a model that writes "with all
    /// necessary details in a professional tone" or "without any hedging" describes its task, not the message.
    static func instructionWords(in text: String, beyond input: String) -> [String] {
        let known = Set(input.lowercased().split { !$0.isLetter }.map(String.init))
        let words = text.lowercased().split { !$0.isLetter }.map(String.init)
        var found: [String] = []
        for word in words where instructionVocabulary.contains(word) && !known.contains(word) && !found.contains(word) {
            found.append(word)
        }
        return found
    }

    /// The words the composer's prompts use to describe the task, which a rewrite of a message has no reason to
    /// say. The tones' own names are not among them: "a casual update" can be part of a message.
    static let instructionVocabulary: Set<String> = [
        "tone", "tones", "tactful", "tactfully", "hedging", "hedge", "formality", "clarity", "concise", "inclusive",
        "supportive", "jargon", "rewrite", "rewritten", "rewriting", "response", "variation", "audience", "facts",
        "collegial",
    ]

    /// Whether `text` ends mid-sentence where `input` ends on a full stop, "!" or "?" (a sign-off aside).
    static func isCutOff(_ text: String, input: String) -> Bool {
        let endings: Set<Character> = [".", "!", "?", "\"", "”", ")", "…"]
        guard let inputEnd = MessageFrame(input).body.last, endings.contains(inputEnd) else { return false }
        guard let end = MessageFrame(text).body.last else { return true }
        return !endings.contains(end)
    }

    private func repeatedPrompt(in text: String) -> [String] {
        guard let marker = markers.first(where: text.contains) ?? (text.contains("rewritten for its audience") ? "the rules" : nil) else {
            return []
        }
        return ["I repeated part of my prompt (\(marker))."]
    }

    /// The numbers, dates and times of `text` that are not among `facts`.
    private static func addedFacts(in text: String, beyond facts: Set<String>) -> [KeyPoint] {
        KeyPointExtractor.extract(text).filter { [.number, .date, .time].contains($0.kind) && !facts.contains($0.key) }
    }

    private func addedFacts(_ added: [KeyPoint]) -> [String] {
        added.isEmpty ? [] : ["I added \(added.map { "\"\($0.text)\"" }.joined(separator: ", ")), which the message doesn't say."]
    }

    private func tooLong(_ words: Int) -> [String] {
        let inputWords = TextMeasure.wordCount(input)
        return words > max(inputWords * 5 / 2, inputWords + 40) ? ["I wrote \(words) words for a \(inputWords)-word message."] : []
    }
}
