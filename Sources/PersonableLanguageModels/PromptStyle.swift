/// How a model expects to be prompted.
public enum PromptStyle: String, Sendable, Codable {
    /// A base model: it continues text, so it is shown examples and left to complete the pattern.
    case completion
    /// An instruction-tuned model with a chat template.
    case chat
}
