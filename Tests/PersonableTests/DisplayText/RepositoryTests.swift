import Foundation
import Testing
@testable import Personable

struct RepositoryTests {
    let directory = TemporaryDirectory()
    let key = DisplayTextKey(entityType: .emptyState, entityId: nil, theme: .casual, textType: .thinking)

    func row(_ text: String, key: DisplayTextKey? = nil, expiresAt: Date? = nil) -> GeneratedDisplayText {
        GeneratedDisplayText(key: key ?? self.key, generatedText: text, originalText: "Thinking...", generatedAt: Date(), expiresAt: expiresAt)
    }

    @Test func saveReplacesTheOneRowOfAKeyEvenWithANullEntityId() async throws {
        let repository = DisplayTextRepository(database: try directory.database())
        try await repository.save(row("first"))
        try await repository.save(row("second"))
        #expect(try await repository.all().map(\.generatedText) == ["second"])
        #expect(try await repository.fetch(entityType: .emptyState, entityId: nil, theme: .casual, textType: .thinking)?.generatedText == "second")
        #expect(try await repository.fetch(entityType: .emptyState, entityId: nil, theme: .tedTalk, textType: .thinking) == nil)
    }

    @Test func regenerationsAreCounted() async throws {
        let repository = DisplayTextRepository(database: try directory.database())
        try await repository.save(row("v0"))
        #expect(try await repository.saveRegenerated(row("v1")).regenerationCount == 1)
        #expect(try await repository.saveRegenerated(row("v2")).regenerationCount == 2)
        let stored = try #require(try await repository.fetch(key))
        #expect(stored.generatedText == "v2")
        #expect(stored.regenerationCount == 2)
    }

    @Test func ratingsOutsideOneToFiveChangeNothing() async throws {
        let repository = DisplayTextRepository(database: try directory.database())
        let saved = row("rate me")
        try await repository.save(saved)
        try await repository.updateRating(saved.id, rating: 4)
        for bad in [0, 6, -1] {
            await #expect(throws: DisplayTextError.invalidRating(bad)) { try await repository.updateRating(saved.id, rating: bad) }
        }
        #expect(try await repository.fetch(key)?.userRating == 4)
        let unknown = UUID()
        await #expect(throws: DisplayTextError.textNotFound(unknown)) { try await repository.updateRating(unknown, rating: 3) }
    }

    @Test func deleteExpiredRemovesOnlyPastRows() async throws {
        let repository = DisplayTextRepository(database: try directory.database())
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let other = DisplayTextKey(entityType: .goal, entityId: "g", theme: .casual, textType: .title)
        let third = DisplayTextKey(entityType: .goal, entityId: "h", theme: .casual, textType: .title)
        try await repository.save(row("past", expiresAt: now.addingTimeInterval(-1)))
        try await repository.save(row("future", key: other, expiresAt: now.addingTimeInterval(60)))
        try await repository.save(row("never", key: third))
        #expect(try await repository.deleteExpired(now: now) == 1)
        #expect(Set(try await repository.all().map(\.generatedText)) == ["future", "never"])
    }

    @Test func cachedRowsAndTheThemeSurviveAReopen() async throws {
        let path = directory.path("reopen.sqlite")
        do {
            let database = try AppDatabase.open(at: path)
            try await DisplayTextRepository(database: database).save(row("kept"))
            try await ThemePreferenceRepository(database: database).select(.leanIn, at: Date())
        }
        let reopened = try AppDatabase.open(at: path)
        #expect(try await DisplayTextRepository(database: reopened).fetch(key)?.generatedText == "kept")
        #expect(try await ThemePreferenceRepository(database: reopened).selectedTheme() == .leanIn)
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() throws {
        let path = directory.path("notes.txt")
        let bytes = Data("my precious notes\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(throws: AppDatabaseError.notADatabase(path: path)) { try AppDatabase.open(at: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }
}
