import Foundation
import Personable
@testable import PersonableCatalogs
import PersonableTesting
import Testing

@Suite struct StringCatalogTests {
    @Test func readingAndWritingBackGivesTheSameBytes() throws {
        let catalog = try CatalogFixtures.localizable()
        #expect(catalog.data() == (try CatalogFixtures.bytes()))
    }

    @Test func unitsAreEveryFormInFileOrderWithTheirComments() throws {
        let units = try CatalogFixtures.localizable().units
        #expect(units.map(\.id) == [
            "", "%lld%%", "app.name", "books.read", "Cancel", "empty.goals.description",
            "goals.tap [device.iphone]", "goals.tap [device.mac]", "Loading your goals…",
            "reminders.waiting [plural.one]", "reminders.waiting [plural.other]", "Settings",
            "Tap \"Add\" to write down what matters to you.",
        ])
        let loading = try #require(units.first { $0.key == "Loading your goals…" })
        #expect(loading.text == "Loading your goals…")
        #expect(loading.comment == "Shown while the goals load.")
        #expect(units.first { $0.key == "app.name" }?.shouldTranslate == false)
        #expect(units.first { $0.id == "reminders.waiting [plural.other]" }?.text == "You have %lld reminders waiting. Open them when you're ready.")
        #expect(units.first { $0.key == "books.read" }?.text == "You read %#@books@ this week. Keep reading to grow your streak.")
    }

    @Test func replacingAValueChangesOnlyItsTextAndState() throws {
        let catalog = try CatalogFixtures.localizable()
        let changed = catalog.replacing([
            CatalogValue(key: "reminders.waiting", variation: ["plural", "one"], text: "One reminder \"waits\" for you: %lld.", state: "needs_review"),
            CatalogValue(key: "Loading your goals…", text: "Fetching your goals…", state: "needs_review"),
        ])
        let after = String(decoding: changed.data(), as: UTF8.self).components(separatedBy: "\n")
        let changedIDs: Set = ["reminders.waiting [plural.one]", "Loading your goals…"]
        let untouched = try StringCatalog.parse(changed.data(), path: "x").units.filter { !changedIDs.contains($0.id) }
        #expect(untouched == catalog.units.filter { !changedIDs.contains($0.id) })
        #expect(after.contains("                  \"value\" : \"One reminder \\\"waits\\\" for you: %lld.\""))
        // A key without a value of its own gets one, in Xcode's layout, after its comment.
        let text = String(decoding: changed.data(), as: UTF8.self)
        #expect(text.contains("""
                "Loading your goals…" : {
                  "comment" : "Shown while the goals load.",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "Fetching your goals…"
                      }
                    }
                  }
                },
            """))
        let reread = try StringCatalog.parse(changed.data(), path: "x")
        #expect(reread.units.first { $0.id == "reminders.waiting [plural.one]" }?.state == "needs_review")
        #expect(reread.units.first { $0.id == "reminders.waiting [plural.other]" }?.state == "translated")
        #expect(reread.units.first { $0.key == "Loading your goals…" }?.text == "Fetching your goals…")
    }

    @Test(arguments: [
        ("{\"strings\" : {", "isn't well formed"),
        ("[1, 2]", "don't think it's a String Catalog"),
        ("{\"sourceLanguage\" : \"en\"}", "don't think it's a String Catalog"),
        ("{\"strings\" : {}}", "no \"sourceLanguage\""),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {}} x", "isn't well formed"),
    ])
    func badCatalogsAreRefusedNamingTheFile(text: String, expected: String) {
        #expect {
            try StringCatalog.parse(Data(text.utf8), path: "App/Bad.xcstrings")
        } throws: { error in
            let message = (error as? CatalogError)?.errorDescription ?? ""
            return message.hasPrefix("I couldn") && message.contains("App/Bad.xcstrings") && message.contains(expected)
        }
    }

    @Test func placeholdersIncludeSubstitutions() {
        #expect(CatalogPlaceholdersProbe.kept("You read %#@books@ this week.", by: "This week: %#@books@ read!"))
        #expect(!CatalogPlaceholdersProbe.kept("You read %#@books@ this week.", by: "You read %#@pages@ this week."))
        #expect(!CatalogPlaceholdersProbe.kept("You have %lld reminders.", by: "You have reminders."))
        #expect(CatalogPlaceholdersProbe.kept("%1$@ of %2$@", by: "%2$@ — %1$@ of them"))
    }
}

/// `CatalogPlaceholders` in one call.
enum CatalogPlaceholdersProbe {
    static func kept(_ original: String, by rewrite: String) -> Bool {
        CatalogPlaceholders(in: original).keptBy(CatalogPlaceholders(in: rewrite))
    }
}
