import Foundation
import Hummingbird
import Logging
import Personable
import ServiceLifecycle

/// What every route uses: the app's environment (database, model, coordinators), the configuration and the
/// page renderer. Routes call the coordinators and view models, nothing lower.
public final class WebApp: Sendable {
    public let environment: AppEnvironment
    public let configuration: WebConfiguration
    let renderer: PageRenderer
    /// Themed text, or `nil` when no model could be made (pages then show the app's own text).
    let displayText: DisplayTextCoordinator?
    /// Why there is no themed text, when there is none.
    let displayTextProblem: String?
    /// Themed text pages started writing and did not wait for.
    let pageWork = PageWork()

    /// - Parameter displayText: themed text's coordinator instead of the environment's (a test's scripted
    ///   generator).
    public init(environment: AppEnvironment, configuration: WebConfiguration, displayText: DisplayTextCoordinator? = nil) async throws {
        self.environment = environment
        self.configuration = configuration
        renderer = try await PageRenderer()
        if let displayText {
            self.displayText = displayText
            displayTextProblem = nil
            return
        }
        do {
            self.displayText = try environment.displayText()
            displayTextProblem = nil
        } catch {
            self.displayText = nil
            displayTextProblem = (error as? any LocalizedError)?.errorDescription ?? "I couldn't load the language model."
        }
    }

    /// The composer, or a 503 that says why there is none.
    func composer() throws -> ComposerCoordinator {
        do {
            return try environment.composer()
        } catch {
            throw APIError(.serviceUnavailable, (error as? any LocalizedError)?.errorDescription ?? "I couldn't load the language model.")
        }
    }

    /// Themed text's coordinator, or a 503 that says why there is none.
    func requireDisplayText() throws -> DisplayTextCoordinator {
        guard let displayText else { throw APIError(.serviceUnavailable, displayTextProblem ?? "I have no language model.") }
        return displayText
    }

    /// The router with every route, the security checks in front.
    public func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.middlewares.add(ErrorMiddleware(app: self))
        router.middlewares.add(HostCheckMiddleware<BasicRequestContext>(allowedHostNames: configuration.allowedHostNames))
        router.middlewares.add(OriginCheckMiddleware<BasicRequestContext>(allowedHostNames: configuration.allowedHostNames))
        router.middlewares.add(SecurityHeadersMiddleware<BasicRequestContext>())
        addDesignRoutes(to: router)
        addThemeRoutes(to: router)
        addTextRoutes(to: router)
        addModuleRoutes(to: router)
        addNudgeRoutes(to: router)
        addComposeRoutes(to: router)
        addPageRoutes(to: router)
        return router
    }

    /// The application: the router on the configured address.
    public func application(
        logger: Logger = Logger(label: "personable.web"),
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: router(),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: "Personable"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// How long a graceful stop waits for requests in flight before cancelling them.
    public static let shutdownGrace: Duration = .seconds(10)

    /// Serves until SIGINT or SIGTERM, then stops gracefully (swift-service-lifecycle): no new connections,
    /// requests in flight get ``shutdownGrace`` to finish and are then cancelled — a themed text or composition
    /// being written for them stops at the model's next token, since a generation nobody waits for is cancelled —
    /// and ``finish()`` runs before it returns.
    public func run(onServerRunning: @escaping @Sendable (Int) async -> Void) async throws {
        let logger = Logger(label: "personable.web")
        var configuration = ServiceGroupConfiguration(
            services: [ServiceGroupConfiguration.ServiceConfiguration(service: application(logger: logger, onServerRunning: onServerRunning))],
            gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        configuration.maximumGracefulShutdownDuration = Self.shutdownGrace
        let group = ServiceGroup(configuration: configuration)
        do {
            try await group.run()
        } catch {
            await finish()
            throw error
        }
        await finish()
    }

    /// Before the process ends: the themed text pages left writing and the background refreshes are cancelled
    /// and waited for, the cache counters are stored, and the model has finished what it was doing (so no
    /// llama.cpp thread is still writing while the process's exit handlers run).
    public func finish() async {
        await pageWork.cancelAndWait()
        if let displayText {
            displayText.cancelBackgroundRefreshes()
            await displayText.waitForBackgroundRefreshes()
            try? await displayText.flushStats()
        }
        if let model = try? environment.languageModel() { await model.waitUntilIdle() }
    }
}
