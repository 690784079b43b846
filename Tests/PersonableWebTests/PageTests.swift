import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Personable
import PersonableTesting
import Testing

@testable import PersonableWeb

@Suite("Pages")
struct PageTests {
    static let html: HTTPFields = [.accept: "text/html", .cookie: "onboarded=1"]
    static let form: HTTPFields = [.accept: "text/html", .cookie: "onboarded=1", .contentType: "application/x-www-form-urlencoded"]

    @Test("a first launch goes to onboarding; Continue stores the modules picked and opens home")
    func onboarding() async throws {
        try await WebFixture().test { client in
            let first = try await client.send("/", headers: [.accept: "text/html"])
            #expect(first.status == .seeOther)
            #expect(first.headers[.location] == "/onboarding")
            let page = try await client.send("/onboarding", headers: [.accept: "text/html"])
            #expect(page.text.contains("What would you like to track?"))
            #expect(page.text.contains(#"value="walks" checked"#))
            let done = try await client.send(
                "/onboarding", .post, headers: [.accept: "text/html", .contentType: "application/x-www-form-urlencoded"],
                body: "module=training&module=milestones")
            #expect(done.status == .seeOther)
            #expect(done.headers[.setCookie]?.contains("onboarded=1") == true)
            let modules = try await client.send("/api/modules")
            let on = modules.array.compactMap { $0 as? [String: Any] }.filter { $0["enabled"] as? Bool == true }.compactMap { $0["name"] as? String }
            #expect(on == ["training", "milestones"])
            let home = try await client.send("/", headers: Self.html)
            #expect(home.text.contains(#"data-nav="module-training""#))
            #expect(!home.text.contains(#"data-nav="module-walks""#))
            #expect(home.text.contains(#"id="module-milestones""#))
        }
    }

    @Test("every screen renders: home, the four lists, settings, modules, onboarding, compose")
    func everyScreen() async throws {
        try await WebFixture().test { client in
            for path in ["/", "/goals", "/actions", "/values", "/terms", "/settings", "/settings/modules", "/review", "/onboarding", "/compose"] {
                let response = try await client.send(path, headers: Self.html)
                #expect(response.status == .ok, "\(path)")
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.text.hasPrefix("<!doctype html>"), "\(path)")
                #expect(response.text.contains(#"<link rel="stylesheet" href="/tokens.css">"#))
                #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
            }
            let goals = try await client.send("/goals", headers: Self.html)
            #expect(goals.text.contains("No Goals Yet"))
            #expect(goals.text.contains("Loading goals..."))
            #expect(goals.text.contains(#"aria-current="page">Goals"#))
        }
    }

    @Test("switching the theme in Settings changes the goals page, with regenerate and rating on each text")
    func themeChangesGoals() async throws {
        try await WebFixture(themedText: "Nothing here yet, friend").test { client in
            let settings = try await client.send("/settings", headers: Self.html)
            #expect(settings.text.contains(#"value="casual""#))
            let chosen = try await client.send("/settings/theme", .post, headers: Self.form, body: "theme=casual")
            #expect(chosen.status == .seeOther)
            let goals = try await client.send("/goals", headers: Self.html)
            #expect(goals.text.contains(#"data-text="title">Nothing here yet, friend"#))
            #expect(goals.text.contains(#"action="/goals/regenerate""#))
            #expect(goals.text.contains(#"name="rating" value="5""#))
            let rated = try await client.send("/goals/rate", .post, headers: Self.form, body: "textType=title&rating=5")
            #expect(rated.status == .seeOther)
            #expect(rated.headers[.location] == "/goals?notice=rated")
            let regenerated = try await client.send("/goals/regenerate", .post, headers: Self.form, body: "textType=description")
            #expect(regenerated.status == .seeOther)
            let badRating = try await client.send("/goals/rate", .post, headers: Self.form, body: "textType=title&rating=8")
            #expect(badRating.status == .badRequest)
            #expect(badRating.text.contains("I can save a rating from 1 to 5."))
            #expect(badRating.text.contains("Try Again"))
        }
    }

    @Test("review: each themed text beside the original; an edit is shown from then on, a rejection shows the original")
    func review() async throws {
        try await WebFixture(themedText: "Nothing here yet, friend").test { client in
            let emptyReview = try await client.send("/review", headers: Self.html)
            #expect(emptyReview.text.contains(#"data-review="empty""#))
            _ = try await client.send("/api/theme", .put, json: #"{"theme": "casual"}"#)
            let settings = try await client.send("/settings", headers: Self.html)
            #expect(settings.text.contains(#"href="/review""#))
            _ = try await client.send("/goals", headers: Self.html)
            _ = try await client.send("/api/screens/goals?theme=casual")
            let page = try await client.send("/review", headers: Self.html)
            #expect(page.status == .ok)
            #expect(page.text.contains(#"data-review-item="empty_state/goals_list/title""#))
            #expect(page.text.contains("No Goals Yet"))
            #expect(page.text.contains("Nothing here yet, friend"))

            let item = "theme=casual&entityType=empty_state&entityId=goals_list"
            let edited = try await client.send(
                "/review", .post, headers: Self.form, body: item + "&textType=title&decision=edited&text=No%20goals%20yet.%20Pick%20one%20that%20matters.")
            #expect(edited.status == .seeOther)
            #expect(edited.headers[.location] == "/review?theme=casual")
            let rejected = try await client.send("/review", .post, headers: Self.form, body: item + "&textType=description&decision=rejected")
            #expect(rejected.status == .seeOther)
            let screen = try await client.send("/api/screens/goals?theme=casual")
            #expect(screen.object["emptyStateTitle"] as? String == "No goals yet. Pick one that matters.")
            #expect(screen.object["emptyStateDescription"] as? String == ListScreenCopy.goals.emptyStateDescription)
            let after = try await client.send("/review?theme=casual", headers: Self.html)
            #expect(!after.text.contains(#"data-review-item="empty_state/goals_list/title""#))
            #expect(!after.text.contains(#"data-review-item="empty_state/goals_list/description""#))
            #expect(after.text.contains(#"data-review-item="empty_state/goals_list/loading""#))

            // Ratings and regenerations from the app feed the review: the edited title, regenerated, waits again (the
            // edit is still shown), the rated loading message says its rating and comes first.
            let rated = try await client.send("/goals/rate", .post, headers: Self.form, body: "textType=loading&rating=2")
            #expect(rated.status == .seeOther)
            let regenerated = try await client.send("/goals/regenerate", .post, headers: Self.form, body: "textType=title")
            #expect(regenerated.headers[.location] == "/goals?notice=for-review")
            #expect(try await client.send("/api/screens/goals?theme=casual").object["emptyStateTitle"] as? String == "No goals yet. Pick one that matters.")
            let again = try await client.send("/review?theme=casual", headers: Self.html).text
            let loading = try #require(again.range(of: #"data-review-item="empty_state/goals_list/loading""#))
            let title = try #require(again.range(of: #"data-review-item="empty_state/goals_list/title""#))
            #expect(loading.lowerBound < title.lowerBound)
            #expect(again.contains("You rated it 2 of 5"))
            #expect(again.contains("regenerated 1×"))

            let empty = try await client.send("/review", .post, headers: Self.form, body: item + "&textType=loading&decision=edited&text=%20")
            #expect(empty.status == .badRequest)
            #expect(empty.text.contains("the edit was empty"))
            let unknown = try await client.send("/review", .post, headers: Self.form, body: item + "&textType=loading&decision=maybe")
            #expect(unknown.status == .badRequest)
        }
    }

    @Test("model text and user text are escaped: <script> and {{ show as text")
    func escaping() async throws {
        try await WebFixture(themedText: WebFixture.hostile).test { client in
            _ = try await client.send("/api/theme", .put, json: #"{"theme": "casual"}"#)
            let goals = try await client.send("/goals", headers: Self.html)
            #expect(!goals.text.contains("<script>alert"))
            #expect(goals.text.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; {{chrome.title}} &amp; {{{raw}}}"))
            let composed = try await client.send(
                "/compose", .post, headers: Self.form,
                body: "message=" + (WebFixture.hostile + " Please move the review to Monday at 3pm.").addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
                    + "&audience=Team&tone=Casual&count=1")
            #expect(composed.status == .ok)
            #expect(!composed.text.contains("<script>alert"))
            #expect(composed.text.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; {{chrome.title}}"))
            let error = try await client.send("/settings/theme", .post, headers: Self.form, body: "theme=%3Cscript%3E")
            #expect(error.status == .badRequest)
            #expect(error.text.contains("I don&#39;t know the theme &quot;&lt;script&gt;&quot;") || error.text.contains("&lt;script&gt;"))
            #expect(!error.text.contains("<script>"))
        }
    }

    @Test("compose: a variation that is the message as written says so, not that it was adapted")
    func aVariationThatIsTheMessageSaysSo() async throws {
        try await WebFixture().test { client in
            func compose(_ message: String, tone: String) async throws -> String {
                let body = "message=" + message.addingPercentEncoding(withAllowedCharacters: .alphanumerics)! + "&audience=Public&tone=\(tone)&count=1"
                return try await client.send("/compose", .post, headers: Self.form, body: body).text
            }
            let announcement = "Our annual open house is on Saturday, October 12, from 10am to 4pm at 220 Mill Road."
            let unchanged = try await compose(announcement, tone: "Empathetic")
            #expect(unchanged.contains("your message as written: I found nothing to change for this tone"))
            #expect(!unchanged.contains("adapted from your message by rules"))
            let adapted = try await compose("We are open on Saturday, October 12, from 10am to 4pm at 220 Mill Road.", tone: "Casual")
            #expect(adapted.contains("We&#39;re open on Saturday") || adapted.contains("We're open on Saturday"))
            #expect(adapted.contains("adapted from your message by rules") && !adapted.contains("your message as written"))
        }
    }

    @Test("module settings: a toggle changes the navigation; reset restores the defaults")
    func moduleToggles() async throws {
        try await WebFixture().test { client in
            let before = try await client.send("/settings/modules", headers: Self.html)
            #expect(before.text.contains(#"data-nav="module-walks""#))
            #expect(before.text.contains(#"aria-checked="true" aria-label="Walks""#))
            let toggled = try await client.send("/settings/modules/walks/toggle", .post, headers: Self.form)
            #expect(toggled.status == .seeOther)
            let after = try await client.send("/settings/modules", headers: Self.html)
            #expect(!after.text.contains(#"data-nav="module-walks""#))
            #expect(after.text.contains(#"aria-checked="false" aria-label="Walks""#))
            _ = try await client.send("/settings/modules/reset", .post, headers: Self.form)
            #expect(try await client.send("/", headers: Self.html).text.contains(#"data-nav="module-walks""#))
            let unknown = try await client.send("/settings/modules/cats/toggle", .post, headers: Self.form)
            #expect(unknown.status == .notFound)
            #expect(unknown.text.contains("Let&#39;s try that again") || unknown.text.contains("try that again"))
        }
    }

    @Test("a nudge card acts and says Not now, without a script")
    func nudgeCards() async throws {
        let fixture = try await WebFixture()
        let past = ModulesCoordinator<TrackingModule>(database: fixture.environment.database, now: { Date().addingTimeInterval(-45 * 86400) })
        try await past.setEnabledModules([.walks, .feeding])
        try await fixture.test { client in
            let home = try await client.send("/", headers: Self.html)
            #expect(home.text.contains(#"data-nudge="disable_walks""#))
            #expect(home.text.contains(#"action="/nudges/disable_walks/act""#))
            #expect(home.text.contains("Not now"))
            let acted = try await client.send("/nudges/disable_walks/act", .post, headers: Self.form)
            #expect(acted.status == .seeOther)
            let dismissed = try await client.send("/nudges/disable_feeding/dismiss", .post, headers: Self.form)
            #expect(dismissed.status == .seeOther)
            let after = try await client.send("/", headers: Self.html)
            #expect(!after.text.contains("data-nudge="))
            #expect(!after.text.contains(#"data-nav="module-walks""#))
        }
    }

    @Test("settings: appearance, text size and language are remembered and applied to <html>")
    func displaySettings() async throws {
        try await WebFixture().test { client in
            let saved = try await client.send("/settings/display", .post, headers: Self.form, body: "appearance=dark&textSize=extraLarge&lang=nl")
            #expect(saved.status == .seeOther)
            let cookies = saved.headers[values: .setCookie].joined(separator: "; ")
            #expect(cookies.contains("appearance=dark"))
            let page = try await client.send("/settings", headers: [.accept: "text/html", .cookie: "onboarded=1; appearance=dark; textSize=extraLarge; lang=nl"])
            #expect(page.text.contains(#"<html lang="nl" data-appearance="dark" data-text-size="extraLarge">"#))
            #expect(page.text.contains("Instellingen"))
            let bad = try await client.send("/settings/display", .post, headers: Self.form, body: "appearance=sepia")
            #expect(bad.status == .badRequest)
        }
    }

    @Test("without a model, Settings offers Professional only and says why; the lists show the app's own text")
    func noModel() async throws {
        let directory = TemporaryDirectory()
        let settings = AppSettings(databasePath: directory.path("web.sqlite"), backend: .embedded(modelPath: directory.path("missing.gguf"), mustExist: true))
        let environment = try AppEnvironment(settings: settings)
        let app = try await WebApp(environment: environment, configuration: WebConfiguration())
        try await Application(router: app.router()).test(.router) { client in
            _ = try await client.send("/api/theme", .put, json: #"{"theme": "casual"}"#)
            let page = try await client.send("/settings", headers: Self.html)
            #expect(page.status == .ok)
            #expect(page.text.contains("I show the Professional theme until a model is back."))
            #expect(!page.text.contains(#"value="casual""#))
            let goals = try await client.send("/goals", headers: Self.html)
            #expect(goals.text.contains(#"data-text="title">No Goals Yet"#))
            #expect(try await client.send("/api/text?theme=casual&textType=title&fallback=No%20Goals%20Yet").object["source"] as? String == "fallback")
        }
    }
}
