import Foundation
import Synchronization
import Personable

/// A stand-in language model (the seam the composer tests double): answers each call with `respond(prompt,
/// call number)`, streamed a few characters at a time, and records the prompts and options it was given. With
/// `sideBySide`, several requests asked for together stream interleaved, piece by piece, as llama.cpp writes them.
/// With `likelihood`, it scores texts (``LanguageModel/logLikelihoods(of:)``) by that function, and counts the calls.
public final class ScriptedLanguageModel: LanguageModel {
    private struct State {
        var prompts: [Prompt] = []
        var options: [GenerationOptions] = []
        var available = true
        var chunksStreamed = 0
        var responsesFinished = 0
        var scoringCalls = 0
    }

    private let state = Mutex(State())
    private let respond: @Sendable (Prompt, Int) -> String
    public let version: String
    public let style: PromptStyle
    /// A pause before each piece, so a test can cancel mid-stream.
    public let pieceDelay: Duration
    public let sideBySide: Bool
    /// How likely a text is, for ``logLikelihoods(of:)``; `nil` for a model that cannot score text.
    public let likelihood: (@Sendable (String) -> Double)?

    public init(
        version: String = "scripted-1", style: PromptStyle = .completion, pieceDelay: Duration = .zero, sideBySide: Bool = false,
        likelihood: (@Sendable (String) -> Double)? = nil, respond: @escaping @Sendable (Prompt, Int) -> String
    ) {
        self.likelihood = likelihood
        self.sideBySide = sideBySide
        self.version = version
        self.style = style
        self.pieceDelay = pieceDelay
        self.respond = respond
    }

    public var calls: Int { state.withLock { $0.prompts.count } }
    public var prompts: [Prompt] { state.withLock { $0.prompts } }
    public var options: [GenerationOptions] { state.withLock { $0.options } }
    public var chunksStreamed: Int { state.withLock { $0.chunksStreamed } }
    /// How many answers asked for side by side have been streamed to their end.
    public var responsesFinished: Int { state.withLock { $0.responsesFinished } }
    /// How many times texts were scored.
    public var scoringCalls: Int { state.withLock { $0.scoringCalls } }
    public func setAvailable(_ available: Bool) { state.withLock { $0.available = available } }

    public var availability: LanguageModelAvailability {
        get async { state.withLock { $0.available } ? .available : .unavailable(reason: "I have no model in this test.") }
    }

    public var promptStyle: PromptStyle { get async { style } }

    public func logLikelihoods(of texts: [String]) async throws -> [Double]? {
        guard let likelihood else { return nil }
        state.withLock { $0.scoringCalls += 1 }
        return texts.map(likelihood)
    }

    public func streamResponse(to prompt: Prompt, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        let call = state.withLock { state -> Int in
            state.prompts.append(prompt)
            state.options.append(options)
            return state.prompts.count
        }
        let text = respond(prompt, call)
        let (stream, continuation) = AsyncThrowingStream<String, any Error>.makeStream()
        let task = Task {
            var rest = Substring(text)
            while !rest.isEmpty {
                if pieceDelay > .zero { try? await Task.sleep(for: pieceDelay) }
                if Task.isCancelled { break }
                continuation.yield(String(rest.prefix(4)))
                state.withLock { $0.chunksStreamed += 1 }
                rest = rest.dropFirst(4)
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    public func streamResponses(to requests: [ResponseRequest], stopper: ResponseStopper) -> AsyncThrowingStream<ResponsePiece, any Error> {
        guard sideBySide else { return streamResponsesOneByOne(to: requests, stopper: stopper) }
        let streams = requests.map { streamResponse(to: $0.prompt, options: $0.options) }
        return AsyncThrowingStream { continuation in
            let task = Task {
                var iterators = streams.map { $0.makeAsyncIterator() }
                var open = Set(iterators.indices)
                while !open.isEmpty {
                    for index in open.sorted() {
                        if stopper.isStopped(index) {
                            open.remove(index)
                            continuation.yield(ResponsePiece(index: index, text: "", isFinal: true))
                        } else if let piece = try await iterators[index].next() {
                            continuation.yield(ResponsePiece(index: index, text: piece))
                        } else {
                            open.remove(index)
                            continuation.yield(ResponsePiece(index: index, text: "", isFinal: true))
                            state.withLock { $0.responsesFinished += 1 }
                        }
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
