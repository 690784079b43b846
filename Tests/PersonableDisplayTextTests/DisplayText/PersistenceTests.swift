import Foundation
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

extension DisplayTextTests {
    /// What lives in the database file outlives the process: closing and reopening keeps cached text, the theme and
    /// the counters. A file that isn't a database is refused and left alone.
    struct PersistenceTests {
        let directory = TemporaryDirectory()

        @Test func cachedRowsTheThemeAndTheCountersSurviveAReopen() async throws {
            let path = directory.path("reopen.sqlite")
            let generator = ScriptedGenerator()
            let written: String
            do {
                let database = try AppDatabase.open(at: path)
                let coordinator = DisplayTextCoordinator(database: database, generator: generator)
                written = try await coordinator.themedText(for: Fixtures.goalsTitle, fallback: "No Goals Yet")
                try await DisplayTextRepository(database: database).save(Fixtures.row("kept"))
                try await ThemePreferenceRepository(database: database).select(.leanIn, at: Fixtures.now)
                try await coordinator.flushStats()
            }
            let reopened = try AppDatabase.open(at: path)
            #expect(try await DisplayTextRepository(database: reopened).fetch(Fixtures.thinking)?.generatedText == "kept")
            #expect(try await ThemePreferenceRepository(database: reopened).selectedTheme() == .leanIn)
            #expect(try await DisplayTextUsageRepository(database: reopened).themeUsage()[.leanIn] == 1)
            #expect(try await DisplayTextUsageRepository(database: reopened).stats().generations == 1)

            let coordinator = DisplayTextCoordinator(database: reopened, generator: generator)
            let again = try await coordinator.resolve(Fixtures.goalsTitle, fallback: "No Goals Yet")
            #expect(again == ThemedText(text: written, source: .cache, id: again.id))
            #expect(generator.calls == 1, "a reopened cache is not generated again")
        }

        @Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() throws {
            let path = directory.path("notes.txt")
            let bytes = Data("my precious notes\n".utf8)
            try bytes.write(to: URL(fileURLWithPath: path))
            #expect(throws: AppDatabaseError.notADatabase(path: path)) { try AppDatabase.open(at: path) }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
            #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
        }

        @Test func aFolderOrAPathUnderAFileIsRefusedClearly() throws {
            #expect(throws: AppDatabaseError.isDirectory(path: directory.url.path)) { try AppDatabase.open(at: directory.url.path) }
            let file = directory.path("plain-file")
            try Data("x".utf8).write(to: URL(fileURLWithPath: file))
            let error = #expect(throws: AppDatabaseError.self) { try AppDatabase.open(at: file + "/db.sqlite") }
            #expect(error?.localizedDescription.hasPrefix("I couldn't open the database at \(file)/db.sqlite") == true)
        }

        @Test func anEmptyFileBecomesADatabase() async throws {
            let path = directory.path("empty.sqlite")
            try Data().write(to: URL(fileURLWithPath: path))
            let database = try AppDatabase.open(at: path)
            try await DisplayTextRepository(database: database).save(Fixtures.row("stored"))
            #expect(try await DisplayTextRepository(database: database).all().count == 1)
        }

        @Test func missingFoldersAreCreated() throws {
            let path = directory.path("a/b/c/personable.sqlite")
            _ = try AppDatabase.open(at: path)
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }
}
