import Hummingbird
import Personable

/// What every page's layout shows: the title, the navigation (only enabled modules' sections, spec 002), and
/// the appearance, text size and language to render in.
struct PageChrome: Sendable {
    struct NavItem: Sendable {
        var id: String
        var href: String
        var label: String
        var current: Bool
    }

    var title: String
    var lang: String
    var appearance: String
    var textSize: String
    var nav: [NavItem]
    var navLabel: String
    var skipLabel: String

    static func make(app: WebApp, request: Request, title: String, current: String = "") async -> PageChrome {
        let preferences = PagePreferences(request: request)
        let enabled = (try? await app.environment.modules.enabledModules()) ?? TrackingModule.defaultEnabled
        let language = preferences.language
        func item(_ id: String, _ href: String) -> NavItem {
            NavItem(id: id, href: href, label: WebStrings.text("nav.\(id)", in: language), current: id == current)
        }
        var nav = [item("home", "/"), item("goals", "/goals"), item("actions", "/actions"), item("values", "/values"), item("terms", "/terms")]
        nav += TrackingModule.ordered(enabled).map {
            NavItem(id: "module-\($0.rawValue)", href: "/#module-\($0.rawValue)", label: $0.displayName(in: language), current: false)
        }
        nav += [item("compose", "/compose"), item("settings", "/settings")]
        return PageChrome(
            title: title, lang: language.rawValue, appearance: preferences.appearance.rawValue,
            textSize: preferences.textSize.rawValue, nav: nav,
            navLabel: WebStrings.text("nav.label", in: language), skipLabel: WebStrings.text("skip", in: language))
    }
}
