import Foundation
import Hummingbird
import Mustache

/// The screens' Mustache templates (logic-less: each renders one view-model snapshot) and the app's other
/// files, read from the module's resources. Mustache escapes every `{{value}}` as HTML, and values are never
/// parsed as templates, so model and user text (`<script>`, `{{`) show as text.
struct PageRenderer: Sendable {
    let library: MustacheLibrary
    let resources: URL

    init() async throws {
        guard let resources = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            throw WebError.missingResource("Resources")
        }
        self.resources = resources
        library = try await MustacheLibrary(directory: resources.appendingPathComponent("Templates").path)
    }

    /// `snapshot` rendered with `template`.
    func render(_ snapshot: Any, template: String) -> String {
        library.render(snapshot, withTemplate: template) ?? "I couldn't find my template \(template)."
    }

    /// `snapshot` rendered with `template`, as an HTML response.
    func response(_ snapshot: Any, template: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: render(snapshot, template: template))))
    }

    /// One of the app's own files (`openapi.json`, `Static/app.js`).
    func resource(_ path: String) throws -> String {
        do {
            return try String(contentsOf: resources.appendingPathComponent(path), encoding: .utf8)
        } catch {
            throw WebError.missingResource(path)
        }
    }
}
