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

    /// The message tells of a delay: something late, postponed or not ready.
    public var reportsDelay: Bool
    /// The message tells of a setback beyond a delay: something failed, broke, was cancelled or lost. Among
    /// colleagues only this is worth talking through: a coffee machine's part that arrives next Wednesday is not.
    public var reportsSetback: Bool
    /// The message's "sorry" is for what the reader chose or went through ("sorry to see you cancelled", "sorry to
    /// hear"), not an apology for trouble the writer caused.
    public var regretsReadersChoice: Bool
    /// The message tells of a delay or a setback: bad news of either kind.
    public var reportsProblem: Bool { reportsDelay || reportsSetback }
    /// The message asks the reader for something ("could you", "let me know", "need someone to"); a question
    /// alone may be an offer ("Drinks on me Thursday?"), which no "Thanks!" follows.
    public var asks: Bool
    /// The message already thanks the reader ("thanks", "grateful", "owe you one").
    public var thanks: Bool
    /// The message already says how to ask or reach the writer ("Questions can be sent to…", "call 555-0142",
    /// "let me know"), after which "Please let us know if you have any questions." says it twice.
    public var invitesQuestions: Bool
    /// The message already apologises.
    public var apologizes: Bool
    /// The message puts its bad news down to something nobody caused ("closed owing to a scheduled power outage",
    /// "cancelled because of the flood warning"), for which an apology reads as misplaced.
    public var blamesOutsideCause: Bool
    /// The message speaks of what is the reader's ("your order", "your party of 20").
    public var concernsReader: Bool
    /// The message speaks in the first person somewhere ("we", "I", "our", "me"); a notice that names its
    /// company in the third person ("Brightline Kitchen is recalling…") does not, and gets no line in "we".
    public var speaksInFirstPerson: Bool
    /// Who writes, by the message's own pronouns: "I" wherever the message says it ("I need to move our review"),
    /// else "we" where it says that ("We can send 250… Let me know"), else "I" for "me" or "my"; for a message
    /// with none of them, by its audience.
    public var person: Person

    /// The situation of `body`, a message without its greeting and sign-off, written for `audience`.
    public init(_ body: String, audience: AudienceType) {
        let words = Self.words(body)
        let lower = " " + words.joined(separator: " ") + " "
        // What only might happen ("Happy to resend it if it got lost") is no news.
        // A rule that ends ("paper timesheets will no longer be accepted") is an announcement, not a setback.
        let told = Self.words(Self.withoutQuestionsOrConditions(body).replacingOccurrences(
            of: "\\bno longer (be )?(accepted|allowed|permitted|required|needed)\\b|\\bno longer (accepts?|allows?|takes?|permits?)\\b"
                // "The early registration price is no longer available after that.": a deadline, not a setback.
                + "|\\bno longer \\w+( \\w+)? after (that|then|this|the \\w+)\\b", with: "", options: [.regularExpression, .caseInsensitive]))
        let toldLower = " " + told.joined(separator: " ") + " "
        reportsDelay = told.contains { Self.delayWords.contains($0) } || Self.delayPhrases.contains { toldLower.contains(" \($0) ") }
        reportsSetback = told.contains { Self.problemWords.contains($0) } || Self.problemPhrases.contains { toldLower.contains(" \($0) ") }
        concernsReader = words.contains { ["your", "yours"].contains($0) }
        regretsReadersChoice = lower.contains(" sorry to see ") || lower.contains(" sorry to hear ")
        apologizes = Self.apologizes(words)
        blamesOutsideCause = lower.range(of: #" (owing to|due to|because of|bc of|b/c of) (a |an |the )?(scheduled |planned |forecast |expected |unexpected |heavy |severe |national |public |local )?(power|weather|storm|storms|flood|flooding|floods|outage|strike|strikes|rain|snow|heatwave|holiday|bank holiday|roadworks|road works|maintenance|coastal erosion works|erosion works|erosion|works|repairs|essential repairs|mains repairs|election|cyclone|typhoon|hurricane|wildfire|fire warning|flood warning|weather warning) "#, options: .regularExpression) != nil
        asks = Self.requestPhrases.contains { lower.contains(" \($0) ") }
        thanks = words.contains { ["thanks", "thank", "thx", "grateful", "appreciate"].contains($0) }
            || lower.contains(" owe you one ") || lower.contains(" owe u one ")
        invitesQuestions = words.contains { ["question", "questions", "contact", "call", "calling", "email", "reach", "enquiries", "enquiry", "inquiries", "queries"].contains($0) }
            || lower.contains(" let me know ") || lower.contains(" let us know ") || lower.contains(" lmk ") || body.contains("@")
        let subject = words.contains { ["i", "i'm", "i've", "i'll", "i'd"].contains($0) }
        let plural = words.contains { ["we", "we're", "we've", "we'll", "we'd", "our", "us", "ours"].contains($0) }
        let singular = words.contains { ["my", "me", "mine"].contains($0) }
        person = subject ? .i : plural ? .we : singular ? .i : (audience == .client || audience == .public ? .we : .i)
        speaksInFirstPerson = subject || plural || singular
    }

    /// `text` without its conditional clauses (from "if", "unless", "in case", "failing which" or "otherwise" to the
    /// clause's end) and its questions ("is the login crash gonna push it?" asks; it tells of no crash; "…before 31
    /// July, failing which the claim may be declined" tells of no failure).
    static func withoutQuestionsOrConditions(_ text: String) -> String {
        ToneAdapter.sentences(text).filter { !$0.hasSuffix("?") }.joined(separator: " ")
            .replacingOccurrences(of: "\\b(if|unless|in case|failing which|failing that|failing this|otherwise)\\b[^.,;!?]*", with: "", options: [.regularExpression, .caseInsensitive])
    }

    /// Whether `words` (from `words(_:)`) say sorry: "sorry", "apologize", "regret"…
    static func apologizes(_ words: [String]) -> Bool {
        words.contains { apologyWords.contains($0) }
    }

    static let apologyWords: Set<String> = ["sorry", "apologize", "apologise", "apologies", "apology", "regret"]

    static func words(_ text: String) -> [String] {
        text.lowercased().replacingOccurrences(of: "’", with: "'").split { !$0.isLetter && $0 != "'" }.map(String.init)
    }

    /// Words that name something gone wrong, broken or cancelled.
    static let problemWords: Set<String> = [
        "outage", "outages", "failed", "failing", "fail", "fails", "crash", "crashes", "crashed", "crashing", "bug",
        "bugs", "broken", "broke", "error", "errors", "cancelled", "canceled", "shelved", "lost", "unfortunately",
        "refund", "refunded", "overcharged", "rejected", "missed", "disruption", "incident", "unavailable", "recall",
        "recalling", "recalled", "shortage", "breach", "exposed", "overrun", "damaged", "missing",
    ]
    /// Phrases that do the same where each word alone does not ("down" alone is also "sat down").
    static let problemPhrases = [
        "double charge", "charged twice", "bad news", "no longer", "isn't working", "not working", "went wrong", "short on",
        "nothing arrived", "didn't arrive", "never arrived", "over budget", "be down", "is down", "was down", "are down", "were down",
        "went down", "been down", "goes down", "go down",
    ]
    /// Words that name a delay.
    /// ("rescheduled" is none: an apology for the delay presumed the writer was at fault.)
    static let delayWords: Set<String> = ["delay", "delayed", "delays", "postponed", "postpone", "slips", "slipped"]
    /// Phrases that do the same: "late" alone is a deadline's word too ("Late submissions won't be paid").
    static let delayPhrases = [
        "is late", "are late", "was late", "running late", "arrive late", "not ready", "isn't ready", "aren't ready",
        "won't be ready", "will not be ready", "behind schedule", "won't ship", "will not ship", "won't arrive",
        "will not arrive",
    ]
    /// Phrases that ask the reader for something.
    static let requestPhrases = [
        "let me know", "let us know", "need someone", "please send", "please reply", "please confirm", "please check",
        "can you", "could you", "would you", "will you", "can we", "could we", "any chance", "wondered if", "wondering if",
    ]
}
