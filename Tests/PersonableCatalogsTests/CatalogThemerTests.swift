import Foundation
import Personable
import PersonableTesting
import Testing

@Suite struct CatalogThemerTests {
    let folder = TemporaryDirectory()

    func themer(_ generator: ScriptedGenerator) throws -> (CatalogThemer, AppDatabase) {
        let database = try folder.database()
        return (CatalogThemer(database: database, generator: generator, now: TestClock().function), database)
    }

    /// The units a theme rewrites in the fixture: in scope by `TextScopeClassifier`, not marked, not a format.
    static let themedIDs: Set = [
        "books.read", "empty.goals.description", "goals.tap [device.iphone]", "goals.tap [device.mac]",
        "Loading your goals…", "reminders.waiting [plural.one]", "reminders.waiting [plural.other]",
        "Tap \"Add\" to write down what matters to you.",
    ]

    @Test func inScopeValuesAreRewrittenFormByFormAndMarkedForReview() async throws {
        let generator = ScriptedGenerator()
        let (themer, _) = try themer(generator)
        let source = try CatalogFixtures.localizable()
        let result = try await themer.theme(source, in: .casual)

        #expect(Set(result.units.filter { $0.outcome == .rewritten }.map(\.id)) == Self.themedIDs)
        #expect(generator.calls == Self.themedIDs.count)
        #expect(result.generated == Self.themedIDs.count)
        let outcomes = Dictionary(uniqueKeysWithValues: result.units.map { ($0.id, $0.outcome) })
        #expect(outcomes["app.name"] == .doNotTranslate)
        #expect(outcomes["Cancel"] == .outOfScope)
        #expect(outcomes["Settings"] == .outOfScope)
        #expect(outcomes["%lld%%"] == .outOfScope)
        #expect(outcomes[""] == .outOfScope)

        let themed = try StringCatalog.parse(result.catalog.data(), path: "themed")
        let before = Dictionary(uniqueKeysWithValues: source.units.map { ($0.id, $0) })
        for unit in themed.units {
            let original = try #require(before[unit.id])
            if Self.themedIDs.contains(unit.id) {
                #expect(unit.text != original.text)
                #expect(unit.text.hasSuffix(original.text), "the scripted model's rewrite of \(unit.id)")
                #expect(unit.state == "needs_review")
            } else {
                #expect(unit == original)
            }
        }
        // The substitution's forms and the Dutch value are left exactly as they were.
        #expect(themed.root["strings"]?["books.read"]?["localizations"]?["en"]?["substitutions"]
            == source.root["strings"]?["books.read"]?["localizations"]?["en"]?["substitutions"])
        #expect(themed.root["strings"]?["empty.goals.description"]?["localizations"]?["nl"]
            == source.root["strings"]?["empty.goals.description"]?["localizations"]?["nl"])
        #expect(themed.units.first { $0.key == "books.read" }?.text.contains("%#@books@") == true)
    }

    @Test func aSecondRunAsksForNothingAndWritesTheSameBytes() async throws {
        let generator = ScriptedGenerator()
        let (themer, _) = try themer(generator)
        let source = try CatalogFixtures.localizable()
        let first = try await themer.theme(source, in: .tedTalk)
        let calls = generator.calls
        let second = try await themer.theme(source, in: .tedTalk)
        #expect(generator.calls == calls)
        #expect(second.generated == 0)
        #expect(second.units.filter { $0.outcome == .rewritten }.allSatisfy { $0.fromCache })
        #expect(second.catalog.data() == first.catalog.data())
    }

    @Test func anInterruptedRunResumesWithTheUnitsNotYetStored() async throws {
        let generator = ScriptedGenerator()
        let (themer, _) = try themer(generator)
        let source = try CatalogFixtures.localizable()
        // The run stopped after the first three units it generated.
        let cancelling = Task {
            try await themer.theme(source, in: .casual) { progress in
                if progress.generated == 3 { withUnsafeCurrentTask { $0?.cancel() } }
            }
        }
        await #expect(throws: CancellationError.self) { try await cancelling.value }
        #expect(generator.calls == 3)
        let resumed = try await themer.theme(source, in: .casual)
        #expect(resumed.generated == Self.themedIDs.count - 3)
        #expect(generator.calls == Self.themedIDs.count)
        #expect(resumed.count(.rewritten) == Self.themedIDs.count)
    }

    @Test func aStringNoRewritePassedIsKeptStoredAndNotAskedForAgain() async throws {
        let generator = ScriptedGenerator()
        generator.setFails(true)
        let (themer, database) = try themer(generator)
        let source = try CatalogFixtures.localizable()
        let first = try await themer.theme(source, in: .davidGoggins)
        #expect(first.count(.kept) == Self.themedIDs.count)
        #expect(first.count(.rewritten) == 0)
        #expect(first.catalog.data() == source.data())
        let rows = try await DisplayTextRepository(database: database).all(theme: .davidGoggins)
        #expect(rows.count == Self.themedIDs.count)
        #expect(rows.allSatisfy { $0.generatedText == $0.originalText })
        #expect(Set(rows.compactMap(\.entityId)) == Self.themedIDs)

        let calls = generator.calls
        let second = try await themer.theme(source, in: .davidGoggins)
        #expect(generator.calls == calls)
        #expect(second.count(.kept) == Self.themedIDs.count)
        #expect(second.units.first { $0.outcome == .kept }?.reason?.hasPrefix("I wrote 3 versions") == true)
    }

    @Test func anotherModelVersionRewritesTheStoredValues() async throws {
        let generator = ScriptedGenerator()
        let (themer, _) = try themer(generator)
        let source = try CatalogFixtures.localizable()
        _ = try await themer.theme(source, in: .leanIn)
        generator.setModelVersion("model-b")
        let again = try await themer.theme(source, in: .leanIn)
        #expect(again.generated == Self.themedIDs.count)
    }

    @Test func anUnavailableModelIsSaidOnlyWhenAValueNeedsIt() async throws {
        let generator = ScriptedGenerator()
        let (themer, _) = try themer(generator)
        let source = try CatalogFixtures.localizable()
        _ = try await themer.theme(source, in: .casual)
        generator.setAvailable(false)
        // Everything is stored: no model needed.
        let cached = try await themer.theme(source, in: .casual)
        #expect(cached.count(.rewritten) == Self.themedIDs.count)
        await #expect {
            try await themer.theme(source, in: .gentleParenting)
        } throws: { error in
            (error as? CatalogError)?.errorDescription?.hasPrefix("I couldn't theme the catalog") == true
        }
    }

    @Test func aDryRunAsksForNothingAndStoresNothing() async throws {
        let generator = ScriptedGenerator()
        let (themer, database) = try themer(generator)
        let source = try CatalogFixtures.localizable()
        let result = try await themer.theme(source, in: .casual, dryRun: true)
        #expect(result.count(.pending) == Self.themedIDs.count)
        #expect(generator.calls == 0)
        #expect(try await DisplayTextRepository(database: database).all().isEmpty)
        #expect(result.catalog.data() == source.data())
    }

    @Test func theCommentIsGivenToTheModelWithTheString() async throws {
        let model = ScriptedLanguageModel { _, _ in "Whatever" }
        let service = DisplayTextService(model: model, candidateCount: 1)
        let themer = CatalogThemer(database: try folder.database(), generator: service)
        let catalog = try StringCatalog.parse(Data("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Your lantern charts don't sync until the harbour is in reach." : {
                  "comment" : "Shown on the harbour screen before the first sync."
                }
              },
              "version" : "1.0"
            }
            """.utf8), path: "Harbour.xcstrings")
        _ = try await themer.theme(catalog, in: .casual)
        let prompt = try #require(model.prompts.last?.text)
        #expect(prompt.contains("Note about the next text: Shown on the harbour screen before the first sync.\nOriginal"))
    }

    @Test func aFileInAnotherLanguageIsKeptAsItIsWithoutAskingTheModel() async throws {
        let generator = ScriptedGenerator()
        let (themer, _) = try themer(generator)
        let dutch = try StringCatalog.parse(Data("""
            {
              "sourceLanguage" : "nl",
              "strings" : {
                "Verbinding maken…" : {

                },
                "Nog geen doelen" : {

                }
              },
              "version" : "1.0"
            }
            """.utf8), path: "Doelen.xcstrings")
        let result = try await themer.theme(dutch, in: .casual)
        #expect(result.units.allSatisfy { $0.outcome == .kept && $0.text == $0.original })
        #expect(result.units.allSatisfy { $0.reason?.contains("English only") == true })
        #expect(generator.calls == 0)
        #expect(result.catalog.data() == dutch.data())
        // A .strings file says its language by its folder; an English one is themed.
        let strings = Data("\"loading\" = \"Verbinding maken…\";\n".utf8)
        #expect(try StringsFile.parse(strings, path: "App/nl.lproj/Localizable.strings").language == "nl")
        #expect(try StringsFile.parse(strings, path: "App/Base.lproj/Localizable.strings").language == nil)
        #expect(CatalogThemer.writesThemes(in: "en-GB") && !CatalogThemer.writesThemes(in: "nl"))
    }

    @Test func aKeyOrCommentThatNamesAButtonOrMenuKeepsTheValue() async throws {
        // The words of "Testing connection…" and "Downloading PDFs" read as progress; their keys and comments say
        // they are a button's title and a notification channel's name (set 24's wallabag, read whole).
        let generator = ScriptedGenerator()
        let (themer, _) = try themer(generator)
        let strings = Data("""
            /* Progress shown while the test runs */
            "progress_testing" = "Testing connection…";
            "button_testing" = "Testing connection…";
            "notification_channel_name_downloads" = "Downloading PDFs";
            /* Button title while the connection is tested */
            "Checking the connection…" = "Checking the connection…";
            """.utf8)
        let file = try StringsFile.parse(strings, path: "App/Base.lproj/Localizable.strings")
        let result = try await themer.theme(file, in: .casual)
        let outcomes = Dictionary(uniqueKeysWithValues: result.units.map { ($0.id, $0.outcome) })
        #expect(outcomes["progress_testing"] == .rewritten)
        #expect(outcomes["button_testing"] == .outOfScope)
        #expect(outcomes["notification_channel_name_downloads"] == .outOfScope)
        #expect(outcomes["Checking the connection…"] == .outOfScope)
        #expect(result.units.first { $0.id == "button_testing" }?.reason == "A theme doesn't rewrite button text.")
        #expect(generator.calls == 1)
    }
}

