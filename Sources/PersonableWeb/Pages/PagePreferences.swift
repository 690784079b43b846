import Hummingbird
import Personable

/// What the browser remembers for the pages, in cookies: appearance, text size, language, and whether
/// onboarding is done. (The theme and the modules are the app's own, stored in the database.)
struct PagePreferences: Sendable {
    enum Appearance: String, CaseIterable, Sendable {
        case system, light, dark
    }

    var appearance: Appearance = .system
    var textSize: ContentSizeCategory = .large
    var language: ModuleLanguage = .english
    var onboarded = false

    init() {}

    init(request: Request) {
        let cookies = request.cookies
        appearance = cookies["appearance"].flatMap { Appearance(rawValue: $0.value) } ?? .system
        textSize = cookies["textSize"].flatMap { ContentSizeCategory(rawValue: $0.value) } ?? .large
        language = cookies["lang"].flatMap { ModuleLanguage(rawValue: $0.value) } ?? .english
        onboarded = cookies["onboarded"]?.value == "1"
    }

    /// A year-long, same-site, script-invisible cookie.
    static func cookie(_ name: String, _ value: String) -> Cookie {
        (try? Cookie.validated(name: name, value: value, maxAge: 365 * 24 * 3600, path: "/", httpOnly: true, sameSite: .strict))
            ?? Cookie(name: name, value: "", path: "/")
    }
}
