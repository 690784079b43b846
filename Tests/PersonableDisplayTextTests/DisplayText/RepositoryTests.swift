import Foundation
import GRDB
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

extension DisplayTextTests {
    /// `DisplayTextRepository` on a real SQLite file: one row per key, atomic replacement, regeneration counts,
    /// ratings and expiry.
    struct RepositoryTests {
        let directory = TemporaryDirectory()
        let key = Fixtures.thinking

        func repository() throws -> DisplayTextRepository {
            DisplayTextRepository(database: try directory.database())
        }

        @Test func aMissingKeyIsNil() async throws {
            let repository = try repository()
            #expect(try await repository.fetch(key) == nil)
            try await repository.save(Fixtures.row("other theme", key: DisplayTextKey(entityType: .emptyState, entityId: nil, theme: .tedTalk, textType: .thinking)))
            try await repository.save(Fixtures.row("screen level", key: DisplayTextKey(entityType: .emptyState, entityId: "goals_list", theme: .casual, textType: .thinking)))
            #expect(try await repository.fetch(key) == nil, "neither another theme nor a screen's row is the system row")
        }

        @Test func aSavedRowIsFetchedBackWithEveryColumn() async throws {
            let repository = try repository()
            var row = Fixtures.row("Hmm…", expiresAt: Fixtures.now.addingTimeInterval(60), modelVersion: "m", promptVersion: "p")
            row.generationPrompt = "the prompt"
            row.logTime = Fixtures.now.addingTimeInterval(1)
            try await repository.save(row)
            #expect(try await repository.fetch(key) == row)
            #expect(try await repository.fetch(entityType: .emptyState, entityId: nil, theme: .casual, textType: .thinking) == row)
            #expect(try await repository.all() == [row])
        }

        @Test(arguments: [Fixtures.thinking, Fixtures.goalsTitle])
        func saveReplacesTheOneRowOfAKey(key: DisplayTextKey) async throws {
            let repository = try repository()
            try await repository.save(Fixtures.row("first", key: key))
            let second = Fixtures.row("second", key: key)
            try await repository.save(second)
            #expect(try await repository.all() == [second])
            #expect(try await repository.fetch(key)?.id == second.id)
        }

        @Test func aSaveSQLiteRefusesLeavesTheOldRow() async throws {
            let repository = try repository()
            let old = Fixtures.row("old")
            try await repository.save(old)
            var broken = Fixtures.row("")  // generatedText may not be empty
            await #expect(throws: DatabaseError.self) { try await repository.save(broken) }
            broken = Fixtures.row("rated 7")
            broken.userRating = 7
            await #expect(throws: DatabaseError.self) { try await repository.save(broken) }
            #expect(try await repository.all() == [old], "the delete and the insert are one transaction")
        }

        @Test func concurrentSavesOfOneKeyLeaveOneRow() async throws {
            let path = directory.path("shared.sqlite")
            // Two connections to one file, as two processes would have.
            let repositories = [DisplayTextRepository(database: try AppDatabase.open(at: path)), DisplayTextRepository(database: try AppDatabase.open(at: path))]
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<40 {
                    group.addTask { try await repositories[index % 2].save(Fixtures.row("v\(index)")) }
                }
                try await group.waitForAll()
            }
            #expect(try await repositories[0].all().count == 1)
        }

        @Test func regenerationsAreCountedFromZero() async throws {
            let repository = try repository()
            var counts: [Int] = []
            for version in 0..<3 {
                counts.append(try await repository.saveRegenerated(Fixtures.row("v\(version)")).regenerationCount)
            }
            #expect(counts == [0, 1, 2])
            let stored = try #require(try await repository.fetch(key))
            #expect(stored.generatedText == "v2")
            #expect(stored.regenerationCount == 2)
            #expect(try await repository.all().count == 1)
        }

        @Test func aPlainSaveAfterRegenerationsStoresTheRowsOwnCount() async throws {
            let repository = try repository()
            try await repository.saveRegenerated(Fixtures.row("v0"))
            try await repository.saveRegenerated(Fixtures.row("v1"))
            try await repository.save(Fixtures.row("fresh"))
            #expect(try await repository.fetch(key)?.regenerationCount == 0)
        }

        @Test func ratingsOneToFiveAreStored() async throws {
            let repository = try repository()
            let saved = Fixtures.row("rate me")
            try await repository.save(saved)
            for rating in 1...5 {
                try await repository.updateRating(saved.id, rating: rating)
                #expect(try await repository.fetch(key)?.userRating == rating)
            }
        }

        @Test(arguments: [0, 6, -1, 100, Int.min])
        func ratingsOutsideOneToFiveAreRefusedAndChangeNothing(rating: Int) async throws {
            let repository = try repository()
            let saved = Fixtures.row("rate me")
            try await repository.save(saved)
            try await repository.updateRating(saved.id, rating: 4)
            let before = try await repository.all()
            await #expect(throws: DisplayTextError.invalidRating(rating)) { try await repository.updateRating(saved.id, rating: rating) }
            #expect(try await repository.all() == before)
            #expect(before.first?.userRating == 4)
        }

        @Test func ratingAnUnknownIdIsTextNotFound() async throws {
            let repository = try repository()
            let saved = Fixtures.row("rate me")
            try await repository.save(saved)
            let unknown = UUID()
            await #expect(throws: DisplayTextError.textNotFound(unknown)) { try await repository.updateRating(unknown, rating: 3) }
            #expect(try await repository.fetch(key)?.userRating == nil)
        }

        @Test func deleteExpiredRemovesOnlyRowsPastTheirExpiry() async throws {
            let repository = try repository()
            let now = Fixtures.now
            let rows = [
                ("past", now.addingTimeInterval(-1)), ("long past", now.addingTimeInterval(-86_400)),
                ("now", now), ("future", now.addingTimeInterval(60)), ("never", nil),
            ]
            for (index, (text, expiresAt)) in rows.enumerated() {
                try await repository.save(Fixtures.row(text, key: DisplayTextKey(entityType: .goal, entityId: "g\(index)", theme: .casual, textType: .title), expiresAt: expiresAt))
            }
            #expect(try await repository.deleteExpired(now: now) == 2)
            #expect(Set(try await repository.all().map(\.generatedText)) == ["now", "future", "never"])
            #expect(try await repository.deleteExpired(now: now) == 0)
            #expect(try await repository.deleteExpired(now: now.addingTimeInterval(61)) == 2)
            #expect(try await repository.all().map(\.generatedText) == ["never"])
        }

        @Test func allFiltersByTheme() async throws {
            let repository = try repository()
            for theme in DisplayTheme.allCases where theme.isGenerated {
                try await repository.save(Fixtures.row(theme.rawValue, key: Fixtures.goals.key(.title, theme: theme)))
            }
            #expect(try await repository.all(theme: .leanIn).map(\.generatedText) == ["lean_in"])
            #expect(try await repository.all(theme: .professional).isEmpty)
            #expect(try await repository.all().count == 5)
        }
    }
}
