import Foundation
import Logging
import PersonableComposer
import PersonableCore
import PersonableDisplayText
import PersonableLanguageModels
import PersonableLlama
import PersonableModules
import Synchronization

/// Everything a surface needs, built once from the configuration: the database, the language model and a
/// coordinator per feature. The CLI builds one per command, the web app one per process; surfaces call the
/// coordinators and nothing else.
///
/// ```swift
/// let environment = try AppEnvironment(settings: AppSettings.read())
/// let title = try await environment.displayText().getThemedText(
///     entityType: .emptyState, entityId: "goals_list", theme: .casual, textType: .title, fallback: "No Goals Yet")
/// let nudges = try await environment.modules.nudges(givenProfile: nil)
/// ```
///
/// The language model (and so the display-text and composer coordinators) is made on first use: a command that
/// only reads the modules never looks for a model file.
public final class AppEnvironment: Sendable {
    public let settings: AppSettings
    public let database: AppDatabase
    /// The clock every coordinator uses: fixed for a CLI command run `--now`, else the real one.
    public let now: @Sendable () -> Date
    public let calendar: Calendar
    /// Modules and nudges, on the app's catalog.
    public let modules: ModulesCoordinator<TrackingModule>
    /// The theme selection and its usage.
    public let themes: ThemeCoordinator

    private let model = Mutex<(any LanguageModel)?>(nil)
    private let displayTextCoordinator = Mutex<DisplayTextCoordinator?>(nil)

    /// Opens the database (migrating it) and builds the coordinators.
    ///
    /// - Parameters:
    ///   - languageModel: the model to write with, instead of the one `settings` names (tests, benchmarks).
    ///   - now: the clock; the CLI's `--now` stops it.
    ///   - databaseAccess: `.readOnly` for a surface that only reads: a current database is then opened without
    ///     writing anything (see ``AppDatabase/open(at:migrator:access:)``).
    public init(
        settings: AppSettings, languageModel: (any LanguageModel)? = nil,
        now: @escaping @Sendable () -> Date = Date.init, calendar: Calendar = .current,
        databaseAccess: DatabaseAccess = .readWrite
    ) throws {
        self.settings = settings
        self.now = now
        self.calendar = calendar
        database = try AppDatabase.open(at: settings.databasePath, migrator: AppMigrator.migrator, access: databaseAccess)
        modules = ModulesCoordinator(database: database, now: now, calendar: calendar)
        themes = ThemeCoordinator(database: database, now: now)
        model.withLock { $0 = languageModel }
    }

    /// The language model the settings choose, made on first use. An embedded model file given explicitly must be
    /// a GGUF file; the default one may be missing (the model is then unavailable and themed text falls back).
    public func languageModel() throws -> any LanguageModel {
        try model.withLock { model in
            if let model { return model }
            let made = try Self.makeLanguageModel(settings)
            model = made
            return made
        }
    }

    /// Themed display text on the language model.
    public func displayText() throws -> DisplayTextCoordinator {
        let generator = try displayTextService()
        return displayTextCoordinator.withLock { coordinator in
            if let coordinator { return coordinator }
            let made = DisplayTextCoordinator(
                database: database, generator: generator, now: now, logger: Logger(label: "personable.display-text"))
            coordinator = made
            return made
        }
    }

    /// The display-text service every surface writes with: this environment's model, embedder and number of
    /// candidates, and the custom themes stored in its database; `interactive`: with the time limit per string.
    func displayTextService(interactive: Bool = true) throws -> DisplayTextService {
        DisplayTextService(
            model: try languageModel(), embedder: try Self.makeEmbedder(settings), candidateCount: settings.candidates,
            customThemes: CustomThemeRepository(database: database),
            modelTimeLimit: interactive ? settings.rewriteTimeLimit : nil)
    }

    /// The context composer on the language model.
    public func composer() throws -> ComposerCoordinator {
        ComposerCoordinator(
            service: ComposerService(model: try languageModel(), maximumAttempts: settings.composerAttempts),
            database: database, now: now)
    }

    /// The embedding model that checks meaning: the one `settings` name, else the one `scripts/setup` installed;
    /// `nil` when none is installed (then only written rewrites are shown: the model's are never shown unchecked).
    /// - Throws: when `settings` name a file that is missing or no GGUF.
    public static func makeEmbedder(_ settings: AppSettings) throws -> (any TextEmbedding)? {
        LlamaBackend.showErrors(settings.llamaLog)
        if let path = settings.embeddingModelPath {
            do { return try LlamaEmbeddingModel(file: ModelFile(path: path)) } catch { throw AppSettingsError.badEmbeddingModel(path: path) }
        }
        return try? LlamaEmbeddingModel(file: .installedDefaultEmbedding())
    }

    /// The backend `settings` name.
    public static func makeLanguageModel(_ settings: AppSettings) throws -> any LanguageModel {
        switch settings.backend {
        case let .server(baseURL, model, apiKey, promptStyle):
            return OpenAICompatibleLanguageModel(
                baseURL: baseURL, model: model, apiKey: apiKey, promptStyle: promptStyle, timeouts: settings.requestTimeouts)
        case let .embedded(modelPath, mustExist):
            LlamaBackend.showErrors(settings.llamaLog)
            let cache = settings.promptCacheDirectory.map { PromptStateCache(directory: URL(fileURLWithPath: $0)) }
            let file = modelPath.map(ModelFile.init(path:)) ?? .installedDefault()
            if mustExist { try file.validate() }
            return LlamaLanguageModel(file: file, promptCache: cache)
        }
    }
}
