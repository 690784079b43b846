/// One of several responses asked for together (``LanguageModel/streamResponses(to:)``).
public struct ResponseRequest: Sendable, Hashable {
    public var prompt: Prompt
    public var options: GenerationOptions

    public init(_ prompt: Prompt, options: GenerationOptions) {
        self.prompt = prompt
        self.options = options
    }
}
