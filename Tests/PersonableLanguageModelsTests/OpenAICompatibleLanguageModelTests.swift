import Foundation
import Hummingbird
import NIOCore
import PersonableCore
import Personable
@testable import PersonableLanguageModels
import PersonableTesting
import Synchronization
import Testing

/// `OpenAICompatibleLanguageModel` against a real HTTP server on loopback that speaks the OpenAI wire format.
@Suite(.serialized)
struct OpenAICompatibleLanguageModelTests {
    /// What the fake server saw.
    final class Seen: Sendable {
        let paths = Mutex<[String]>([])
        let authorizations = Mutex<[String]>([])
        let bodies = Mutex<[String]>([])
    }

    /// Serves `/v1/models`, and streams `pieces` as SSE from `/v1/completions` and `/v1/chat/completions`.
    static func withServer(
        pieces: [String], status: HTTPResponse.Status = .ok, apiKey: String? = nil,
        _ body: (URL, Seen) async throws -> Void
    ) async throws {
        let seen = Seen()
        let router = Router()
        router.get("/v1/models") { request, _ -> Response in
            seen.paths.withLock { $0.append("/v1/models") }
            if let apiKey, request.headers[.authorization] != "Bearer \(apiKey)" { return Response(status: .unauthorized) }
            return Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: #"{"data":[{"id":"test"}]}"#)))
        }
        for path in ["/v1/completions", "/v1/chat/completions"] {
            router.post(RouterPath(path)) { request, _ -> Response in
                let payload = try await request.body.collect(upTo: 1 << 20)
                seen.paths.withLock { $0.append(path) }
                seen.bodies.withLock { $0.append(String(buffer: payload)) }
                seen.authorizations.withLock { $0.append(request.headers[.authorization] ?? "") }
                guard status == .ok else {
                    return Response(status: status, body: .init(byteBuffer: ByteBuffer(string: "model overloaded")))
                }
                let chat = path.contains("chat")
                let events = pieces.map { piece -> String in
                    let escaped = String(decoding: try! JSONEncoder().encode(piece), as: UTF8.self)
                    let choice = chat ? #"{"delta":{"content":\#(escaped)}}"# : #"{"text":\#(escaped)}"#
                    return "data: {\"choices\":[\(choice)]}\n\n"
                } + ["data: [DONE]\n\n"]
                var headers = HTTPFields()
                headers[.contentType] = "text/event-stream"
                return Response(
                    status: .ok, headers: headers,
                    body: ResponseBody(contentsOf: events.map { ByteBuffer(string: $0) }))
            }
        }
        let port = Mutex<Int?>(nil)
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in port.withLock { $0 = channel.localAddress?.port } })
        let server = Task { try await app.run() }
        defer { server.cancel() }
        var waited = 0
        while port.withLock({ $0 }) == nil, waited < 500 {
            try await Task.sleep(for: .milliseconds(10))
            waited += 1
        }
        let bound = try #require(port.withLock { $0 })
        try await body(URL(string: "http://127.0.0.1:\(bound)")!, seen)
    }

    @Test func streamsACompletionPieceByPieceAndSendsTheOptions() async throws {
        try await Self.withServer(pieces: ["Hello", ", ", "world"]) { url, seen in
            let model = OpenAICompatibleLanguageModel(baseURL: url, model: "test", promptStyle: .completion)
            #expect(await model.availability == .available)
            var pieces: [String] = []
            let options = GenerationOptions(temperature: 0.3, maximumResponseTokens: 12, stopSequences: ["\n"], seed: 7)
            for try await piece in model.streamResponse(to: .completion("Say hello"), options: options) {
                pieces.append(piece)
            }
            #expect(pieces == ["Hello", ", ", "world"])
            let body = try #require(seen.bodies.withLock { $0.last })
            let json = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
            #expect(json["prompt"] as? String == "Say hello")
            #expect(json["max_tokens"] as? Int == 12)
            #expect(json["seed"] as? Int == 7)
            #expect(json["stream"] as? Bool == true)
            #expect(seen.paths.withLock { $0.last } == "/v1/completions")
        }
    }

    @Test func chatPromptsGoToChatCompletionsWithTheKey() async throws {
        try await Self.withServer(pieces: ["Hi", " there"], apiKey: "secret") { url, seen in
            let model = OpenAICompatibleLanguageModel(baseURL: url.appendingPathComponent("v1"), model: "m", apiKey: "secret")
            #expect(await model.availability == .available)
            let text = try await model.respond(to: .chat([ChatMessage(.system, "Be brief."), ChatMessage(.user, "Hello")]))
            #expect(text == "Hi there")
            #expect(seen.paths.withLock { $0.last } == "/v1/chat/completions")
            #expect(seen.authorizations.withLock { $0.last } == "Bearer secret")
            let body = try #require(seen.bodies.withLock { $0.last })
            #expect(body.contains(#""role":"system""#))
        }
    }

    @Test func stopSequencesCutTheStreamEvenWhenTheServerIgnoresThem() async throws {
        try await Self.withServer(pieces: ["first li", "ne\nsecond", " line"]) { url, _ in
            let model = OpenAICompatibleLanguageModel(baseURL: url, model: "m", promptStyle: .completion)
            let text = try await model.respond(to: .completion("x"), options: .init(stopSequences: ["\n"]))
            #expect(text == "first line")
        }
    }

    @Test func serverErrorsAndWrongKeysAreReportedInTheFirstPerson() async throws {
        try await Self.withServer(pieces: [], status: .serviceUnavailable) { url, _ in
            let model = OpenAICompatibleLanguageModel(baseURL: url, model: "m")
            await #expect(throws: LanguageModelError.server(status: 503, message: "model overloaded")) {
                _ = try await model.respond(to: .completion("x"))
            }
        }
        try await Self.withServer(pieces: ["x"], apiKey: "right") { url, _ in
            let model = OpenAICompatibleLanguageModel(baseURL: url, model: "m", apiKey: "wrong")
            guard case let .unavailable(reason) = await model.availability else {
                Issue.record("a rejected key must make the model unavailable")
                return
            }
            #expect(reason.contains("wouldn't let me in") && reason.contains("API key"))
        }
    }

    @Test func anUnreachableServerIsUnavailable() async throws {
        let model = OpenAICompatibleLanguageModel(baseURL: URL(string: "http://127.0.0.1:9")!, model: "m")
        guard case let .unavailable(reason) = await model.availability else {
            Issue.record("nothing listens on port 9")
            return
        }
        #expect(reason.hasPrefix("I couldn't reach"))
    }

    @Test func theDisplayTextServiceWorksOverTheEndpoint() async throws {
        try await Self.withServer(pieces: ["Casual: Exporting your notes, ", "hang tight…"]) { url, _ in
            let service = DisplayTextService(
                model: OpenAICompatibleLanguageModel(baseURL: url, model: "m", promptStyle: .completion), candidateCount: 2)
            let text = try await service.generate(
                originalText: "Exporting your notes…", theme: .casual, textType: .loading, context: "notes")
            #expect(text == "Exporting your notes, hang tight…")
        }
    }
}
