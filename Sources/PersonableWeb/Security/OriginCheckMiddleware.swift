import HTTPTypes
import Hummingbird

/// Refuses state-changing requests (POST, PUT, PATCH, DELETE) from another origin (CSRF): a browser names the
/// page's origin in `Origin` (and `Sec-Fetch-Site`), and only this server's own origin may change anything.
/// Programs that send neither header (curl, scripts) are not browsers and pass. The API also takes JSON bodies
/// only (`JSONBody`), which no cross-site form can send without a preflight.
struct OriginCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowedHostNames: Set<String>

    static var secFetchSite: HTTPField.Name { HTTPField.Name("Sec-Fetch-Site")! }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard [.post, .put, .patch, .delete].contains(request.method) else { return try await next(request, context) }
        if let site = request.headers[Self.secFetchSite], site == "cross-site" || site == "same-site" {
            throw refusal(site)
        }
        if let origin = request.headers[.origin] {
            guard isOwn(origin, requestAuthority: request.head.authority) else { throw refusal(origin) }
        }
        return try await next(request, context)
    }

    /// `http://localhost:8080` is ours when it is the address the request came to (same host name and port),
    /// and that name is one of ours.
    private func isOwn(_ origin: String, requestAuthority: String?) -> Bool {
        guard origin.hasPrefix("http://"), let requestAuthority else { return false }
        let authority = String(origin.dropFirst("http://".count)).lowercased()
        return authority == requestAuthority.lowercased()
            && allowedHostNames.contains(HostCheckMiddleware<Context>.hostName(of: authority))
    }

    private func refusal(_ origin: String) -> APIError {
        APIError(.forbidden, "I only accept changes from my own pages, not from \(origin); open the app at its own address and try again.")
    }
}
