import PersonableCore

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
    /// Several responses asked for together, streamed as pieces tagged with the index of their request; each
    /// response ends with a piece whose `isFinal` is set. A backend that can write them side by side does
    /// (llama.cpp decodes them in one batch); by default they are written one after another. A response whose
    /// index is given to `stopper` ends early, with a final piece, while the others go on.
    func streamResponses(to requests: [ResponseRequest], stopper: ResponseStopper) -> AsyncThrowingStream<ResponsePiece, any Error>
    /// Gets ready for prompts that start with `promptPrefix` (Foundation Models' `prewarm(promptPrefix:)`): a hint,
    /// never an error. llama.cpp evaluates the prefix now, or reads it from its on-disk prompt cache; by default
    /// nothing is done.
    func prewarm(promptPrefix: Prompt) async
    /// How many tokens `prompt` takes for this model. A backend that cannot count estimates (by default: a token
    /// per three bytes of UTF-8).
    func tokenCount(for prompt: Prompt) async throws -> Int
    /// The most tokens a prompt and its answer may take together (by default 4096).
    var contextSize: Int { get async }
    /// Returns once the work already asked of the model has ended (cancel it first to make that quick): before a
    /// process exits, so no llama.cpp thread is still writing under the exit handlers. By default at once.
    func waitUntilIdle() async
    /// How likely the model finds each of `texts`, spellings of one text (a name capitalised or not): the
    /// log-probabilities of its tokens after the tokens all of them share, summed, so the likelier spelling scores
    /// higher. `nil` when the backend cannot score text (by default).
    func logLikelihoods(of texts: [String]) async throws -> [Double]?
}

extension LanguageModel {
    /// The whole response at once.
    public func respond(to prompt: Prompt, options: GenerationOptions = .init()) async throws -> String {
        var text = ""
        for try await piece in streamResponse(to: prompt, options: options) { text += piece }
        return text
    }

    /// The whole responses to several requests, in order.
    public func respond(to requests: [ResponseRequest]) async throws -> [String] {
        var answers = [String](repeating: "", count: requests.count)
        for try await piece in streamResponses(to: requests) { answers[piece.index] += piece.text }
        return answers
    }

    public func prewarm(promptPrefix: Prompt) async {}

    public func waitUntilIdle() async {}

    public func logLikelihoods(of texts: [String]) async throws -> [Double]? { nil }

    public func tokenCount(for prompt: Prompt) async throws -> Int {
        prompt.text.utf8.count / 3
    }

    public var contextSize: Int {
        get async { 4096 }
    }

    /// Several responses asked for together, none of them stopped early.
    public func streamResponses(to requests: [ResponseRequest]) -> AsyncThrowingStream<ResponsePiece, any Error> {
        streamResponses(to: requests, stopper: ResponseStopper())
    }

    public func streamResponses(to requests: [ResponseRequest], stopper: ResponseStopper) -> AsyncThrowingStream<ResponsePiece, any Error> {
        streamResponsesOneByOne(to: requests, stopper: stopper)
    }

    /// The default of ``streamResponses(to:stopper:)``: each response through ``streamResponse(to:options:)``, one
    /// after another; a stopped one is cut off at its next piece (its stream is cancelled) or never started.
    public func streamResponsesOneByOne(
        to requests: [ResponseRequest], stopper: ResponseStopper = ResponseStopper()
    ) -> AsyncThrowingStream<ResponsePiece, any Error> {
        .producing { emit in
            for (index, request) in requests.enumerated() {
                try Task.checkCancellation()
                if !stopper.isStopped(index) {
                    for try await piece in streamResponse(to: request.prompt, options: request.options) {
                        emit(ResponsePiece(index: index, text: piece))
                        if stopper.isStopped(index) { break }
                    }
                }
                emit(ResponsePiece(index: index, text: "", isFinal: true))
            }
        }
    }
}
