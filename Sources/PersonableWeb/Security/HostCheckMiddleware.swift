import Hummingbird

/// Refuses requests whose `Host` is not one of the server's own names (DNS rebinding): a page on another site
/// whose name was made to resolve to 127.0.0.1 sends its own name, and gets a 421 instead of the user's data.
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowedHostNames: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let authority = request.head.authority, allowedHostNames.contains(Self.hostName(of: authority)) else {
            throw APIError(
                .misdirectedRequest,
                "I only answer requests addressed to this machine by its own name (localhost or 127.0.0.1), not \"\(request.head.authority ?? "")\".")
        }
        return try await next(request, context)
    }

    /// `localhost:8080` → `localhost`; `[::1]:8080` → `[::1]`.
    static func hostName(of authority: String) -> String {
        let lowered = authority.lowercased()
        if lowered.hasPrefix("["), let end = lowered.firstIndex(of: "]") {
            return String(lowered[...end])
        }
        return String(lowered.split(separator: ":", maxSplits: 1).first ?? "")
    }
}
