import Foundation
import Hummingbird
import Personable

/// `POST /api/text/{id}/rating`'s body.
struct RatingBody: Decodable {
    var rating: Int
}

/// What `POST /api/text/{id}/rating` answers.
struct RatingResult: Encodable {
    var id: String
    var rating: Int
}

extension WebApp {
    func addTextRoutes(to router: Router<BasicRequestContext>) {
        let limit = configuration.maximumBodySize, themes = environment.themes
        let answers = EncodedResponseCache<TextResult>()
        router.get("/api/text") { request, _ in
            let query = Dictionary(request.uri.queryParameters.map { (String($0.key), String($0.value)) }, uniquingKeysWith: { a, _ in a })
            let text = TextRequest(query: query)
            let (key, fallback) = (try await text.key(themes: themes), try text.fallbackText())
            guard let coordinator = self.displayText else {
                return try JSONResponse.make(TextResult(key: key, original: fallback, themed: ThemedText(text: fallback, source: .fallback)))
            }
            return try answers.response(TextResult(key: key, original: fallback, themed: try await coordinator.resolve(key, fallback: fallback)))
        }
        router.post("/api/text/regenerate") { request, _ in
            let text = try await JSONBody.decode(TextRequest.self, from: request, limit: limit)
            let (key, fallback) = (try await text.key(themes: themes), try text.fallbackText())
            let themed = try await self.requireDisplayText().regenerate(key, fallback: fallback)
            return try JSONResponse.make(TextResult(key: key, original: fallback, themed: themed))
        }
        router.post("/api/text/:id/rating") { request, context in
            let id = try context.parameters.require("id")
            guard let uuid = UUID(uuidString: id) else {
                throw APIError(.notFound, "I couldn't read \"\(id)\" as a text id; GET /api/text answers with one.")
            }
            let body = try await JSONBody.decode(RatingBody.self, from: request, limit: limit)
            guard (1...5).contains(body.rating) else { throw DisplayTextError.invalidRating(body.rating) }
            try await self.requireDisplayText().rate(uuid, rating: body.rating)
            return try JSONResponse.make(RatingResult(id: uuid.uuidString.lowercased(), rating: body.rating))
        }
        router.get("/api/screens/:screen") { request, context in
            let copy = try ScreenText.copy(named: try context.parameters.require("screen"))
            let theme: DisplayTheme
            if let name = request.uri.queryParameters["theme"] {
                theme = try await themes.theme(named: String(name))
            } else {
                theme = try await themes.selectedTheme()
            }
            var texts: [DisplayTextType: String] = [:]
            for (textType, original) in copy.texts {
                texts[textType] = (try? await self.displayText?.themedText(for: copy.key(textType, theme: theme), fallback: original)) ?? original
            }
            return try JSONResponse.make(ScreenText(
                screen: try context.parameters.require("screen"), theme: theme.rawValue,
                emptyStateTitle: texts[.title] ?? copy.emptyStateTitle,
                emptyStateDescription: texts[.description] ?? copy.emptyStateDescription,
                loadingMessage: texts[.loading] ?? copy.loadingMessage))
        }
    }
}
