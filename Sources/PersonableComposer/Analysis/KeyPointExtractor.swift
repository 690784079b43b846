import Foundation

/// Finds a message's key points deterministically and checks which of them a rewrite keeps.
///
/// Values are compared, not spellings: "$12,000" is kept by "12000 dollars", "two weeks" by "2 weeks",
/// "9:40" by "9:40 am", "March 14" by "14 March", "Friday" by "Fri". A name or quoted phrase must appear as a
/// word (any case). A negation ("can't ship") is kept when a negative word ("not", "never", "-n't", "no" …) is
/// followed within four words by the same content word ("won't be able to ship").
public enum KeyPointExtractor {
    /// The key points of `text`, in order of appearance, each once.
    public static func extract(_ text: String) -> [KeyPoint] {
        var seen = Set<String>()
        return (quotes(in: text) + scan(Token.tokens(of: text))).filter { seen.insert($0.key).inserted }
    }

    /// Which of `keyPoints` `text` keeps.
    public static func check(_ keyPoints: [KeyPoint], in text: String) -> (preserved: [KeyPoint], missing: [KeyPoint]) {
        let tokens = Token.tokens(of: text)
        let found = Set(scan(tokens, namesEverywhere: true).map(\.key))
        let words = tokens.map { $0.word.lowercased() }
        var preserved: [KeyPoint] = [], missing: [KeyPoint] = []
        for point in keyPoints {
            let kept: Bool
            switch point.kind {
            case .name: kept = containsPhrase(point.text.lowercased(), in: words)
            case .quote: kept = text.lowercased().contains(point.text.lowercased())
            case .negation: kept = keepsNegation(point, tokens: tokens)
            default: kept = found.contains(point.key)
            }
            if kept { preserved.append(point) } else { missing.append(point) }
        }
        return (preserved, missing)
    }

    // MARK: - Scanning

    private static func quotes(in text: String) -> [KeyPoint] {
        var points: [KeyPoint] = []
        for (open, close) in [("\"", "\""), ("“", "”")] {
            var rest = text[...]
            while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
                let phrase = rest[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespaces)
                if !phrase.isEmpty, phrase.count <= 120 {
                    points.append(KeyPoint(kind: .quote, text: phrase, key: "quote:\(phrase.lowercased())"))
                }
                rest = rest[end.upperBound...]
            }
        }
        return points
    }

    private static func scan(_ tokens: [Token], namesEverywhere: Bool = false) -> [KeyPoint] {
        var points: [KeyPoint] = []
        var index = 0
        func next(_ offset: Int) -> Token? { index + offset < tokens.count ? tokens[index + offset] : nil }
        while index < tokens.count {
            let token = tokens[index]
            let lower = token.word.lowercased()
            // Times: 9:40, 9:40am, 3pm, 3 pm, 9:40 a.m.
            if let minutes = Vocabulary.time(lower, meridiem: next(1)?.word.lowercased()) {
                let usesNext = Vocabulary.clock(lower) != nil && !lower.hasSuffix("m") && Vocabulary.isMeridiem(next(1)?.word.lowercased())
                let text = usesNext ? "\(token.word) \(tokens[index + 1].word)" : token.word
                points.append(KeyPoint(kind: .time, text: text, key: "time:\(minutes)"))
                index += usesNext ? 2 : 1
                continue
            }
            // Dates: March 14, 14 March, Mar 14th, 2026-03-14; a month alone.
            if let month = Vocabulary.month(token, next: next(1)) {
                if let day = next(1).flatMap({ Vocabulary.dayOfMonth($0.word) }) {
                    points.append(KeyPoint(kind: .date, text: "\(token.word) \(tokens[index + 1].word)", key: "date:\(month)-\(day)"))
                    index += 2
                    // The last day of a range after its month ("August 12 to 23"): the 23rd of August.
                    if let joint = next(0)?.word.lowercased(), Self.rangeJoints.contains(joint),
                       let last = next(1), let lastDay = Vocabulary.dayOfMonth(last.word),
                       next(2).flatMap({ Vocabulary.month($0, next: nil, afterDay: true) }) == nil {
                        points.append(KeyPoint(kind: .date, text: "\(token.word) \(last.word)", key: "date:\(month)-\(lastDay)"))
                        index += 2
                    }
                } else {
                    points.append(KeyPoint(kind: .date, text: token.word, key: "month:\(month)"))
                    index += 1
                }
                continue
            }
            if let day = Vocabulary.dayOfMonth(token.word), let month = next(1).flatMap({ Vocabulary.month($0, next: nil, afterDay: true) }) {
                points.append(KeyPoint(kind: .date, text: "\(token.word) \(tokens[index + 1].word)", key: "date:\(month)-\(day)"))
                index += 2
                continue
            }
            if let (month, day) = Vocabulary.isoDate(lower) {
                points.append(KeyPoint(kind: .date, text: token.word, key: "date:\(month)-\(day)"))
                index += 1
                continue
            }
            if let weekday = Vocabulary.weekday(token.word) {
                points.append(KeyPoint(kind: .date, text: token.word, key: "day:\(weekday)"))
                index += 1
                continue
            }
            if let relative = Vocabulary.relativeDay(lower, next: next(1)?.word.lowercased()) {
                let text = relative.words == 2 ? "\(token.word) \(tokens[index + 1].word)" : token.word
                points.append(KeyPoint(kind: .date, text: text, key: "rel:\(relative.key)"))
                index += relative.words
                continue
            }
            // The first day of a range whose month comes after the last ("12 to 23 August"): the 12th of August, so
            // a rewrite that says "August 12–23" adds no date.
            if let day = Vocabulary.dayOfMonth(token.word), let joint = next(1)?.word.lowercased(),
               Self.rangeJoints.contains(joint),
               let last = next(2), Vocabulary.dayOfMonth(last.word) != nil,
               let month = next(3).flatMap({ Vocabulary.month($0, next: nil, afterDay: true) }) {
                points.append(KeyPoint(kind: .date, text: "\(token.word) \(next(3)!.word)", key: "date:\(month)-\(day)"))
                index += 1
                continue
            }
            // Numbers and amounts: $12,000, 12k, 40%, #4512, 3rd, two, 1.5 million.
            if let value = Vocabulary.number(token.word) {
                var scaled = value, text = token.word, used = 1
                if let scale = next(1).flatMap({ Vocabulary.scale($0.word.lowercased()) }) {
                    scaled *= scale
                    text += " " + tokens[index + 1].word
                    used = 2
                }
                points.append(KeyPoint(kind: .number, text: text, key: "num:\(Vocabulary.format(scaled))"))
                index += used
                continue
            }
            // "No worries", "no problem": a courtesy, not a fact denied ("it is not a problem if…" says the same).
            if lower == "no", let following = next(1)?.word.lowercased(), Self.courtesies.contains(following) {
                index += 2
                continue
            }
            // "we can't do the horn in gold no more": texting's double negative echoes the sentence's negation.
            if lower == "no", next(1)?.word.lowercased() == "more", Self.isNegatedBefore(index, in: tokens) {
                index += 2
                continue
            }
            if Vocabulary.isNegation(lower) {
                // What is negated lies in the negation's own sentence ("…ship without it. I'd rather…" negates no "I'd").
                let content = tokens[(index + 1)...].prefix(4).prefix { !$0.startsSentence }.first { !Vocabulary.isFiller($0.word.lowercased()) }
                let text = ([token] + tokens[(index + 1)...].prefix { $0 != content }.prefix(3) + (content.map { [$0] } ?? []))
                    .map(\.word).joined(separator: " ")
                points.append(KeyPoint(kind: .negation, text: text, key: "neg:\(content.map { Self.negated($0.word) } ?? "")"))
                index += 1
                continue
            }
            if Vocabulary.isName(token, namesEverywhere: namesEverywhere) {
                var words = [token.word]
                while let following = next(words.count), !following.startsSentence, Vocabulary.isName(following, namesEverywhere: true),
                      Vocabulary.month(following, next: nil, afterDay: true) == nil, Vocabulary.weekday(following.word) == nil {
                    words.append(following.word)
                }
                let text = words.joined(separator: " ")
                points.append(KeyPoint(kind: .name, text: text, key: "name:\(text.lowercased())"))
                index += words.count
                continue
            }
            index += 1
        }
        return points
    }

    /// Words between the two days of a range: "12 to 23 August", "August 12 – 23".
    static let rangeJoints: Set<String> = ["to", "-", "–", "through", "until", "and"]
    /// Words after "no" that make a courtesy, not a negation.
    static let courtesies: Set<String> = ["worries", "problem", "biggie", "probs"]

    /// Whether a negation comes before `index` in its sentence.
    private static func isNegatedBefore(_ index: Int, in tokens: [Token]) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            if Vocabulary.isNegation(tokens[cursor].word.lowercased()) { return true }
            if tokens[cursor].startsSentence { return false }
            cursor -= 1
        }
        return false
    }

    private static func keepsNegation(_ point: KeyPoint, tokens: [Token]) -> Bool {
        let stem = String(point.key.dropFirst("neg:".count))
        for (index, token) in tokens.enumerated() where Vocabulary.isNegation(token.word.lowercased()) {
            if stem.isEmpty { return true }
            if tokens[(index + 1)...].prefix(4).contains(where: { Self.negated($0.word) == stem }) { return true }
        }
        return false
    }

    /// What a negation's word is compared by: a weekday by its day ("not tues" is "not Tuesday"; "cant do sun" is
    /// "cannot do Sunday", which a rewrite may spell either way), texting's short form by its word ("no appt" is "no
    /// appointment"), any other word by its stem.
    private static func negated(_ word: String) -> String {
        Vocabulary.weekday(word) ?? Vocabulary.weekday(MessageFrame.capitalizingFirst(word)) ?? Vocabulary.stem(shortForms[word.lowercased()] ?? word)
    }

    /// Texting's short forms of words a negation may deny or run into ("cant bc of my shift"), which every variation
    /// but a casual one writes in full.
    static let shortForms: [String: String] = [
        "bc": "because", "cuz": "because", "coz": "because", "cos": "because", "b4": "before", "wanna": "want", "gonna": "going", "bro": "brother", "sis": "sister",
        "appt": "appointment", "appts": "appointments", "msg": "message", "msgs": "messages", "pic": "photo", "pics": "photos",
        "ppl": "people", "mtg": "meeting", "mtgs": "meetings", "acct": "account", "acc": "account", "tix": "tickets",
        "meds": "medicines", "hrs": "hours", "wk": "week", "wks": "weeks", "yr": "year", "yrs": "years",
    ]

    private static func containsPhrase(_ phrase: String, in words: [String]) -> Bool {
        let parts = phrase.split(separator: " ").map(String.init)
        guard !parts.isEmpty, words.count >= parts.count else { return false }
        return (0...(words.count - parts.count)).contains { Array(words[$0..<($0 + parts.count)]) == parts }
    }
}

/// A word of a message with the punctuation around it removed, and whether it starts a sentence.
struct Token: Equatable {
    var word: String
    var startsSentence: Bool

    static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        var sentenceStart = true
        for raw in text.split(whereSeparator: \.isWhitespace) {
            let trimmed = raw.trimmingCharacters(in: CharacterSet(charactersIn: "\"“”‘'()[]{}*_,;:!?."))
                .trimmingCharacters(in: CharacterSet(charactersIn: "—–-"))
            // A possessive names the same thing: "Dana's" is Dana, "Friday's" is Friday.
            let kept = ["'s", "’s"].first { trimmed.count > 3 && trimmed.hasSuffix($0) }.map { String(trimmed.dropLast($0.count)) } ?? trimmed
            if !kept.isEmpty { tokens.append(Token(word: kept, startsSentence: sentenceStart)) }
            // A title ("Dr. Hannah Weiss") ends no sentence: the name after it is a name.
            if ["Dr.", "Mr.", "Mrs.", "Ms.", "Prof.", "St."].contains(String(raw)) {
                sentenceStart = false
            } else if let last = raw.last, ".!?:".contains(last) || raw.hasSuffix(".\"") || raw.hasSuffix("!\"") || raw.hasSuffix("?\"") {
                sentenceStart = true
            } else if !kept.isEmpty {
                sentenceStart = false
            }
        }
        return tokens
    }
}
