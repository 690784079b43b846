import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Personable
import PersonableTesting
import Testing

@testable import PersonableWeb

/// A custom theme on the JSON API and the Settings page: listed beside the built-in ones, selectable, usable for
/// text, and unknown again once removed.
@Suite("JSON API: custom themes")
struct CustomThemeAPITests {
    static let examples = [
        CustomThemeExample(original: "Loading goals...", rewrite: "Loading goals, matey..."),
        CustomThemeExample(original: "No actions yet", rewrite: "No actions yet, matey"),
        CustomThemeExample(original: "Tap + to add your first goal", rewrite: "Tap + to add your first goal, matey"),
    ]

    @Test("GET /api/themes lists a custom theme after the built-in ones; PUT /api/theme selects it")
    func listAndSelect() async throws {
        let fixture = try await WebFixture()
        try await fixture.environment.themes.add(name: "pirate", styleGuide: "Cheerful and nautical", examples: Self.examples)
        try await fixture.test { client in
            let list = try await client.send("/api/themes").array.compactMap { $0 as? [String: Any] }
            #expect(list.map { $0["name"] as? String } == DisplayTheme.allCases.map(\.rawValue) + ["pirate"])
            #expect(list.last?["custom"] as? Bool == true)
            #expect(list.last?["displayName"] as? String == "Pirate")
            #expect(list.last?["styleGuide"] as? String == "Cheerful and nautical")
            #expect(list.dropLast().allSatisfy { $0["custom"] as? Bool == false })

            let put = try await client.send("/api/theme", .put, json: #"{"theme": "pirate"}"#)
            #expect(put.status == .ok)
            #expect(put.object["displayName"] as? String == "Pirate")
            #expect(try await client.send("/api/theme").object["theme"] as? String == "pirate")

            let text = try await client.send("/api/text?theme=pirate&textType=title&fallback=No%20Goals%20Yet")
            #expect(text.status == .ok)
            #expect((text.object["key"] as? [String: Any])?["theme"] as? String == "pirate")
            #expect(text.object["text"] as? String == "Nothing here yet, friend")

            let settings = try await client.send("/settings")
            #expect(settings.text.contains("value=\"pirate\""), "\(settings.text)")
        }

        try await fixture.environment.themes.remove(named: "pirate")
        try await fixture.test { client in
            #expect(try await client.send("/api/theme").object["theme"] as? String == "professional")
            let bad = try await client.send("/api/theme", .put, json: #"{"theme": "pirate"}"#)
            #expect(bad.status == .badRequest)
            #expect(bad.object["valid"] as? [String] == DisplayTheme.allCases.map(\.rawValue))
        }
    }
}
