import Foundation
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

extension DisplayTextTests {
    /// `DisplayTextCachePolicy`: when a stored row is still good, on its own and through the coordinator.
    struct CachePolicyTests {
        let now = Fixtures.now

        func row(expiresAt: Date? = nil, model: String? = "model-a", prompt: String? = "prompt-1") -> GeneratedDisplayText {
            Fixtures.row("stored", generatedAt: now.addingTimeInterval(-10), expiresAt: expiresAt, modelVersion: model, promptVersion: prompt)
        }

        func needsRefresh(_ row: GeneratedDisplayText, policy: DisplayTextCachePolicy = .default, model: String? = "model-a", prompt: String? = "prompt-1") -> Bool {
            policy.needsRefresh(row, now: now, modelVersion: model, promptVersion: prompt)
        }

        @Test func theWrittenLayersDigestChangesWithAnyOfTheirWordsSoOlderRowsAreRefreshed() throws {
            let directory = TemporaryDirectory()
            let file = directory.url.appendingPathComponent("casual.tsv")
            try "kind\toriginal\trewrite\n".write(to: file, atomically: true, encoding: .utf8)
            let before = ThemeDataFiles.digest(of: [directory.url])
            #expect(ThemeDataFiles.digest(of: [directory.url]) == before, "the same words, the same digest")
            try "kind\toriginal\trewrite, changed\n".write(to: file, atomically: true, encoding: .utf8)
            let after = ThemeDataFiles.digest(of: [directory.url])
            #expect(after != before)
            // The shipped prompt version carries the shipped layers' digest, and a row written under another is refreshed.
            #expect(DisplayTextPromptBuilder.version.hasPrefix("bank-1+") && DisplayTextPromptBuilder.version.count > "bank-1+".count)
            #expect(needsRefresh(row(prompt: "bank-1"), prompt: DisplayTextPromptBuilder.version))
        }

        @Test func theDefaultNeverExpiresAndRetriesAfterFiveMinutes() {
            let policy = DisplayTextCachePolicy.default
            #expect(policy.expiry == nil)
            #expect(policy.expiresAt(generatedAt: now) == nil)
            #expect(policy.refreshOnModelChange && policy.refreshOnPromptChange)
            #expect(policy.failureRetryInterval == 300)
            #expect(!needsRefresh(row()))
        }

        @Test func anExpiryIsCountedFromGeneration() {
            #expect(DisplayTextCachePolicy(expiry: 90).expiresAt(generatedAt: now) == now.addingTimeInterval(90))
        }

        @Test func aRowIsStaleFromTheMomentItExpires() {
            #expect(needsRefresh(row(expiresAt: now.addingTimeInterval(-1))))
            #expect(needsRefresh(row(expiresAt: now)))
            #expect(!needsRefresh(row(expiresAt: now.addingTimeInterval(1))))
        }

        @Test func anotherModelOrPromptMakesARowStaleUnlessTurnedOff() {
            #expect(needsRefresh(row(), model: "model-b"))
            #expect(needsRefresh(row(), prompt: "prompt-2"))
            #expect(needsRefresh(row(model: nil), model: "model-a"), "a row without a model version is from an unknown model")
            #expect(needsRefresh(row(prompt: nil), prompt: "prompt-1"))
            #expect(!needsRefresh(row(), policy: DisplayTextCachePolicy(refreshOnModelChange: false), model: "model-b"))
            #expect(!needsRefresh(row(), policy: DisplayTextCachePolicy(refreshOnPromptChange: false), prompt: "prompt-2"))
            #expect(needsRefresh(row(expiresAt: now), policy: DisplayTextCachePolicy(refreshOnModelChange: false, refreshOnPromptChange: false)))
        }

        @Test func aGeneratorThatCannotSayItsVersionsNeverMakesARowStale() {
            #expect(!needsRefresh(row(model: "old", prompt: "old"), model: nil, prompt: nil))
        }

        @Test func theCoordinatorServesAnotherModelsRowAsFreshWhenThePolicySaysSo() async throws {
            let directory = TemporaryDirectory()
            let database = try directory.database()
            let generator = ScriptedGenerator()
            let policy = DisplayTextCachePolicy(refreshOnModelChange: false)
            try await DisplayTextRepository(database: database).save(
                Fixtures.row("Nada yet!", key: Fixtures.goalsTitle, original: "No Goals Yet", modelVersion: "model-z", promptVersion: "prompt-1"))
            let coordinator = DisplayTextCoordinator(database: database, generator: generator, policy: policy)
            #expect(try await coordinator.resolve(Fixtures.goalsTitle, fallback: "No Goals Yet").source == .cache)
            await coordinator.waitForBackgroundRefreshes()
            #expect(generator.calls == 0)
        }

        @Test func aShortRetryIntervalTriesAgainSooner() async throws {
            let directory = TemporaryDirectory()
            let generator = ScriptedGenerator()
            let clock = TestClock()
            generator.setFails(true)
            let coordinator = DisplayTextCoordinator(
                database: try directory.database(), generator: generator, policy: DisplayTextCachePolicy(failureRetryInterval: 5),
                now: clock.function)
            for _ in 0..<3 {
                #expect(try await coordinator.resolve(Fixtures.goalsTitle, fallback: "No Goals Yet").source == .fallback)
                clock.advance(6)
            }
            #expect(generator.calls == 3)
        }
    }
}
