/// What a message does, read from its words, so that the rules add only a line that fits it: an acknowledgement
/// before bad news, thanks after a request, nothing before a thank-you note or a plain announcement. Before,
/// every variation of a tone got the same opening and closing, whatever the message said ("Thank you for bearing
/// with us." before "Project Beacon is being shelved", "Dear client, we would like to inform you of the
/// following." before every client message).
public struct MessageSituation: Sendable, Equatable {
    /// Who writes: "we" (a company or a team) or "I".
    public enum Person: Sendable, Equatable {
        case we, i
    }

    /// The message tells of something that went wrong, is late, is cancelled or is refused.
    public var reportsProblem: Bool
    /// The message asks the reader for something (a question, "let me know", "need someone to").
    public var asks: Bool
    /// The message already thanks the reader.
    public var thanks: Bool
    /// The message already apologises.
    public var apologizes: Bool
    /// Who writes, by the message's own pronouns: "I" wherever the message says it ("I need to move our review"),
    /// else "we" where it says that; for a message with neither, by its audience.
    public var person: Person

    /// The situation of `body`, a message without its greeting and sign-off, written for `audience`.
    public init(_ body: String, audience: AudienceType) {
        let words = Self.words(body)
        let lower = " " + words.joined(separator: " ") + " "
        reportsProblem = words.contains { Self.problemWords.contains($0) } || Self.problemPhrases.contains { lower.contains(" \($0) ") }
        asks = body.contains("?") || Self.requestPhrases.contains { lower.contains(" \($0) ") }
        thanks = words.contains { ["thanks", "thank", "grateful", "appreciate"].contains($0) }
        apologizes = words.contains { ["sorry", "apologize", "apologise", "apologies", "regret"].contains($0) }
        let plural = words.contains { ["we", "we're", "we've", "we'll", "we'd", "our", "us", "ours"].contains($0) }
        let singular = words.contains { ["i", "i'm", "i've", "i'll", "i'd", "my", "me", "mine"].contains($0) }
        person = singular ? .i : plural ? .we : (audience == .client || audience == .public ? .we : .i)
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().replacingOccurrences(of: "’", with: "'").split { !$0.isLetter && $0 != "'" }.map(String.init)
    }

    /// Words that name something gone wrong, late, cancelled or refused.
    static let problemWords: Set<String> = [
        "down", "outage", "outages", "failed", "failing", "fails", "crash", "crashes", "crashed", "crashing", "bug", "bugs",
        "broken", "broke", "error", "errors", "late", "delay", "delayed", "delays", "postponed", "postpone", "cancelled",
        "canceled", "cancel", "shelved", "slips", "slipped", "lost", "unfortunately", "refund", "refunded", "overcharged",
        "unable", "can't", "cannot", "rejected", "declined", "missed", "affected", "disruption", "incident", "unavailable",
        "reschedule", "rescheduled", "rescheduling",
    ]
    /// Phrases that do the same where each word alone does not.
    static let problemPhrases = [
        "double charge", "charged twice", "won't be able", "will not be able", "not able to", "bad news", "no longer",
        "isn't working", "not working", "went wrong",
        "not ready", "isn't ready", "aren't ready", "behind schedule",
    ]
    /// Phrases that ask the reader for something without a question mark.
    static let requestPhrases = [
        "let me know", "let us know", "need someone", "please send", "please reply", "please confirm", "can you", "could you",
        "would you", "any chance",
    ]
}
