import Foundation
import GRDB
import Personable
import PersonableTesting
import Testing

@Suite struct CatalogReviewTests {
    let folder = TemporaryDirectory()
    let generator = ScriptedGenerator()
    let database: AppDatabase
    let themer: CatalogThemer
    let reviewer: CatalogReviewer

    init() throws {
        database = try folder.database()
        themer = CatalogThemer(database: database, generator: generator)
        reviewer = CatalogReviewer(database: database)
    }

    func unit(_ catalog: StringCatalog, _ id: String) throws -> CatalogUnit {
        try #require(catalog.units.first { $0.id == id })
    }

    @Test func anApprovedValueIsWrittenAsTranslatedAndNeverRegeneratedOver() async throws {
        let source = try CatalogFixtures.localizable()
        let first = try await themer.theme(source, in: .casual)
        let pending = try await reviewer.needingReview(source, theme: .casual)
        #expect(Set(pending.map(\.id)) == CatalogThemerTests.themedIDs)
        let id = "reminders.waiting [plural.other]"
        let written = try #require(first.units.first { $0.id == id }?.text)
        #expect(try await reviewer.decide(source, theme: .casual, id: id, .approve) == written)
        #expect(try await reviewer.needingReview(source, theme: .casual).count == CatalogThemerTests.themedIDs.count - 1)

        // The model changes: everything is written again but the approved value.
        generator.setModelVersion("model-b")
        let again = try await themer.theme(source, in: .casual)
        #expect(again.generated == CatalogThemerTests.themedIDs.count - 1)
        let themed = try StringCatalog.parse(again.catalog.data(), path: "themed")
        #expect(try unit(themed, id).text == written)
        #expect(try unit(themed, id).state == "translated")
        #expect(again.units.first { $0.id == id }?.outcome == .approved)
    }

    /// Ratings and regenerations from the app feed the same store: a text the app regenerated after its approval
    /// is listed again, with its rating and regeneration count, while the approved value is still the one written.
    @Test func aValueTheAppRegeneratedAfterApprovalIsListedAgainWithItsRating() async throws {
        let source = try CatalogFixtures.localizable()
        _ = try await themer.theme(source, in: .casual)
        let decidedAt = Date(timeIntervalSince1970: 1_800_000_000)
        let reviewer = CatalogReviewer(database: database, now: { decidedAt })
        let id = "empty.goals.description"
        let approved = try await reviewer.decide(source, theme: .casual, id: id, .approve)
        #expect(try await reviewer.needingReview(source, theme: .casual).allSatisfy { $0.id != id })

        let row = try #require(try await DisplayTextRepository(database: database).all(theme: .casual).first { $0.entityId == id })
        let app = DisplayTextCoordinator(database: database, generator: generator, now: { decidedAt.addingTimeInterval(60) })
        #expect(try await app.regenerate(row.key, fallback: row.originalText).text == approved)
        let regenerated = try #require(try await DisplayTextRepository(database: database).fetch(row.key))
        try await app.rate(regenerated.id, rating: 2)

        let listed = try #require(try await reviewer.needingReview(source, theme: .casual).first { $0.id == id })
        #expect(listed.text == regenerated.generatedText)
        #expect(listed.text != approved)
        #expect(listed.rating == 2)
        #expect(listed.regenerations == 1)
        let themed = try StringCatalog.parse(try await themer.theme(source, in: .casual).catalog.data(), path: "themed")
        #expect(try unit(themed, id).text == approved)
        #expect(try unit(themed, id).state == "translated")
    }

    @Test func eachRewriteIsListedWithTheThemesOtherWaysToSayIt() async throws {
        let source = try CatalogFixtures.localizable()
        _ = try await themer.theme(source, in: .casual)
        let pending = try await reviewer.needingReview(source, theme: .casual)
        let loading = try #require(pending.first { $0.id == "Loading your goals…" })
        let alternatives = try #require(loading.alternatives)
        // The theme's asides and its sentence patterns, whichever of them was not shown.
        let ways = Set(alternatives + [loading.text])
        #expect(ways.isSuperset(of: ["Loading your goals, hang tight…", "Grabbing your goals…"]), "\(alternatives)")
        #expect(!alternatives.contains(loading.text))
        // One of them can be shipped as an edit.
        #expect(try await reviewer.decide(source, theme: .casual, id: loading.id, .edit(alternatives[0])) == alternatives[0])
        #expect(try await reviewer.needingReview(source, theme: .casual).allSatisfy { $0.id != loading.id })
    }

    @Test func anEditIsShippedAndOneLosingAPlaceholderIsRefused() async throws {
        let source = try CatalogFixtures.localizable()
        _ = try await themer.theme(source, in: .casual)
        let id = "reminders.waiting [plural.one]"
        await #expect {
            try await reviewer.decide(source, theme: .casual, id: id, .edit("One reminder waits for you."))
        } throws: { error in
            (error as? CatalogError)?.errorDescription?.hasPrefix("I kept the old value") == true
        }
        #expect(try await DisplayTextReviewRepository(database: database).all().isEmpty)
        try await reviewer.decide(source, theme: .casual, id: id, .edit("%lld reminder is waiting for you, whenever you like."))
        let themed = try StringCatalog.parse(try await themer.theme(source, in: .casual).catalog.data(), path: "themed")
        #expect(try unit(themed, id).text == "%lld reminder is waiting for you, whenever you like.")
        #expect(try unit(themed, id).state == "translated")
    }

    @Test func aRejectedValueKeepsTheOriginal() async throws {
        let source = try CatalogFixtures.localizable()
        _ = try await themer.theme(source, in: .casual)
        try await reviewer.decide(source, theme: .casual, id: "empty.goals.description", .reject)
        let result = try await themer.theme(source, in: .casual)
        let themed = try StringCatalog.parse(result.catalog.data(), path: "themed")
        #expect(try unit(themed, "empty.goals.description") == unit(source, "empty.goals.description"))
        #expect(result.units.first { $0.id == "empty.goals.description" }?.outcome == .rejected)
    }

    @Test func approveAllApprovesWhatNeedsReview() async throws {
        let source = try CatalogFixtures.localizable()
        _ = try await themer.theme(source, in: .tedTalk)
        #expect(try await reviewer.approveAll(source, theme: .tedTalk) == CatalogThemerTests.themedIDs.count)
        #expect(try await reviewer.needingReview(source, theme: .tedTalk).isEmpty)
        let themed = try StringCatalog.parse(try await themer.theme(source, in: .tedTalk).catalog.data(), path: "themed")
        #expect(themed.units.filter { CatalogThemerTests.themedIDs.contains($0.id) }.allSatisfy { $0.state == "translated" })
    }

    @Test func unknownKeysAndUnthemedKeysAreSaid() async throws {
        let source = try CatalogFixtures.localizable()
        await #expect(throws: CatalogError.unknownKey(key: "nope", path: CatalogFixtures.localizablePath)) {
            try await reviewer.decide(source, theme: .casual, id: "nope", .approve)
        }
        await #expect(throws: CatalogError.notThemed(key: "Cancel")) {
            try await reviewer.decide(source, theme: .casual, id: "Cancel", .approve)
        }
        await #expect(throws: CatalogError.nothingToApprove(key: "Loading your goals…", theme: "casual")) {
            try await reviewer.decide(source, theme: .casual, id: "Loading your goals…", .approve)
        }
    }

    @Test func theCoordinatorServesAnApprovedValueBeforeAnything() async throws {
        let source = try CatalogFixtures.localizable()
        _ = try await themer.theme(source, in: .casual)
        let id = "Loading your goals…"
        try await reviewer.decide(source, theme: .casual, id: id, .edit("Rounding up your goals…"))
        guard case let .themed(key, _) = themer.plan(for: try unit(source, id), theme: .casual) else {
            Issue.record("the fixture's loading message is in scope")
            return
        }
        let runtime = ScriptedGenerator()
        let coordinator = DisplayTextCoordinator(database: database, generator: runtime)
        let shown = try await coordinator.resolve(key, fallback: id)
        #expect(shown.text == "Rounding up your goals…")
        #expect(shown.source == .reviewed)
        #expect(runtime.calls == 0)
        // The app's text changed since the review: the decision no longer applies.
        let changed = try await coordinator.resolve(key, fallback: "Loading all of your goals…")
        #expect(changed.source != .reviewed)
    }

    @Test func anImportedCatalogsTranslatedValuesAreStoredAsApproved() async throws {
        let source = try CatalogFixtures.localizable()
        let reviewed = source.replacing([
            CatalogValue(key: "empty.goals.description", text: "No goals yet! Pick one that matters to you.", state: "translated"),
            CatalogValue(key: "Loading your goals…", text: "Grabbing your goals…", state: "needs_review"),
            CatalogValue(key: "Cancel", text: "Nah", state: "translated"),
        ])
        #expect(try await reviewer.importApproved(reviewed, source: source, theme: .casual) == 1)
        let result = try await themer.theme(source, in: .casual)
        #expect(result.units.first { $0.id == "empty.goals.description" }?.text == "No goals yet! Pick one that matters to you.")
        #expect(result.units.first { $0.id == "empty.goals.description" }?.outcome == .approved)
        #expect(result.units.first { $0.id == "Cancel" }?.outcome == .outOfScope)
        #expect(generator.calls == CatalogThemerTests.themedIDs.count - 1)
    }

    @Test(arguments: [
        ("casual", "approved", "Hi", "Hello"),
        ("professional", "approved", "Hi", "Hello"),
        ("casual", "rejected", "Hi", "Hello"),
        ("casual", "edited", "  ", "Hello"),
        ("casual", "liked", "Hi", "Hello"),
    ])
    func theSchemaRefusesWhatNoDecisionCanBe(theme: String, decision: String, text: String, original: String) async throws {
        let insert = { (theme: String, decision: String, text: String) in
            try await database.writer.write { db in
                try db.execute(sql: """
                    INSERT INTO displayTextReview (id, entityType, entityId, theme, textType, originalText, decision, text, decidedAt)
                    VALUES (?, 'instruction', 'k', ?, 'instruction', ?, ?, ?, '2026-11-23 00:00:00.000')
                    """, arguments: [UUID().uuidString.lowercased(), theme, original, decision, text])
            }
        }
        if theme == "casual", decision == "approved" {
            try await insert(theme, decision, text)
        } else {
            await #expect(throws: DatabaseError.self) { try await insert(theme, decision, text) }
        }
    }
}
