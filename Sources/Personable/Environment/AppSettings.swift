import Configuration
import Foundation
import Logging
import PersonableDisplayText
import PersonableLanguageModels

/// What the app is configured with: where its database is, which language model writes, and how.
///
/// ``read(options:environment:)`` is the one place configuration is read. Each value comes from the first of:
/// the surface's own options (the CLI's flags), the `PERSONABLE_*` environment variables, the XDG base
/// directories, and the defaults below — through swift-configuration, so another surface (the web app) adds its
/// own provider in front and reads the same keys.
///
/// | key | environment | default |
/// |---|---|---|
/// | `personable.db` | `PERSONABLE_DB` | `$XDG_DATA_HOME/personable/personable.sqlite`, else `~/.local/share/…` |
/// | `personable.model` | `PERSONABLE_MODEL` | the GGUF model `scripts/setup` installed |
/// | `personable.endpoint` (+ `.model`, `.completion`) | `PERSONABLE_ENDPOINT` | none: the embedded model |
/// | `personable.api.key` | `PERSONABLE_API_KEY` | none |
/// | `personable.prompt.cache` | `PERSONABLE_PROMPT_CACHE` (a directory, or `off`) | `$XDG_CACHE_HOME/personable/prompt-states` |
/// | `personable.log.level` | `PERSONABLE_LOG_LEVEL` (`debug`, `info`, `warning`…) | none: no log output |
/// | `personable.llama.log` | `PERSONABLE_LLAMA_LOG` (`true`/`1`: llama.cpp's own error lines on stderr) | off |
/// | `personable.request.timeout` | `PERSONABLE_REQUEST_TIMEOUT` (seconds to a server's first byte and between pieces) | 30 |
/// | `personable.rewrite.time.limit` | `PERSONABLE_REWRITE_TIME_LIMIT` (seconds the model may write one display text for, or `off`) | 1.5 with the embedded model; off with a server |
public struct AppSettings: Sendable, Hashable {
    /// Which language model writes.
    public enum Backend: Sendable, Hashable {
        /// llama.cpp in-process, from this GGUF file (`nil`: the installed default). With `mustExist` (a file the
        /// user named with a flag) a missing or broken file is an error; else the model is just unavailable and
        /// themed text falls back.
        case embedded(modelPath: String?, mustExist: Bool = false)
        /// An OpenAI-compatible server (llama-server, vLLM, LM Studio, Ollama).
        case server(baseURL: URL, model: String, apiKey: String?, promptStyle: PromptStyle)
    }

    /// Values a surface gives on top of the environment (the CLI's flags). `nil` leaves the key to the next source.
    public struct Options: Sendable, Hashable {
        public var databasePath: String?
        public var modelPath: String?
        public var endpoint: String?
        public var endpointModel: String?
        public var apiKey: String?
        public var endpointCompletion: Bool?
        public var candidates: Int?
        public var composerAttempts: Int?
        public var logLevel: String?

        public init(
            databasePath: String? = nil, modelPath: String? = nil, endpoint: String? = nil, endpointModel: String? = nil,
            apiKey: String? = nil, endpointCompletion: Bool? = nil, candidates: Int? = nil, composerAttempts: Int? = nil,
            logLevel: String? = nil
        ) {
            self.databasePath = databasePath
            self.modelPath = modelPath
            self.endpoint = endpoint
            self.endpointModel = endpointModel
            self.apiKey = apiKey
            self.endpointCompletion = endpointCompletion
            self.candidates = candidates
            self.composerAttempts = composerAttempts
            self.logLevel = logLevel
        }
    }

    public var databasePath: String
    public var backend: Backend
    /// Candidates written per display text (best-of-N).
    public var candidates: Int
    /// Tries on the model per composer variation; `nil`: the composer's default for the model's prompt style.
    public var composerAttempts: Int?
    /// Where evaluated prompt prefixes are kept between processes; `nil`: in memory only.
    public var promptCacheDirectory: String?
    /// The log level asked for; `nil` keeps logs off the terminal.
    public var logLevel: Logger.Level?
    /// Whether llama.cpp's own error lines are written to stderr (for debugging the embedded model).
    public var llamaLog = false
    /// The embedding model that checks a rewrite's meaning (`PERSONABLE_EMBEDDING_MODEL`); `nil`: the one
    /// `scripts/setup` installed, if any.
    public var embeddingModelPath: String?
    /// Time limits for each request to a language-model server.
    public var requestTimeouts: RequestTimeouts = .default
    /// How long the model may write one display text's candidates for on an interactive surface (the app, the
    /// API, `text get`, `eval`); `nil`: no limit. Catalogs, written in a batch, have none.
    public var rewriteTimeLimit: Duration?

    public init(
        databasePath: String, backend: Backend = .embedded(modelPath: nil, mustExist: false), candidates: Int = 3,
        composerAttempts: Int? = nil, promptCacheDirectory: String? = nil, logLevel: Logger.Level? = nil
    ) {
        self.databasePath = databasePath
        self.backend = backend
        self.candidates = candidates
        self.composerAttempts = composerAttempts
        self.promptCacheDirectory = promptCacheDirectory
        self.logLevel = logLevel
    }

    /// Reads the settings: `options` first, then `environment`, then the defaults.
    ///
    /// - Throws: ``AppSettingsError`` for a value that cannot be used (an endpoint that is not an http(s) URL…).
    public static func read(
        options: Options = Options(), environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> AppSettings {
        var settings = try read(from: ConfigReader(providers: [
            InMemoryProvider(name: "options", values: options.configValues),
            // An empty variable counts as unset, as the shell's `${VAR:-default}` does.
            EnvironmentVariablesProvider(
                environmentVariables: environment.filter { !$0.value.isEmpty },
                secretsSpecifier: .specific(["PERSONABLE_API_KEY"])),
        ]))
        if case let .embedded(path, _) = settings.backend, options.modelPath != nil {
            settings.backend = .embedded(modelPath: path, mustExist: true)
        }
        return settings
    }

    /// Reads the settings from `config` (keys in the table above).
    public static func read(from config: ConfigReader) throws -> AppSettings {
        let home = config.string(forKey: "home") ?? FileManager.default.homeDirectoryForCurrentUser.path
        let dataHome = config.string(forKey: "xdg.data.home") ?? (home as NSString).appendingPathComponent(".local/share")
        let cacheHome = config.string(forKey: "xdg.cache.home") ?? (home as NSString).appendingPathComponent(".cache")

        let backend: Backend
        if let endpoint = config.string(forKey: "personable.endpoint") {
            guard let url = URL(string: endpoint), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil else {
                throw AppSettingsError.badEndpoint(endpoint)
            }
            backend = .server(
                baseURL: url, model: config.string(forKey: "personable.endpoint.model") ?? "default",
                apiKey: config.string(forKey: "personable.api.key", isSecret: true),
                promptStyle: config.bool(forKey: "personable.endpoint.completion", default: false) ? .completion : .chat)
        } else {
            backend = .embedded(modelPath: config.string(forKey: "personable.model"), mustExist: false)
        }

        let timeouts = try config.string(forKey: "personable.request.timeout").map { text in
            guard let seconds = Double(text), seconds > 0, seconds <= 3600 else { throw AppSettingsError.badTimeout(text) }
            return RequestTimeouts(seconds: seconds)
        }
        let rewriteTimeLimit: Duration?
        switch config.string(forKey: "personable.rewrite.time.limit") {
        case nil:
            if case .embedded = backend { rewriteTimeLimit = DisplayTextService.interactiveTimeLimit } else { rewriteTimeLimit = nil }
        case "off":
            rewriteTimeLimit = nil
        case let text?:
            guard let seconds = Double(text), seconds > 0, seconds <= 600 else { throw AppSettingsError.badTimeLimit(text) }
            rewriteTimeLimit = .milliseconds(Int((seconds * 1000).rounded()))
        }
        let promptCache = config.string(forKey: "personable.prompt.cache")
        let logLevel = try config.string(forKey: "personable.log.level").map { text in
            guard let level = Logger.Level(rawValue: text.lowercased()) else { throw AppSettingsError.badLogLevel(text) }
            return level
        }
        return AppSettings(
            databasePath: config.string(forKey: "personable.db")
                ?? (dataHome as NSString).appendingPathComponent("personable/personable.sqlite"),
            backend: backend,
            candidates: config.int(forKey: "personable.candidates", default: 3),
            composerAttempts: config.int(forKey: "personable.composer.attempts"),
            promptCacheDirectory: promptCache == "off"
                ? nil : promptCache ?? (cacheHome as NSString).appendingPathComponent("personable/prompt-states"),
            logLevel: logLevel)
            .with(
                embeddingModelPath: config.string(forKey: "personable.embedding.model"), requestTimeouts: timeouts ?? .default,
                llamaLog: config.bool(forKey: "personable.llama.log", default: false), rewriteTimeLimit: rewriteTimeLimit)
    }

    func with(
        embeddingModelPath: String?, requestTimeouts: RequestTimeouts, llamaLog: Bool, rewriteTimeLimit: Duration?
    ) -> AppSettings {
        var copy = self
        copy.rewriteTimeLimit = rewriteTimeLimit
        copy.embeddingModelPath = embeddingModelPath
        copy.requestTimeouts = requestTimeouts
        copy.llamaLog = llamaLog
        return copy
    }
}

extension AppSettings.Options {
    /// The options as configuration values, under the keys ``AppSettings/read(from:)`` reads.
    var configValues: [AbsoluteConfigKey: ConfigValue] {
        var values: [AbsoluteConfigKey: ConfigValue] = [:]
        func set(_ key: String, _ content: ConfigContent?, secret: Bool = false) {
            if let content { values[AbsoluteConfigKey(key.split(separator: ".").map(String.init))] = ConfigValue(content, isSecret: secret) }
        }
        set("personable.db", databasePath.map(ConfigContent.string))
        set("personable.model", modelPath.map(ConfigContent.string))
        set("personable.endpoint", endpoint.map(ConfigContent.string))
        set("personable.endpoint.model", endpointModel.map(ConfigContent.string))
        set("personable.api.key", apiKey.map(ConfigContent.string), secret: true)
        set("personable.endpoint.completion", endpointCompletion.map(ConfigContent.bool))
        set("personable.candidates", candidates.map(ConfigContent.int))
        set("personable.composer.attempts", composerAttempts.map(ConfigContent.int))
        set("personable.log.level", logLevel.map(ConfigContent.string))
        return values
    }
}
