import Foundation
import Hummingbird
import Personable

/// `PUT /api/theme`'s body.
struct ThemeChange: Decodable {
    var theme: String
}

extension WebApp {
    func addThemeRoutes(to router: Router<BasicRequestContext>) {
        let themes = environment.themes, limit = configuration.maximumBodySize
        router.get("/api/themes") { _, _ in
            try JSONResponse.make(try await themes.entries())
        }
        router.get("/api/theme") { _, _ in
            let theme = try await themes.selectedTheme()
            return try JSONResponse.make(SelectedTheme(theme))
        }
        router.put("/api/theme") { request, _ in
            let change = try await JSONBody.decode(ThemeChange.self, from: request, limit: limit)
            let theme = try await themes.theme(named: change.theme)
            try await themes.select(theme)
            return try JSONResponse.make(SelectedTheme(theme))
        }
    }
}
