import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Personable
import PersonableTesting
import Testing

@testable import PersonableWeb

@Suite("A live server on loopback")
struct LiveServerTests {
    static let message = #"{"message": "I need to move Friday's review to Monday at 3pm, sorry for the late notice.", "audience": "Team", "tone": "Casual", "count": 1}"#

    @Test("a client that goes away mid-stream stops the generation")
    func disconnectStopsGeneration() async throws {
        // 12 pieces, 300 ms apart: about 3.6 s to write, unless the stream is stopped.
        let model = ScriptedLanguageModel(pieceDelay: .milliseconds(300)) { _, _ in "Hi team, the review moves to Monday at 3pm. " }
        let fixture = try await WebFixture(model: model)
        let application = Application(router: fixture.app.router(), configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)))
        try await application.test(.live) { client in
            let port = try #require(client.port)
            let raw = TestClient(host: "127.0.0.1", port: port)
            raw.connect()
            try await raw.executeAndDontWaitForResponse(TestClient.Request(
                "/api/compose", method: .post, authority: "localhost:\(port)",
                headers: [.contentType: "application/json", .accept: "text/event-stream"], body: ByteBuffer(string: Self.message)))
            // Leave once the model has written something (a busy machine may take a while to start).
            let started = ContinuousClock.now
            while model.chunksStreamed < 2, ContinuousClock.now - started < .seconds(30) {
                try await Task.sleep(for: .milliseconds(50))
            }
            try await raw.shutdown()
            let atClose = model.chunksStreamed
            // Unstopped, the other pieces would all be written in this time.
            try await Task.sleep(for: .seconds(4))
            let later = model.chunksStreamed
            #expect(atClose > 0, "the generation had started")
            #expect(later < 12, "the generation ran to its end")
            // The server notices the client is gone on its next write: a piece or two may still be written.
            #expect(later <= atClose + 3, "\(later - atClose) pieces were written after the client left")
        }
    }

    @Test("the composer streams over a real connection, event by event")
    func streams() async throws {
        let fixture = try await WebFixture()
        let application = Application(router: fixture.app.router(), configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)))
        try await application.test(.live) { client in
            let response = try await client.send("/api/compose", .post, json: Self.message, headers: [.accept: "text/event-stream"])
            #expect(response.status == .ok)
            let names = response.text.split(separator: "\n").filter { $0.hasPrefix("event: ") }.map { $0.dropFirst(7) }
            #expect(names.first == "started")
            #expect(names.last == "completed")
            #expect(names.contains("partial"))
        }
    }
}
