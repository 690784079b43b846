/// The spec's first-person error messages, for a consistent warm tone.
public enum WarmErrorMessages {
    public static let connectionFailed = "I couldn't connect right now. Let's try again in a moment."
    public static let loadFailed = "I had trouble loading that. Give me another try?"
    public static let saveFailed = "I couldn't save your changes. Let's try that again."
    public static let sessionExpired = "It's been a while — let me reconnect for you."
    public static let serverError = "Something went wrong on my end. I'm working on it."
    public static let timeout = "That took longer than expected. Let's try again."
    public static let networkUnavailable = "I need an internet connection to help you right now."

    /// All seven, by name, in the spec's order.
    public static let all: [(name: String, message: String)] = [
        ("connectionFailed", connectionFailed), ("loadFailed", loadFailed), ("saveFailed", saveFailed),
        ("sessionExpired", sessionExpired), ("serverError", serverError), ("timeout", timeout),
        ("networkUnavailable", networkUnavailable),
    ]
}
