import Foundation
import Hummingbird
import Personable

extension WebApp {
    /// `POST /api/compose` (server-sent events when the client accepts `text/event-stream`, else one JSON answer)
    /// and `GET /api/compose/export?format=md|json` (the latest composition, as a download).
    func addComposeRoutes(to router: Router<BasicRequestContext>) {
        let limit = configuration.maximumBodySize
        router.post("/api/compose") { request, _ in
            let composeRequest = try await JSONBody.decode(ComposeBody.self, from: request, limit: limit).request()
            let composer = try self.composer()
            guard request.headers[.accept]?.contains("text/event-stream") == true else {
                var report = ComposeReport(cached: false, variations: [])
                for try await event in composer.compose(composeRequest) {
                    if case let .completed(variations, cached) = event { report = ComposeReport(cached: cached, variations: variations) }
                }
                return try JSONResponse.make(report)
            }
            return Self.stream(composer.compose(composeRequest))
        }
        router.get("/api/compose/export") { request, _ in
            let format = try ComposerExport.Format.parse(request.query("format") ?? "md")
            let composition = try await self.composer().latest()
            let text = try ComposerExport.export(composition, as: format)
            let (type, ext) = format == .json ? ("application/json", "json") : ("text/markdown", "md")
            return Response(
                status: .ok,
                headers: [.contentType: "\(type); charset=utf-8", .contentDisposition: "attachment; filename=\"composition.\(ext)\""],
                body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        }
    }

    /// The composer's events as they happen. When the client goes away a write fails, the loop ends, and
    /// dropping the stream cancels the generation.
    static func stream(_ events: AsyncThrowingStream<ComposerEvent, any Error>) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody { writer in
                do {
                    for try await event in events {
                        try await writer.write(ByteBuffer(string: try ServerSentEvent.format(event)))
                    }
                } catch let error as any LocalizedError where error.errorDescription != nil {
                    try await writer.write(ByteBuffer(string: ServerSentEvent.failure(error.errorDescription!)))
                }
                try await writer.finish(nil)
            })
    }
}
