import Foundation
import GRDB
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

extension DisplayTextTests {
    /// Upgrading in place: a database an early install wrote with the spec's schema (the first migration only) is
    /// opened by the current app; its rows are kept, the NULL-key duplicates it could hold are merged, and the
    /// extended schema applies from then on.
    struct MigrationTests {
        let directory = TemporaryDirectory()

        /// Fills a v1 database with what an early install could hold, closes it and opens it with `AppDatabase.open`.
        func upgraded(_ rows: [RawRow]) throws -> AppDatabase {
            let queue = try Fixtures.v1Database(in: directory)
            for row in rows { try row.insert(into: queue) }
            try queue.close()
            return try AppDatabase.open(at: directory.path("v1.sqlite"))
        }

        func texts(_ database: AppDatabase) throws -> [String: String] {
            try database.writer.read { db in
                Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT id, generatedText FROM generatedDisplayText").map { ($0["id"], $0["generatedText"]) })
            }
        }

        static let older = UUID(), newer = UUID(), rated = UUID(), other = UUID(), tieFirst = UUID(), tieSecond = UUID()

        static func id(_ uuid: UUID) -> String { uuid.uuidString.lowercased() }

        @Test func rowsAreKeptAndDuplicateSystemRowsMergedKeepingTheNewest() async throws {
            let database = try upgraded([
                // Two system-level rows for one key, which the spec's UNIQUE let in.
                RawRow(["id": Self.id(Self.newer), "generatedText": "newer", "generatedAt": "2026-02-01 00:00:00.000"]),
                RawRow(["id": Self.id(Self.older), "generatedText": "older", "generatedAt": "2026-01-01 00:00:00.000"]),
                // Another pair written at the same moment: the one written last wins.
                RawRow(["id": Self.id(Self.tieFirst), "textType": "description", "generatedText": "tie first"]),
                RawRow(["id": Self.id(Self.tieSecond), "textType": "description", "generatedText": "tie second"]),
                // A screen-level row with every optional column set.
                RawRow([
                    "id": Self.id(Self.rated), "entityType": "goal", "entityId": "g1", "theme": "ted_talk", "textType": "help_text",
                    "generatedText": "How much does this matter?", "originalText": "Importance (1-10)", "generationPrompt": "p",
                    "userRating": 4, "regenerationCount": 2, "expiresAt": "2026-06-01 00:00:00.000", "modelVersion": "m1",
                ]),
                // A system-level row of another key, and an explicit NULL count the spec's schema allowed.
                RawRow(["id": Self.id(Self.other), "theme": "lean_in", "generatedText": "own key", "regenerationCount": nil]),
            ])

            #expect(try texts(database) == [
                Self.id(Self.newer): "newer", Self.id(Self.tieSecond): "tie second", Self.id(Self.rated): "How much does this matter?",
                Self.id(Self.other): "own key",
            ])
            let repository = DisplayTextRepository(database: database)
            let kept = try #require(try await repository.fetch(entityType: .goal, entityId: "g1", theme: .tedTalk, textType: .helpText))
            #expect(kept.id == Self.rated)
            #expect(kept.originalText == "Importance (1-10)")
            #expect(kept.generationPrompt == "p")
            #expect(kept.userRating == 4)
            #expect(kept.regenerationCount == 2)
            #expect(kept.modelVersion == "m1")
            #expect(kept.promptVersion == nil)
            #expect(kept.expiresAt == Date(timeIntervalSince1970: 1_780_272_000))
            #expect(try await repository.fetch(entityType: .emptyState, entityId: nil, theme: .leanIn, textType: .title)?.regenerationCount == 0)
            #expect(try await repository.fetch(entityType: .emptyState, entityId: nil, theme: .casual, textType: .title)?.id == Self.newer)
            #expect(try await repository.all().count == 4)
        }

        @Test func theUpgradedTableTakesNewTextTypesAndRefusesNewDuplicates() async throws {
            let database = try upgraded([RawRow(["generatedText": "system title"])])
            let repository = DisplayTextRepository(database: database)
            for textType in [DisplayTextType.loading, .thinking] {
                let key = DisplayTextKey(entityType: .emptyState, entityId: nil, theme: .casual, textType: textType)
                try await repository.save(Fixtures.row("\(textType)", key: key))
                #expect(try await repository.fetch(key)?.generatedText == "\(textType)")
            }
            expectConstraint(.SQLITE_CONSTRAINT_UNIQUE) { try RawRow(["generatedText": "duplicate"]).insert(into: database.writer) }
            #expect(try await repository.all().map(\.generatedText).sorted() == ["loading", "system title", "thinking"])
        }

        @Test func openingAgainChangesNothing() throws {
            let first = try upgraded([RawRow(["id": Self.id(Self.other), "generatedText": "kept"])])
            let before = try texts(first)
            let again = try AppDatabase.open(at: directory.path("v1.sqlite"))
            #expect(try texts(again) == before)
            #expect(try again.writer.read { try AppMigrator.migrator.appliedMigrations($0) } == Fixtures.allMigrations)
        }

        /// The spec's `id TEXT PRIMARY KEY` accepted NULL; the upgrade gives such a row an id, and that id must be
        /// one the app can read back, or every lookup of the key fails.
        @Test func aRowWithoutAnIdIsGivenOneTheAppCanRead() async throws {
            let database = try upgraded([RawRow(["id": nil, "generatedText": "no id"])])
            let id = try await database.writer.read { try String.fetchOne($0, sql: "SELECT id FROM generatedDisplayText") }
            #expect(try #require(id).count > 0)
            #expect(UUID(uuidString: try #require(id)) != nil, "id \(id ?? "nil") is not a UUID")
            let row = try await DisplayTextRepository(database: database)
                .fetch(entityType: .emptyState, entityId: nil, theme: .casual, textType: .title)
            #expect(row?.generatedText == "no id")
        }

        @Test func anUpgradedRowIsServedAndRefreshedForTheCurrentPrompt() async throws {
            let database = try upgraded([RawRow(["entityId": "goals_list", "originalText": "No Goals Yet", "generatedText": "Nada yet!"])])
            let generator = ScriptedGenerator()
            let coordinator = DisplayTextCoordinator(database: database, generator: generator)
            let first = try await coordinator.resolve(Fixtures.goalsTitle, fallback: "No Goals Yet")
            #expect(first.text == "Nada yet!")
            #expect(first.source == .staleCache, "a row without model and prompt versions is from an older prompt")
            await coordinator.waitForBackgroundRefreshes()
            let stored = try #require(try await DisplayTextRepository(database: database).fetch(Fixtures.goalsTitle))
            #expect(stored.generatedText == "casual #1: No Goals Yet")
            #expect(stored.promptVersion == generator.promptVersion)
        }
    }
}
