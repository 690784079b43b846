import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Personable
import PersonableTesting
import Synchronization
import Testing

@testable import PersonableWeb

/// Writes every themed text as `text`: the generator seam, so model text reaches the pages as written.
final class FixedGenerator: DisplayTextGenerating {
    let text: String
    init(_ text: String) { self.text = text }
    var availability: LanguageModelAvailability { get async { .available } }
    var modelVersion: String? { "fixed-1" }
    var promptVersion: String { "prompt-1" }
    func generate(_ request: DisplayTextRequest) async throws -> DisplayTextGeneration {
        DisplayTextGeneration(text: text, prompt: "prompt", modelVersion: "fixed-1", promptVersion: "prompt-1")
    }
}

/// A web app on a real, temporary SQLite file, with a scripted composer model and a fixed display-text generator.
struct WebFixture {
    static let hostile = #"<script>alert("x")</script> {{chrome.title}} & {{{raw}}}"#

    let directory = TemporaryDirectory()
    let environment: AppEnvironment
    let app: WebApp
    let model: ScriptedLanguageModel

    init(
        themedText: String = "Nothing here yet, friend", configuration: WebConfiguration = WebConfiguration(),
        model: ScriptedLanguageModel = ScriptedLanguageModel { _, _ in "Hi team, the review moves to Monday at 3pm." }
    ) async throws {
        self.model = model
        let settings = AppSettings(databasePath: directory.path("web.sqlite"))
        environment = try AppEnvironment(settings: settings, languageModel: model)
        let coordinator = DisplayTextCoordinator(database: environment.database, generator: FixedGenerator(themedText))
        app = try await WebApp(environment: environment, configuration: configuration, displayText: coordinator)
    }

    /// The app under HummingbirdTesting's router framework.
    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let application = Application(router: app.router())
        try await application.test(.router) { client in try await body(client) }
    }
}

extension TestClientProtocol {
    /// A request as a browser or program on this machine sends it (Host: localhost).
    func send(
        _ uri: String, _ method: HTTPRequest.Method = .get, json: String? = nil, headers: HTTPFields = [:], body: String? = nil
    ) async throws -> TestResponse {
        var fields = headers
        if json != nil, fields[.contentType] == nil { fields[.contentType] = "application/json" }
        let text = json ?? body
        return try await executeRequest(
            uri: uri, method: method, headers: fields, body: text.map { ByteBuffer(string: $0) })
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    /// The body as a JSON object.
    var object: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) ?? [:]
    }

    /// The body as a JSON array.
    var array: [Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any]) ?? []
    }
}
