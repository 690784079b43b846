import Foundation

/// Adapts the user's own message to a tone and audience by rules: an opening and closing line for the pair,
/// and word-level changes to the body (contractions expanded for formal text and made for casual text, hedges
/// dropped for direct text, blunt words softened for diplomatic text). The facts stay the message's own, so
/// this is the composer's answer when the model's attempts all lose a key point. A message's own greeting and
/// sign-off stay as written, first and last: the opening line then loses its own greeting ("Hey team, quick
/// update:" becomes "Quick update:"), and no closing line is added.
public enum ToneAdapter {
    /// `message` adapted to `context`.
    public static func adapt(_ message: String, to context: CommunicationContext) -> String {
        let frame = MessageFrame(message)
        var body = frame.body
        switch context.tone {
        case .formal: body = replace(body, expansions + formalWords)
        case .diplomatic: body = replace(replace(body, expansions), softer)
        case .casual: body = replace(body, contractions)
        case .direct: body = replace(body, hedges)
        case .empathetic: break
        }
        body = capitalizeFirst(body.trimmingCharacters(in: .whitespaces))
        if let last = body.last, !".!?".contains(last) { body += "." }
        var opening = opening(for: context)
        if frame.greeting != nil, let greeting = MessageFrame.leadingGreeting(of: opening) {
            opening = MessageFrame.capitalizingFirst(String(opening.dropFirst(greeting.count)).trimmingCharacters(in: .whitespaces))
        }
        let closing = frame.signOff == nil ? closing(for: context) : ""
        return frame.framing([opening, body, closing].filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// `variation`'s text changed as `instruction` asks, keeping `input`'s facts.
    public static func refine(_ text: String, instruction: RefineInstruction, input: String, context: CommunicationContext) -> String {
        switch instruction {
        case .shorter:
            let sentences = ToneAdapter.sentences(text)
            let keyPoints = KeyPointExtractor.extract(input)
            let kept = sentences.filter { !KeyPointExtractor.check(keyPoints, in: $0).preserved.isEmpty }
            let shorter = replace((kept.isEmpty ? Array(sentences.prefix(1)) : kept).joined(separator: " "), hedges)
            guard TextMeasure.wordCount(shorter) >= TextMeasure.wordCount(text) else { return shorter }
            return capitalizeFirst(replace(shorter, compressions).trimmingCharacters(in: .whitespaces))
        case .longer:
            return [text, closing(for: CommunicationContext(audience: context.audience, tone: .diplomatic))].joined(separator: " ")
        case .warmer, .moreFormal, .moreCasual, .moreDirect:
            return adapt(input, to: CommunicationContext(audience: context.audience, tone: instruction.tone(from: context.tone)))
        }
    }

    static func opening(for context: CommunicationContext) -> String {
        switch (context.tone, context.audience) {
        case (.formal, .executive): "Please find a brief update below."
        case (.formal, .client): "Dear client, we would like to inform you of the following."
        case (.formal, _): "Please note the following."
        case (.casual, .team): "Hey team, quick update:"
        case (.casual, _): "Hi! Quick update:"
        case (.empathetic, .client): "We're sorry for the trouble, and we understand how frustrating this is."
        case (.empathetic, .team): "I know this affects all of us, so here is where things stand."
        case (.empathetic, _): "I understand this isn't the news anyone hoped for."
        case (.direct, _): ""
        case (.diplomatic, .client): "Thank you for your patience."
        case (.diplomatic, _): "Thank you for bearing with us."
        }
    }

    static func closing(for context: CommunicationContext) -> String {
        switch (context.tone, context.audience) {
        case (.formal, _): "Kind regards."
        case (.casual, .team): "Thanks, all!"
        case (.casual, _): "Cheers!"
        case (.empathetic, .client): "Thank you for your patience and understanding."
        case (.empathetic, _): "Please reach out if you have any concerns."
        case (.direct, _): ""
        case (.diplomatic, _): "I'm happy to discuss any questions."
        }
    }

    static func sentences(_ text: String) -> [String] {
        var result: [String] = [], current = ""
        for character in text {
            current.append(character)
            if ".!?".contains(character) {
                let sentence = current.trimmingCharacters(in: .whitespaces)
                if !sentence.isEmpty { result.append(sentence) }
                current = ""
            }
        }
        let rest = current.trimmingCharacters(in: .whitespaces)
        if !rest.isEmpty { result.append(rest) }
        return result
    }

    private static func capitalizeFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Replaces whole words (and phrases), keeping a leading capital.
    static func replace(_ text: String, _ pairs: [(String, String)]) -> String {
        var result = text
        for (from, to) in pairs {
            let pattern = "\\b" + NSRegularExpression.escapedPattern(for: from) + "\\b"
            guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { continue }
            var output = "", cursor = result.startIndex
            for match in regex.matches(in: result, range: NSRange(result.startIndex..., in: result)) {
                guard let range = Range(match.range, in: result) else { continue }
                output += result[cursor..<range.lowerBound]
                let found = result[range]
                output += found.first?.isUppercase == true && !to.isEmpty ? to.prefix(1).uppercased() + to.dropFirst() : to
                cursor = range.upperBound
            }
            output += result[cursor...]
            result = output.replacingOccurrences(of: "  ", with: " ")
        }
        return result
    }

    static let expansions: [(String, String)] = [
        ("can't", "cannot"), ("won't", "will not"), ("don't", "do not"), ("doesn't", "does not"), ("didn't", "did not"),
        ("isn't", "is not"), ("aren't", "are not"), ("wasn't", "was not"), ("weren't", "were not"), ("haven't", "have not"),
        ("hasn't", "has not"), ("couldn't", "could not"), ("shouldn't", "should not"), ("wouldn't", "would not"),
        ("we're", "we are"), ("you're", "you are"), ("they're", "they are"), ("I'm", "I am"), ("we'll", "we will"),
        ("I'll", "I will"), ("it's", "it is"), ("that's", "that is"), ("we've", "we have"), ("I've", "I have"),
        ("gonna", "going to"), ("wanna", "want to"), ("gotta", "have to"),
    ]
    static let contractions: [(String, String)] = [
        ("cannot", "can't"), ("can not", "can't"), ("will not", "won't"), ("do not", "don't"), ("does not", "doesn't"),
        ("did not", "didn't"), ("is not", "isn't"), ("are not", "aren't"), ("was not", "wasn't"), ("have not", "haven't"),
        ("has not", "hasn't"), ("we are", "we're"), ("you are", "you're"), ("it is", "it's"), ("we will", "we'll"),
        ("I am", "I'm"), ("I will", "I'll"), ("that is", "that's"), ("we have", "we've"),
    ]
    static let formalWords: [(String, String)] = [
        ("yeah", "yes"), ("stuff", "items"), ("guys", "everyone"), ("okay", "acceptable"), ("get back to", "reply to"),
        ("asap", "as soon as possible"), ("thanks", "thank you"), ("kinda", "somewhat"), ("a lot of", "many"),
    ]
    static let softer: [(String, String)] = [
        ("rejected", "not approved"), ("failed", "did not succeed"), ("problem", "challenge"), ("must", "should"),
        ("you need to", "could you"), ("wrong", "not quite right"), ("bad", "not ideal"),
    ]
    /// Words a shorter text can do without (articles and padding), and wordy phrases with their short forms.
    static let compressions: [(String, String)] = [
        ("I need to ", ""), ("I would like to ", ""), ("in order to", "to"), ("due to the fact that", "because"),
        ("at this point in time", "now"), ("at the moment", "now"), ("the ", ""), ("a ", ""), ("an ", ""), ("very ", ""),
        ("our ", ""), ("please note that ", ""),
    ]
    static let hedges: [(String, String)] = [
        ("I think that ", ""), ("I think ", ""), ("just ", ""), ("basically ", ""), ("actually ", ""), ("really ", ""),
        ("kind of ", ""), ("sort of ", ""), ("maybe ", ""),
    ]
}
