import Foundation
import Hummingbird
import Personable

extension WebApp {
    /// `/health`, the design tokens (`/api/tokens` as DTCG JSON, `/tokens.css`), `/openapi.json` and the
    /// stylesheet and script under `/static/`.
    func addDesignRoutes(to router: Router<BasicRequestContext>) {
        router.get("/health") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: "ok")))
        }
        // Browsers ask for it on pages without an icon of their own (plain /health): nothing, rather than a 404.
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/api/tokens") { _, _ in
            Self.text(DTCGTokenExporter.export(), type: "application/json; charset=utf-8")
        }
        router.get("/tokens.css") { _, _ in
            Self.text(WebStylesheet.css, type: "text/css; charset=utf-8")
        }
        let renderer = renderer
        router.get("/openapi.json") { _, _ in
            Self.text(try renderer.resource("openapi.json"), type: "application/json; charset=utf-8")
        }
        router.get("/static/app.css") { _, _ in
            Self.text(try renderer.resource("Static/app.css"), type: "text/css; charset=utf-8")
        }
        router.get("/static/app.js") { _, _ in
            Self.text(try renderer.resource("Static/app.js"), type: "text/javascript; charset=utf-8")
        }
    }

    static func text(_ text: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
