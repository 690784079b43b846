import Foundation
@testable import Personable
import PersonableTesting
import Testing

/// The one place configuration is read, and the environment built from it.
@Suite struct AppEnvironmentTests {
    @Test func optionsComeBeforeTheEnvironmentWhichComesBeforeXDGAndTheDefaults() throws {
        let environment = [
            "HOME": "/home/me", "XDG_DATA_HOME": "/data", "PERSONABLE_MODEL": "/models/env.gguf",
            "PERSONABLE_PROMPT_CACHE": "", "PERSONABLE_API_KEY": "secret",
        ]
        let fromEnvironment = try AppSettings.read(environment: environment)
        #expect(fromEnvironment.databasePath == "/data/personable/personable.sqlite")
        #expect(fromEnvironment.backend == .embedded(modelPath: "/models/env.gguf", mustExist: false))
        #expect(fromEnvironment.promptCacheDirectory == "/home/me/.cache/personable/prompt-states", "an empty variable is unset")
        #expect(fromEnvironment.logLevel == nil && fromEnvironment.candidates == 3)

        let fromOptions = try AppSettings.read(
            options: AppSettings.Options(databasePath: "/tmp/db.sqlite", endpoint: "http://localhost:8080", candidates: 5),
            environment: environment.merging(["PERSONABLE_DB": "/env.sqlite", "PERSONABLE_LOG_LEVEL": "debug"]) { $1 })
        #expect(fromOptions.databasePath == "/tmp/db.sqlite")
        #expect(fromOptions.backend == .server(
            baseURL: URL(string: "http://localhost:8080")!, model: "default", apiKey: "secret", promptStyle: .chat))
        #expect(fromOptions.candidates == 5 && fromOptions.logLevel == .debug)

        #expect(try AppSettings.read(options: AppSettings.Options(modelPath: "/m.gguf"), environment: [:]).backend
            == .embedded(modelPath: "/m.gguf", mustExist: true), "a model named by a flag must exist")
        #expect(try AppSettings.read(environment: ["PERSONABLE_PROMPT_CACHE": "off"]).promptCacheDirectory == nil)
        #expect(try AppSettings.read(environment: ["PERSONABLE_PROMPT_CACHE": "/tmp/states"]).promptCacheDirectory == "/tmp/states")
        #expect(try AppSettings.read(environment: ["XDG_CACHE_HOME": "/var/cache/me"]).promptCacheDirectory
            == "/var/cache/me/personable/prompt-states")
        #expect(try AppSettings.read(environment: [:]).llamaLog == false)
        #expect(try AppSettings.read(environment: ["PERSONABLE_LLAMA_LOG": "1"]).llamaLog)
        #expect(try AppSettings.read(environment: ["PERSONABLE_LLAMA_LOG": "true"]).llamaLog)
        #expect(throws: AppSettingsError.badLogLevel("loud")) { try AppSettings.read(environment: ["PERSONABLE_LOG_LEVEL": "loud"]) }
        #expect(throws: AppSettingsError.badEndpoint("ftp://x")) { try AppSettings.read(environment: ["PERSONABLE_ENDPOINT": "ftp://x"]) }
    }

    @Test func theEnvironmentOpensTheDatabaseAndBuildsTheCoordinators() async throws {
        let directory = TemporaryDirectory()
        let model = ScriptedLanguageModel { _, _ in "Nothing here yet, friend" }
        let environment = try AppEnvironment(
            settings: AppSettings(databasePath: directory.path("app.sqlite")), languageModel: model)
        try await environment.themes.select(.casual)
        #expect(try await environment.themes.selectedTheme() == .casual)
        #expect(try await environment.modules.enabledModules() == TrackingModule.defaultEnabled)
        #expect(try environment.displayText() === environment.displayText(), "one display-text coordinator per environment")
        #expect(try environment.languageModel().version == "scripted-1")
    }
}
