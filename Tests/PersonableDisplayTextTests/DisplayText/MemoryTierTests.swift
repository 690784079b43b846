import Foundation
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

extension DisplayTextTests {
    /// The memory tier in front of SQLite: a cached row is served from memory, and is dropped when this process
    /// writes it or when another connection or process changes the file (`PRAGMA data_version`). A real SQLite file;
    /// the other process is python3's sqlite3.
    struct MemoryTierTests {
        let directory = TemporaryDirectory()
        let generator = ScriptedGenerator()
        let key = Fixtures.goalsTitle
        let original = Fixtures.goals.emptyStateTitle

        func coordinator(recheck: Duration) throws -> DisplayTextCoordinator {
            DisplayTextCoordinator(
                database: try directory.database(), generator: generator,
                policy: DisplayTextCachePolicy(memoryRecheckInterval: recheck))
        }

        /// Another connection (a pool of its own on the same file) writes the row for `key`, with the scripted
        /// generator's model and prompt versions (so it is fresh, not refreshed in the background).
        func storeElsewhere(_ text: String) async throws {
            try await DisplayTextRepository(database: directory.database())
                .save(Fixtures.row(text, key: key, original: original, modelVersion: "model-a", promptVersion: "prompt-1"))
        }

        /// Another process changes the stored text with SQL.
        func updateInAnotherProcess(_ sql: String) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3", "-c",
                "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute(sys.argv[2]); c.commit(); c.close()",
                directory.path("test.sqlite"), sql,
            ]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }

        @Test func aCachedRowIsServedFromMemoryUntilTheFileIsLookedAtAgain() async throws {
            try await storeElsewhere("Nothing here yet!")
            let coordinator = try coordinator(recheck: .seconds(3600))
            #expect(try await coordinator.resolve(key, fallback: original).text == "Nothing here yet!")
            // Another connection replaces it; with an hour between looks, memory still answers.
            try await storeElsewhere("Still nothing, friend.")
            #expect(try await coordinator.resolve(key, fallback: original).text == "Nothing here yet!")
            #expect(generator.calls == 0)
        }

        @Test func anotherConnectionsWriteIsSeenAtTheNextLook() async throws {
            try await storeElsewhere("Nothing here yet!")
            let coordinator = try coordinator(recheck: .zero)
            #expect(try await coordinator.resolve(key, fallback: original).text == "Nothing here yet!")
            try await storeElsewhere("Still nothing, friend.")
            #expect(try await coordinator.resolve(key, fallback: original).text == "Still nothing, friend.")
        }

        @Test func anotherProcesssUpdateAndDeleteAreSeen() async throws {
            try await storeElsewhere("Nothing here yet!")
            let coordinator = try coordinator(recheck: .zero)
            #expect(try await coordinator.resolve(key, fallback: original).source == .cache)
            try updateInAnotherProcess("UPDATE generatedDisplayText SET generatedText = 'Written by the CLI'")
            #expect(try await coordinator.resolve(key, fallback: original).text == "Written by the CLI")
            try updateInAnotherProcess("DELETE FROM generatedDisplayText")
            let afterDelete = try await coordinator.resolve(key, fallback: original)
            #expect(afterDelete.source == .generated, "the deleted row is not served from memory")
            #expect(generator.calls == 1)
        }

        @Test func withTheDefaultIntervalAnotherProcesssWriteIsSeenWithinItsInterval() async throws {
            try await storeElsewhere("Nothing here yet!")
            let coordinator = DisplayTextCoordinator(database: try directory.database(), generator: generator)
            #expect(try await coordinator.resolve(key, fallback: original).text == "Nothing here yet!")
            try updateInAnotherProcess("UPDATE generatedDisplayText SET generatedText = 'Written by the CLI'")
            // Not a timing assertion: it waits (up to 10 s) for the change to show, as a user reloading would.
            var seen = ""
            for _ in 0..<200 {
                seen = try await coordinator.resolve(key, fallback: original).text
                if seen == "Written by the CLI" { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(seen == "Written by the CLI")
        }

        /// Another connection stores a person's decision on `key`.
        func reviewElsewhere(_ text: String) async throws {
            try await DisplayTextReviewRepository(database: directory.database())
                .save(DisplayTextReview(key: key, originalText: original, decision: .edited, text: text, decidedAt: Date()))
        }

        @Test func aReviewAndItsAbsenceAreKeptInMemoryUntilTheFileIsLookedAtAgain() async throws {
            try await storeElsewhere("Nothing here yet!")
            let coordinator = try coordinator(recheck: .seconds(3600))
            #expect(try await coordinator.resolve(key, fallback: original).source == .cache)
            // A decision stored since is not read until the next look: memory knew there was none.
            try await reviewElsewhere("Nothing here yet. Your call.")
            #expect(try await coordinator.resolve(key, fallback: original).text == "Nothing here yet!")
        }

        @Test func anotherConnectionsReviewIsServedAtTheNextLook() async throws {
            try await storeElsewhere("Nothing here yet!")
            let coordinator = try coordinator(recheck: .zero)
            #expect(try await coordinator.resolve(key, fallback: original).source == .cache)
            try await reviewElsewhere("Nothing here yet. Your call.")
            let reviewed = try await coordinator.resolve(key, fallback: original)
            #expect(reviewed == ThemedText(text: "Nothing here yet. Your call.", source: .reviewed))
            try updateInAnotherProcess("DELETE FROM displayTextReview")
            #expect(try await coordinator.resolve(key, fallback: original).text == "Nothing here yet!")
        }

        @Test func thisProcesssOwnRegenerationIsServedAtOnce() async throws {
            try await storeElsewhere("Nothing here yet!")
            let coordinator = try coordinator(recheck: .seconds(3600))
            #expect(try await coordinator.resolve(key, fallback: original).text == "Nothing here yet!")
            let regenerated = try await coordinator.regenerate(key, fallback: original)
            #expect(regenerated.text == "casual #1: No Goals Yet")
            #expect(try await coordinator.resolve(key, fallback: original) == ThemedText(text: regenerated.text, source: .cache, id: regenerated.id))
        }
    }
}
