import Foundation
import PersonableCore
import PersonableLanguageModels

/// A GGUF model run in-process by llama.cpp: the on-device model, as Foundation Models' `SystemLanguageModel` is on iOS.
///
/// The model loads on first use, once per process, and is shared by every instance for the same file. A base
/// model (no chat template in the file, like the default Gemma 3 270M) is prompted by few-shot completion; an
/// instruction-tuned one through its chat template.
///
/// ```swift
/// let model = LlamaLanguageModel()                      // the installed default model
/// let text = try await model.respond(to: .completion("Once upon a time"), options: .init(maximumResponseTokens: 20))
/// ```
public final class LlamaLanguageModel: LanguageModel {
    public let file: ModelFile
    /// File name and SHA-256 prefix.
    public let version: String

    /// Where evaluated few-shot prefixes are kept between processes; `nil` keeps them in memory only.
    public let promptCache: PromptStateCache?

    /// - Parameter promptCache: where prefixes are kept between processes; the app's comes from its settings
    ///   (`AppEnvironment`), so a model built here alone keeps them in memory unless given one.
    public init(file: ModelFile = .installedDefault(), promptCache: PromptStateCache? = nil) {
        self.file = file
        self.promptCache = promptCache
        self.version = (try? file.validate()).map { file.version() } ?? "\(file.fileName)@missing"
    }

    public var availability: LanguageModelAvailability {
        get async {
            do {
                _ = try await LlamaEngineStore.shared.engine(for: file)
                return .available
            } catch {
                return .unavailable(reason: error.localizedDescription)
            }
        }
    }

    public var promptStyle: PromptStyle {
        get async {
            (try? await LlamaEngineStore.shared.engine(for: file))?.chatTemplate == nil ? .completion : .chat
        }
    }

    /// The model's own description, size, parameters and settings.
    public func info() async throws -> LlamaModelInfo {
        try await LlamaEngineStore.shared.engine(for: file).info()
    }

    /// Timings of the last generation on this model file (for benchmarks).
    public func lastGenerationStats() async throws -> LlamaGenerationStats {
        try await LlamaEngineStore.shared.engine(for: file).lastStats
    }

    /// How many tokens `prompt` takes, counted by the model's own tokenizer.
    public func waitUntilIdle() async {
        await LlamaEngineStore.shared.loadedEngine(for: file)?.waitUntilIdle()
    }

    public func tokenCount(for prompt: Prompt) async throws -> Int {
        let engine = try await LlamaEngineStore.shared.engine(for: file)
        return await engine.tokenCount(render(prompt, on: engine))
    }

    /// The context the engine was made with (4096 tokens); the default when the model cannot be loaded.
    public var contextSize: Int {
        get async { (try? await LlamaEngineStore.shared.engine(for: file)).map { Int($0.contextLength) } ?? 4096 }
    }

    public func prewarm(promptPrefix: Prompt) async {
        _ = try? await prewarmed(promptPrefix)
    }

    /// Puts `promptPrefix` in the KV cache (see ``prewarm(promptPrefix:)``) and says where it came from.
    @discardableResult
    public func prewarmed(_ promptPrefix: Prompt) async throws -> PromptPrewarmSource {
        let engine = try await LlamaEngineStore.shared.engine(for: file)
        return try await engine.prewarm(render(promptPrefix, on: engine), cache: promptCache)
    }

    public func logLikelihoods(of texts: [String]) async throws -> [Double]? {
        try await LlamaEngineStore.shared.engine(for: file).logLikelihoods(texts)
    }

    public func streamResponse(to prompt: Prompt, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        let pieces = streamResponses(to: [ResponseRequest(prompt, options: options)])
        return .producing { emit in
            for try await piece in pieces where !piece.text.isEmpty { emit(piece.text) }
        }
    }

    /// The responses decoded side by side, five at a time, the prompt prefix they share evaluated once; a
    /// stopped one leaves the batch at the next step.
    public func streamResponses(to requests: [ResponseRequest], stopper: ResponseStopper) -> AsyncThrowingStream<ResponsePiece, any Error> {
        let file = file
        return .producing { emit in
            let engine = try await LlamaEngineStore.shared.engine(for: file)
            let prompts = requests.map { (text: self.render($0.prompt, on: engine), options: $0.options) }
            for try await piece in engine.stream(prompts, stopper: stopper) { emit(piece) }
        }
    }

    /// The text llama.cpp is given: completion text as is, chat turns through the model's template (or, for a
    /// model without one, as a plain transcript ending with the assistant's turn).
    private func render(_ prompt: Prompt, on engine: LlamaEngine) -> String {
        switch prompt {
        case let .completion(text):
            return text
        case let .chat(messages):
            return engine.applyChatTemplate(messages) ?? (prompt.text + "\nassistant:")
        }
    }
}
