import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Personable
import PersonableTesting
import Testing

@testable import PersonableWeb

@Suite("JSON API")
struct APIRouteTests {
    @Test("/health answers plain ok")
    func health() async throws {
        try await WebFixture().test { client in
            let response = try await client.send("/health")
            #expect(response.status == .ok)
            #expect(response.text == "ok")
        }
    }

    @Test("themes: list, select, read back; an unknown theme is a 400 with the valid ones")
    func themes() async throws {
        try await WebFixture().test { client in
            let list = try await client.send("/api/themes")
            #expect(list.array.count == DisplayTheme.allCases.count)
            #expect((list.array.first as? [String: Any])?.keys.sorted() == ["custom", "displayName", "example", "name", "styleGuide"])
            #expect(try await client.send("/api/theme").object["theme"] as? String == "professional")
            let put = try await client.send("/api/theme", .put, json: #"{"theme": "casual"}"#)
            #expect(put.status == .ok)
            #expect(try await client.send("/api/theme").object["theme"] as? String == "casual")
            let bad = try await client.send("/api/theme", .put, json: #"{"theme": "pirate"}"#)
            #expect(bad.status == .badRequest)
            #expect((bad.object["error"] as? String)?.hasPrefix("I don't know the theme \"pirate\"") == true)
            #expect(bad.object["valid"] as? [String] == DisplayTheme.allCases.map(\.rawValue))
            #expect(try await client.send("/api/theme").object["theme"] as? String == "casual")
        }
    }

    @Test("bad bodies: malformed JSON, a wrong type, a missing field, not JSON, too large")
    func badBodies() async throws {
        try await WebFixture(configuration: WebConfiguration(maximumBodySize: 1024)).test { client in
            let malformed = try await client.send("/api/theme", .put, json: #"{"theme": "#)
            #expect(malformed.status == .badRequest)
            #expect((malformed.object["error"] as? String)?.hasPrefix("I couldn't read the body as a JSON object") == true)
            let wrongType = try await client.send("/api/modules/walks", .put, json: #"{"enabled": "yes"}"#)
            #expect(wrongType.status == .badRequest)
            #expect((wrongType.object["error"] as? String)?.contains("\"enabled\"") == true)
            let missing = try await client.send("/api/theme", .put, json: "{}")
            #expect(missing.status == .badRequest)
            #expect(missing.object["error"] as? String == "I need \"theme\" in the JSON body.")
            let form = try await client.send("/api/theme", .put, headers: [.contentType: "application/x-www-form-urlencoded"], body: "theme=casual")
            #expect(form.status == .unsupportedMediaType)
            let large = try await client.send("/api/theme", .put, json: #"{"theme": ""# + String(repeating: "a", count: 4096) + #""}"#)
            #expect(large.status == .contentTooLarge)
            #expect((large.object["error"] as? String)?.hasPrefix("That request is larger than I read") == true)
            #expect(try await client.send("/api/theme").object["theme"] as? String == "professional")
        }
    }

    @Test("a request addressed to another host name is refused (DNS rebinding), on a live server")
    func hostCheck() async throws {
        let fixture = try await WebFixture()
        let application = Application(router: fixture.app.router(), configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)))
        try await application.test(.live) { client in
            let port = try #require(client.port)
            try await TestClient.withClient(host: "127.0.0.1", port: port) { raw in
                let rebound = try await raw.execute(TestClient.Request("/api/themes", method: .get, authority: "evil.example:\(port)"))
                #expect(rebound.status == .misdirectedRequest)
                let body = rebound.body.map { String(buffer: $0) } ?? ""
                #expect(body.contains("I only answer requests addressed to this machine"))
                for name in ["localhost", "127.0.0.1", "[::1]"] {
                    let own = try await raw.execute(TestClient.Request("/health", method: .get, authority: "\(name):\(port)"))
                    #expect(own.status == .ok)
                }
            }
        }
    }

    @Test("a change from another origin is refused (CSRF); the same origin and programs pass")
    func originCheck() async throws {
        try await WebFixture().test { client in
            let foreign = try await client.send("/api/theme", .put, json: #"{"theme": "casual"}"#, headers: [.origin: "http://evil.example"])
            #expect(foreign.status == .forbidden)
            #expect((foreign.object["error"] as? String)?.hasPrefix("I only accept changes from my own pages") == true)
            let crossSite = try await client.send(
                "/api/theme", .put, json: #"{"theme": "casual"}"#, headers: [HTTPField.Name("Sec-Fetch-Site")!: "cross-site"])
            #expect(crossSite.status == .forbidden)
            let otherPort = try await client.send("/api/theme", .put, json: #"{"theme": "casual"}"#, headers: [.origin: "http://localhost:9999"])
            #expect(otherPort.status == .forbidden)
            #expect(try await client.send("/api/theme").object["theme"] as? String == "professional")
            let own = try await client.send("/api/theme", .put, json: #"{"theme": "casual"}"#, headers: [.origin: "http://localhost"])
            #expect(own.status == .ok)
            // Reading is never refused.
            #expect(try await client.send("/api/themes", headers: [.origin: "http://evil.example"]).status == .ok)
        }
    }

    @Test("themed text: get (generated, then cached), regenerate, rate; bad keys list the valid values")
    func text() async throws {
        try await WebFixture().test { client in
            let uri = "/api/text?entityType=empty_state&entityId=goals_list&theme=casual&textType=title&fallback=No%20Goals%20Yet"
            let first = try await client.send(uri)
            #expect(first.status == .ok)
            #expect(first.object["text"] as? String == "Nothing here yet, friend")
            #expect(first.object["source"] as? String == "generated")
            #expect(first.object["original"] as? String == "No Goals Yet")
            #expect((first.object["key"] as? [String: Any])?["theme"] as? String == "casual")
            let second = try await client.send(uri)
            #expect(second.object["source"] as? String == "cache")
            let id = try #require(second.object["id"] as? String)
            let rated = try await client.send("/api/text/\(id)/rating", .post, json: #"{"rating": 4}"#)
            #expect(rated.status == .ok)
            #expect(rated.object["rating"] as? Int == 4)
            let outOfRange = try await client.send("/api/text/\(id)/rating", .post, json: #"{"rating": 9}"#)
            #expect(outOfRange.status == .badRequest)
            let unknown = try await client.send("/api/text/\(UUID().uuidString)/rating", .post, json: #"{"rating": 3}"#)
            #expect(unknown.status == .notFound)
            let notAnID = try await client.send("/api/text/banana/rating", .post, json: #"{"rating": 3}"#)
            #expect(notAnID.status == .notFound)
            let regenerated = try await client.send(
                "/api/text/regenerate", .post,
                json: #"{"entityType": "empty_state", "entityId": "goals_list", "theme": "casual", "textType": "title", "fallback": "No Goals Yet"}"#)
            #expect(regenerated.status == .ok)
            #expect(regenerated.object["source"] as? String == "generated")
            let professional = try await client.send("/api/text?theme=professional&textType=title&fallback=No%20Goals%20Yet")
            #expect(professional.object["source"] as? String == "original")
            let badTheme = try await client.send("/api/text?theme=pirate&textType=title&fallback=x")
            #expect(badTheme.status == .badRequest)
            #expect(badTheme.object["valid"] as? [String] == DisplayTheme.allCases.map(\.rawValue))
            let noType = try await client.send("/api/text?theme=casual&fallback=x")
            #expect(noType.status == .badRequest)
            #expect(noType.object["valid"] as? [String] == DisplayTextType.allCases.map(\.rawValue))
            let noFallback = try await client.send("/api/text?theme=casual&textType=title")
            #expect(noFallback.status == .badRequest)
        }
    }

    @Test("screens: the three texts in a theme; an unknown screen is a 404 with the valid ones")
    func screens() async throws {
        try await WebFixture().test { client in
            let professional = try await client.send("/api/screens/goals")
            #expect(professional.object["emptyStateTitle"] as? String == "No Goals Yet")
            #expect(professional.object["theme"] as? String == "professional")
            let casual = try await client.send("/api/screens/terms?theme=casual")
            #expect(casual.object["loadingMessage"] as? String == "Nothing here yet, friend")
            let unknown = try await client.send("/api/screens/inbox")
            #expect(unknown.status == .notFound)
            #expect(unknown.object["valid"] as? [String] == ["goals", "actions", "values", "terms"])
        }
    }

    @Test("modules: list, switch, record a use, reset; unknown modules are 404s")
    func modules() async throws {
        try await WebFixture().test { client in
            let list = try await client.send("/api/modules")
            let entries = list.array.compactMap { $0 as? [String: Any] }
            #expect(entries.count == TrackingModule.allCases.count)
            #expect(entries.first?.keys.sorted() == ["defaultEnabled", "description", "displayName", "enabled", "name", "puppySpecific", "systemImage"])
            #expect(entries.filter { $0["enabled"] as? Bool == true }.count == TrackingModule.defaultEnabled.count)
            let on = try await client.send("/api/modules/training", .put, json: #"{"enabled": true}"#)
            #expect(on.object["turnedOn"] as? [String] == ["training"])
            #expect(on.object["message"] as? String == "I turned on Training.")
            let again = try await client.send("/api/modules/training", .put, json: #"{"enabled": true}"#)
            #expect(again.object["message"] as? String == "Training was already on.")
            let dutch = try await client.send("/api/modules?lang=nl")
            #expect((dutch.array.first as? [String: Any])?["displayName"] as? String == TrackingModule.medications.displayName(in: .dutch))
            #expect(try await client.send("/api/modules?lang=fr").status == .badRequest)
            let use = try await client.send("/api/modules/walks/activity", .post)
            #expect(use.status == .ok)
            #expect(use.object["module"] as? String == "walks")
            let unknown = try await client.send("/api/modules/cats", .put, json: #"{"enabled": true}"#)
            #expect(unknown.status == .notFound)
            #expect(unknown.object["valid"] as? [String] == TrackingModule.allCases.map(\.rawValue))
            let reset = try await client.send("/api/modules/reset", .post)
            #expect(reset.object["turnedOff"] as? [String] == ["training"])
        }
    }

    @Test("nudges: a module unused for 30 days is suggested off; act and dismiss; unknown ids are 404s")
    func nudges() async throws {
        let fixture = try await WebFixture()
        // The modules were switched on 45 days ago (another process's clock), and never used since.
        let past = ModulesCoordinator<TrackingModule>(database: fixture.environment.database, now: { Date().addingTimeInterval(-45 * 86400) })
        try await past.setEnabledModules([.walks, .feeding])
        try await fixture.test { client in
            let report = try await client.send("/api/nudges")
            #expect(report.status == .ok)
            let ids = (report.object["nudges"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
            #expect(ids.contains("disable_walks"))
            #expect(((report.object["nudges"] as? [[String: Any]])?.first?["card"] as? [String: Any])?["dismissLabel"] as? String == "Not now")
            let act = try await client.send("/api/nudges/disable_walks/act", .post)
            #expect(act.status == .ok)
            #expect(act.object["turnedOff"] as? [String] == ["walks"])
            let dismiss = try await client.send("/api/nudges/disable_feeding/dismiss", .post)
            #expect(dismiss.status == .ok)
            let gone = try await client.send("/api/nudges")
            #expect((gone.object["nudges"] as? [[String: Any]])?.isEmpty == true)
            let unknown = try await client.send("/api/nudges/disable_cats/act", .post)
            #expect(unknown.status == .notFound)
            #expect((unknown.object["valid"] as? [String])?.contains("simplify") == true)
            let notShowing = try await client.send("/api/nudges/disable_walks/act", .post)
            #expect(notShowing.status == .notFound)
            let badDate = try await client.send("/api/nudges?profileBirthdate=yesterday")
            #expect(badDate.status == .badRequest)
        }
    }

    @Test("compose: JSON by default, server-sent events when asked; bad input is a 400")
    func compose() async throws {
        try await WebFixture().test { client in
            let body = #"{"message": "I need to move Friday's review to Monday at 3pm, sorry for the late notice.", "audience": "Team", "tone": "Casual", "count": 2}"#
            let json = try await client.send("/api/compose", .post, json: body)
            #expect(json.status == .ok)
            #expect(json.object["cached"] as? Bool == false)
            let variations = try #require(json.object["variations"] as? [[String: Any]])
            #expect(variations.count == 2)
            #expect(variations.first?["responseText"] is String)
            let events = try await client.send(
                "/api/compose", .post, json: body.replacingOccurrences(of: "\"count\": 2", with: "\"count\": 3"),
                headers: [.accept: "text/event-stream"])
            #expect(events.status == .ok)
            #expect(events.headers[.contentType]?.hasPrefix("text/event-stream") == true)
            #expect(events.text.contains("event: started\ndata: {"))
            #expect(events.text.contains("event: partial\ndata: {"))
            #expect(events.text.contains("event: finished\ndata: {"))
            #expect(events.text.hasSuffix("\n\n"))
            #expect(events.text.components(separatedBy: "event: completed\n").count == 2)
            let cached = try await client.send("/api/compose", .post, json: body, headers: [.accept: "text/event-stream"])
            #expect(cached.text.hasPrefix("event: completed\ndata: {\"cached\":true"))
            let export = try await client.send("/api/compose/export?format=md")
            #expect(export.status == .ok)
            #expect(export.headers[.contentDisposition] == "attachment; filename=\"composition.md\"")
            #expect(try await client.send("/api/compose/export?format=pdf").status == .badRequest)
            let empty = try await client.send("/api/compose", .post, json: #"{"message": "  ", "audience": "Team", "tone": "Casual"}"#)
            #expect(empty.status == .badRequest)
            let tone = try await client.send("/api/compose", .post, json: #"{"message": "hello there", "audience": "Team", "tone": "Angry"}"#)
            #expect(tone.status == .badRequest)
            #expect((tone.object["valid"] as? [String])?.contains("Diplomatic") == true)
            let count = try await client.send("/api/compose", .post, json: #"{"message": "hello there", "audience": "Team", "tone": "Casual", "count": 9}"#)
            #expect(count.status == .badRequest)
        }
    }

    @Test("tokens: DTCG JSON and CSS with the appearance override and every text size")
    func tokens() async throws {
        try await WebFixture().test { client in
            let json = try await client.send("/api/tokens")
            #expect(json.status == .ok)
            #expect(json.text == DTCGTokenExporter.export())
            let css = try await client.send("/tokens.css")
            #expect(css.text.hasPrefix(CSSTokenExporter.export()))
            #expect(css.text.contains(":root[data-appearance=\"dark\"] {"))
            #expect(css.text.contains(":root[data-text-size=\"accessibilityExtraExtraExtraLarge\"] {"))
            let unknown = try await client.send("/api/nothing")
            #expect(unknown.status == .notFound)
            #expect(unknown.object["error"] is String)
        }
    }
}
