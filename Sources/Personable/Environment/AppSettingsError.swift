import Foundation

/// A configured value I cannot use, said in the first person.
public enum AppSettingsError: Error, LocalizedError, Equatable {
    case badEndpoint(String)
    case badLogLevel(String)
    case badTimeout(String)
    case badTimeLimit(String)
    /// `PERSONABLE_EMBEDDING_MODEL` names no usable GGUF file.
    case badEmbeddingModel(path: String)

    public var errorDescription: String? {
        switch self {
        case let .badEndpoint(text):
            "I couldn't read \"\(text)\" as an http(s) URL for --endpoint."
        case let .badLogLevel(text):
            "I don't know the log level \"\(text)\". I know: trace, debug, info, notice, warning, error, critical."
        case let .badTimeout(text):
            "I couldn't read \"\(text)\" as a number of seconds for the time I wait on a language model server (more than 0, at most 3600)."
        case let .badTimeLimit(text):
            "I couldn't read \"\(text)\" as the seconds I may take to write one themed text (more than 0, at most 600), or `off`."
        case let .badEmbeddingModel(path):
            "I couldn't use \(path) as the embedding model (PERSONABLE_EMBEDDING_MODEL): it is missing or not a GGUF file. Unset it to use the one scripts/setup installed."
        }
    }
}
