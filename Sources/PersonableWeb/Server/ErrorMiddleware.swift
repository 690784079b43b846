import Foundation
import Hummingbird

/// Every error as the surface shows it: JSON `{"error": …, "valid": […]}` for the API and programs; the design
/// system's warm first-person view with "Try again" for pages.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let app: WebApp

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let apiError = APIError.from(error, maximumBodySize: app.configuration.maximumBodySize)
            if apiError.status.code >= 500 {
                context.logger.error("request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            }
            guard Self.wantsPage(request) else { throw apiError }
            let page = ErrorPage(chrome: await PageChrome.make(app: app, request: request, title: "Let's try that again"), error: apiError, path: request.uri.description)
            var response = app.renderer.response(page, template: "error")
            response.status = apiError.status
            return response
        }
    }

    /// A page was asked for: not the API, and the browser accepts HTML.
    static func wantsPage(_ request: Request) -> Bool {
        !request.uri.path.hasPrefix("/api/") && (request.headers[.accept]?.contains("text/html") ?? false)
    }
}
