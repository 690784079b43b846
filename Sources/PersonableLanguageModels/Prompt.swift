/// What a model is asked: raw text to continue, or a conversation.
public enum Prompt: Sendable, Hashable {
    case completion(String)
    case chat([ChatMessage])

    /// The prompt as plain text (the chat turns joined), for records and leak checks.
    public var text: String {
        switch self {
        case let .completion(text): text
        case let .chat(messages): messages.map { "\($0.role.rawValue): \($0.content)" }.joined(separator: "\n")
        }
    }
}
