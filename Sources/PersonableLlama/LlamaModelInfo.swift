import PersonableLanguageModels

/// What a loaded GGUF model says about itself (`personable model info`).
public struct LlamaModelInfo: Sendable, Hashable, Codable {
    public var path: String
    public var sizeBytes: Int64
    public var sha256: String
    public var architecture: String
    public var description: String
    public var parameters: UInt64
    public var trainedContextLength: Int
    public var contextLength: Int
    public var threads: Int
    /// Whether the file carries a chat template (an instruction-tuned model).
    public var hasChatTemplate: Bool
    public var promptStyle: PromptStyle
}
