/// A warm-copy rule: what the linter flags in error text.
public enum CopyLintRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// Error text that is not in the first person ("Connection failed." instead of "I couldn't connect.").
    case notFirstPerson = "not-first-person"
    /// An error code shown to the user ("Error 503", "code -1009", "HTTP 500", "0x8BADF00D", "ERR_TIMED_OUT").
    case errorCode = "error-code"
    /// An "Error:" (or "Warning:", "Fatal:") prefix.
    case errorPrefix = "error-prefix"
    /// Blame on the user ("you entered", "your fault", "invalid input").
    case blamesUser = "blames-user"
    /// A cold, technical word ("Invalid", "Failed", "Fatal").
    case coldWord = "cold-word"

    /// Why the rule exists, one line.
    public var explanation: String {
        switch self {
        case .notFirstPerson: "Say what happened as I/me/my or let's: \"I couldn't connect right now.\""
        case .errorCode: "Keep codes in the logs; tell people what happened in words."
        case .errorPrefix: "Skip the \"Error:\" label; start with what happened."
        case .blamesUser: "Take the blame, or share it; never put it on the person."
        case .coldWord: "Say it warmly: \"I couldn't…\" rather than \"Failed\" or \"Invalid\"."
        }
    }
}
