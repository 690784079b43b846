/// A language model that writes text, shaped after Foundation Models' `LanguageModelSession`
/// (`respond(to:)`, `streamResponse(to:)`) and `SystemLanguageModel.availability`.
///
/// Two backends ship: `LlamaLanguageModel` (llama.cpp in-process, a GGUF file) and
/// `OpenAICompatibleLanguageModel` (any `/v1/completions` + `/v1/chat/completions` server).
public protocol LanguageModel: Sendable {
    /// Whether the model can be used; never throws, never crashes on a bad file.
    var availability: LanguageModelAvailability { get async }
    /// Identifies the model for cache invalidation: a file name and hash prefix, or an endpoint's model name.
    var version: String { get }
    /// How prompts should be written for it: few-shot completion for a base model, chat for an instruction-tuned one.
    var promptStyle: PromptStyle { get async }
    /// Streams the response as text pieces, in order. Cancelling the consuming task stops generation promptly.
    func streamResponse(to prompt: Prompt, options: GenerationOptions) -> AsyncThrowingStream<String, any Error>
}

extension LanguageModel {
    /// The whole response at once.
    public func respond(to prompt: Prompt, options: GenerationOptions = .init()) async throws -> String {
        var text = ""
        for try await piece in streamResponse(to: prompt, options: options) { text += piece }
        return text
    }
}

/// How a model expects to be prompted.
public enum PromptStyle: String, Sendable, Codable {
    /// A base model: it continues text, so it is shown examples and left to complete the pattern.
    case completion
    /// An instruction-tuned model with a chat template.
    case chat
}

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

/// One turn of a conversation.
public struct ChatMessage: Sendable, Hashable, Codable {
    public enum Role: String, Sendable, Hashable, Codable {
        case system, user, assistant
    }

    public var role: Role
    public var content: String

    public init(_ role: Role, _ content: String) {
        self.role = role
        self.content = content
    }
}
