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
            "I stopped writing because llama.cpp reported a decoding problem (code \(code))."
        case let .server(status, message):
            "The language model server answered with HTTP \(status)\(message.isEmpty ? "" : ": \(message)")."
        case let .badResponse(detail):
            "I couldn't understand the language model server's answer: \(detail)."
        case let .unavailable(reason):
            reason
        }
    }
}
