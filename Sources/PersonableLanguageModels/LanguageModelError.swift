import Foundation

/// Why a language model could not answer, in the first person.
public enum LanguageModelError: Error, LocalizedError, Equatable {
    case modelFileMissing(path: String)
    case notGGUF(path: String)
    case loadFailed(path: String)
    case promptTooLong(tokens: Int, limit: Int)
    case decodeFailed(code: Int32)
    case server(status: Int, message: String)
    case badResponse(String)
    case unavailable(reason: String)
    /// The server took longer than its ``RequestTimeouts`` allow.
    case timedOut(server: String)

    public var errorDescription: String? {
        switch self {
        case let .modelFileMissing(path):
            "I couldn't find a model file at \(path). Run scripts/setup, or point --model at a GGUF file."
        case let .notGGUF(path):
            "I couldn't use the model at \(path): it isn't a GGUF file."
        case let .loadFailed(path):
            "I couldn't load the model at \(path): llama.cpp rejected it (is the file complete?)."
        case let .promptTooLong(tokens, limit):
            "I can only read \(limit) tokens at once, and this prompt has \(tokens)."
        case let .decodeFailed(code):
            code == 1
                ? "I ran out of room in my context window and stopped writing."
                : "I stopped writing because llama.cpp couldn't decode the next token."
        case let .server(status, _):
            // What the server said goes to the logs (`failureReason`): it can be anything, NULs included.
            "I couldn't get an answer from the language model server: \(Self.describe(status: status))."
        case let .badResponse(detail):
            "I couldn't understand the language model server's answer: \(detail)."
        case let .unavailable(reason):
            reason
        case let .timedOut(server):
            "I gave up waiting for the language model server at \(server): it stopped answering. Check that it is running and not overloaded."
        }
    }

    /// The numbers, for logs: people read `errorDescription`, which keeps codes out of sight.
    public var failureReason: String? {
        switch self {
        case let .decodeFailed(code): "llama_decode returned \(code)"
        case let .server(status, message): "HTTP status \(status): \(message)"
        default: nil
        }
    }

    /// An HTTP status in words, so a message can say what happened without showing the code.
    public static func describe(status: Int) -> String {
        switch status {
        case 401, 403: "it wouldn't let me in (is the API key right?)"
        case 404: "it doesn't have what I asked for (are the URL and model name right?)"
        case 408, 504: "it took too long to answer"
        case 413: "my request was too large for it"
        case 429: "it asked me to slow down"
        case 500...599: "it's having trouble on its end"
        default: "it turned my request away"
        }
    }
}
