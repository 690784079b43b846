import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// A model behind an OpenAI-compatible HTTP API (llama.cpp's `llama-server`, vLLM, LM Studio, Ollama…):
/// `/v1/chat/completions` for chat prompts, `/v1/completions` for completion prompts, streamed as server-sent events.
///
/// ```swift
/// let model = OpenAICompatibleLanguageModel(baseURL: URL(string: "http://127.0.0.1:8080")!, model: "gemma")
/// ```
public final class OpenAICompatibleLanguageModel: LanguageModel {
    public let baseURL: URL
    public let model: String
    private let apiKey: String?
    private let style: PromptStyle
    private let client: HTTPClient
    private let timeouts: RequestTimeouts

    /// - Parameters:
    ///   - baseURL: the server's root; `/v1/...` is added unless the URL already ends in `/v1`.
    ///   - promptStyle: `.chat` for instruction-tuned models (most served ones), `.completion` for a base model.
    ///   - timeouts: how long to wait for the first byte, between pieces and in all, per request.
    public init(
        baseURL: URL, model: String, apiKey: String? = nil, promptStyle: PromptStyle = .chat,
        client: HTTPClient = .shared, timeouts: RequestTimeouts = .default
    ) {
        self.baseURL = baseURL
        self.model = model
        self.apiKey = apiKey
        self.style = promptStyle
        self.client = client
        self.timeouts = timeouts
    }

    public var version: String { "\(model)@\(baseURL.host ?? baseURL.absoluteString)" }

    public var promptStyle: PromptStyle {
        get async { style }
    }

    /// Available when `GET /v1/models` answers 200 within 5 seconds, body included.
    public var availability: LanguageModelAvailability {
        get async {
            var request = HTTPClientRequest(url: endpoint("models"))
            authorize(&request)
            let watchdog = RequestWatchdog(timeouts.probe, server: baseURL.absoluteString)
            let client = client, deadline = Self.timeAmount(timeouts.probe.firstByte)
            do {
                let status = try await watchdog.run { [request] in
                    let response = try await client.execute(request, timeout: deadline)
                    watchdog.markProgress()
                    for try await _ in response.body { watchdog.markProgress() }
                    return Int(response.status.code)
                }
                guard status == 200 else {
                    return .unavailable(reason: "I couldn't use the language model server at \(baseURL.absoluteString): \(LanguageModelError.describe(status: status)).")
                }
                return .available
            } catch let error where Self.isTimeout(error) {
                return .unavailable(reason: "I couldn't use the language model server at \(baseURL.absoluteString): it didn't answer in time. Check that it is running and not overloaded.")
            } catch {
                return .unavailable(reason: "I couldn't reach the language model server at \(baseURL.absoluteString). Check that it is running and the URL is right.")
            }
        }
    }

    public func streamResponse(to prompt: Prompt, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        let (stream, continuation) = AsyncThrowingStream<String, any Error>.makeStream()
        let task = Task {
            do {
                let watchdog = RequestWatchdog(timeouts, server: baseURL.absoluteString)
                try await watchdog.run { [self] in
                    try await run(prompt, options: options, watchdog: watchdog) { continuation.yield($0) }
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: explain(error))
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    // MARK: - Wire format

    private struct Body: Encodable {
        var model: String
        var prompt: String?
        var messages: [ChatMessage]?
        var max_tokens: Int
        var temperature: Double
        var top_p: Double
        var stop: [String]?
        var seed: UInt32?
        var stream = true
    }

    private struct Chunk: Decodable {
        struct Choice: Decodable {
            struct Delta: Decodable { var content: String? }
            var text: String?
            var delta: Delta?
        }
        var choices: [Choice]
    }

    private func run(
        _ prompt: Prompt, options: GenerationOptions, watchdog: RequestWatchdog, emit: (String) -> Void
    ) async throws {
        var body = Body(
            model: model, max_tokens: options.maximumResponseTokens, temperature: options.temperature,
            top_p: options.topP, stop: options.stopSequences.isEmpty ? nil : Array(options.stopSequences.prefix(4)),
            seed: options.seed)
        let path: String
        switch prompt {
        case let .completion(text):
            body.prompt = text
            path = "completions"
        case let .chat(messages):
            body.messages = messages
            path = "chat/completions"
        }
        var request = HTTPClientRequest(url: endpoint(path))
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.headers.add(name: "Accept", value: "text/event-stream")
        authorize(&request)
        request.body = .bytes(ByteBuffer(bytes: try JSONEncoder().encode(body)))

        // The deadline bounds connecting and the head (a refused connection is then reported as such); the
        // watchdog keeps the idle and total limits.
        let response = try await client.execute(request, timeout: Self.timeAmount(timeouts.firstByte))
        watchdog.markProgress()
        guard response.status == .ok else {
            let data = try? await response.body.collect(upTo: 64 << 10)
            let message = data.map { String(buffer: $0) }?.prefix(300) ?? ""
            throw LanguageModelError.server(status: Int(response.status.code), message: String(message))
        }
        var parser = ServerSentEventParser()
        var stops = StopSequenceMatcher(options.stopSequences)
        let decoder = JSONDecoder()
        func handle(_ events: [String]) throws -> Bool {
            for event in events {
                if event == "[DONE]" { return true }
                guard let chunk = try? decoder.decode(Chunk.self, from: Data(event.utf8)) else {
                    throw LanguageModelError.badResponse("an event wasn't a completion chunk")
                }
                let piece = chunk.choices.first.flatMap { $0.delta?.content ?? $0.text } ?? ""
                let (text, stopped) = stops.feed(piece)
                if !text.isEmpty { emit(text) }
                if stopped { return true }
            }
            return false
        }
        for try await buffer in response.body {
            watchdog.markProgress()
            try Task.checkCancellation()
            if try handle(parser.feed(buffer.readableBytesView)) { return }
        }
        if try handle(parser.finish()) { return }
        let rest = stops.finish()
        if !rest.isEmpty { emit(rest) }
    }

    /// A failure as the first-person error a user reads: the client's and the network's own errors never reach them.
    private func explain(_ error: any Error) -> any Error {
        if error is LanguageModelError || error is CancellationError { return error }
        if Self.isTimeout(error) { return LanguageModelError.timedOut(server: baseURL.absoluteString) }
        return LanguageModelError.unavailable(
            reason: "I couldn't reach the language model server at \(baseURL.absoluteString). Check that it is running and the URL is right.")
    }

    /// Whether `error` says the server took too long (the watchdog's limit or the client's deadline).
    static func isTimeout(_ error: any Error) -> Bool {
        if case LanguageModelError.timedOut = error { return true }
        guard let error = error as? HTTPClientError else { return false }
        return [.deadlineExceeded, .readTimeout, .connectTimeout, .getConnectionFromPoolTimeout].contains(error)
    }

    static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    private func endpoint(_ path: String) -> String {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        if !base.hasSuffix("/v1") { base += "/v1" }
        return "\(base)/\(path)"
    }

    private func authorize(_ request: inout HTTPClientRequest) {
        if let apiKey, !apiKey.isEmpty { request.headers.add(name: "Authorization", value: "Bearer \(apiKey)") }
    }
}
