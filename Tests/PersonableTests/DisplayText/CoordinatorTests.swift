import Foundation
import Testing
@testable import Personable

struct CoordinatorTests {
    let directory = TemporaryDirectory()
    let generator = ScriptedGenerator()
    let clock = TestClock()
    let copy = ListScreenCopy.goals

    func coordinator(policy: DisplayTextCachePolicy = .default, generator: (any DisplayTextGenerating)? = nil) throws -> DisplayTextCoordinator {
        DisplayTextCoordinator(database: try directory.database(), generator: generator ?? self.generator, policy: policy, now: clock.function)
    }

    func title(_ coordinator: DisplayTextCoordinator, theme: DisplayTheme = .casual, fallback: String? = nil) async throws -> ThemedText {
        try await coordinator.resolve(copy.key(.title, theme: theme), fallback: fallback ?? copy.emptyStateTitle)
    }

    @Test func professionalIsTheOriginalWithoutGenerating() async throws {
        let themed = try await title(try coordinator(), theme: .professional)
        #expect(themed == ThemedText(text: "No Goals Yet", source: .original))
        #expect(generator.calls == 0)
    }

    @Test func aMissIsGeneratedStoredAndThenServedFromTheCache() async throws {
        let coordinator = try coordinator()
        let first = try await title(coordinator)
        #expect(first.source == .generated)
        #expect(first.text == "casual #1: No Goals Yet")
        let second = try await title(coordinator)
        #expect(second.source == .cache)
        #expect(second.text == first.text)
        #expect(generator.calls == 1)
        let stored = try #require(try await DisplayTextRepository(database: directory.database()).fetch(copy.key(.title, theme: .casual)))
        #expect(stored.modelVersion == "model-a")
        #expect(stored.promptVersion == "prompt-1")
        #expect(stored.generationPrompt == "prompt for No Goals Yet")
        #expect(stored.generatedAt == clock.now)
    }

    @Test func aFailingGeneratorFallsBackStoresNothingAndIsNotRetriedAtOnce() async throws {
        generator.setFails(true)
        let coordinator = try coordinator()
        #expect(try await title(coordinator) == ThemedText(text: "No Goals Yet", source: .fallback))
        #expect(try await title(coordinator).source == .fallback)
        #expect(generator.calls == 1, "the key rests for failureRetryInterval")
        #expect(try await DisplayTextRepository(database: directory.database()).all().isEmpty)
        generator.setFails(false)
        clock.advance(DisplayTextCachePolicy.default.failureRetryInterval + 1)
        #expect(try await title(coordinator).source == .generated)
        #expect(generator.calls == 2)
        #expect(coordinator.metrics.sessionStats.failures == 1)
    }

    @Test func anUnavailableOrMissingGeneratorFallsBack() async throws {
        generator.setAvailable(false)
        #expect(try await title(try coordinator()).source == .fallback)
        #expect(generator.calls == 0)
        let none = DisplayTextCoordinator(database: try directory.database(), generator: nil)
        #expect(try await none.getThemedText(entityType: .emptyState, entityId: "goals_list", theme: .tedTalk, textType: .title, fallback: "No Goals Yet") == "No Goals Yet")
        guard case .unavailable = await none.availability else {
            Issue.record("no generator must be unavailable")
            return
        }
    }

    @Test func aHundredConcurrentRequestsShareOneGeneration() async throws {
        let coordinator = try coordinator()
        generator.hold()
        let texts = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<100 {
                group.addTask { try await coordinator.getThemedText(entityType: .emptyState, entityId: "goals_list", theme: .davidGoggins, textType: .title, fallback: "No Goals Yet") }
            }
            try await Task.sleep(for: .milliseconds(200))
            generator.release()
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(texts.count == 100)
        #expect(Set(texts) == ["david_goggins #1: No Goals Yet"])
        #expect(generator.calls == 1)
    }

    @Test func anExpiredRowIsServedAndRefreshedInTheBackground() async throws {
        let coordinator = try coordinator(policy: DisplayTextCachePolicy(expiry: 3600))
        _ = try await title(coordinator)
        clock.advance(3601)
        let stale = try await title(coordinator)
        #expect(stale == ThemedText(text: "casual #1: No Goals Yet", source: .staleCache, id: stale.id))
        await coordinator.waitForBackgroundRefreshes()
        #expect(try await title(coordinator) .text == "casual #2: No Goals Yet")
        #expect(generator.calls == 2)
    }

    @Test(arguments: ["model", "prompt"])
    func aRowFromAnotherModelOrPromptVersionIsRefreshed(change: String) async throws {
        let coordinator = try coordinator()
        _ = try await title(coordinator)
        if change == "model" { generator.setModelVersion("model-b") } else { generator.setPromptVersion("prompt-2") }
        #expect(try await title(coordinator).source == .staleCache)
        await coordinator.waitForBackgroundRefreshes()
        let fresh = try await title(coordinator)
        #expect(fresh.source == .cache)
        #expect(fresh.text == "casual #2: No Goals Yet")
    }

    @Test func aRowWrittenFromOtherOriginalTextIsRewrittenNotServed() async throws {
        let coordinator = try coordinator()
        _ = try await title(coordinator)
        let changed = try await title(coordinator, fallback: "Nothing Here Yet")
        #expect(changed.source == .generated)
        #expect(changed.text == "casual #2: Nothing Here Yet")
    }

    @Test func regenerateReplacesTheRowAndKeepsItWhenTheModelFails() async throws {
        let coordinator = try coordinator()
        _ = try await title(coordinator)
        let again = try await coordinator.regenerateText(entityType: .emptyState, entityId: "goals_list", theme: .casual, textType: .title, fallback: "No Goals Yet")
        #expect(again == "casual #2: No Goals Yet")
        generator.setFails(true)
        await #expect(throws: (any Error).self) {
            try await coordinator.regenerateText(entityType: .emptyState, entityId: "goals_list", theme: .casual, textType: .title, fallback: "No Goals Yet")
        }
        let stored = try #require(try await DisplayTextRepository(database: directory.database()).fetch(copy.key(.title, theme: .casual)))
        #expect(stored.generatedText == "casual #2: No Goals Yet")
        #expect(stored.regenerationCount == 1)
    }

    @Test func emptyFallbackTextIsRefused() async throws {
        await #expect(throws: DisplayTextError.emptyFallback) { _ = try await title(try coordinator(), fallback: "  ") }
    }

    @Test func statsCountLookupsAndFlushOnce() async throws {
        let coordinator = try coordinator()
        _ = try await title(coordinator)  // miss + generation
        for _ in 0..<9 { _ = try await title(coordinator) }  // hits
        let session = coordinator.metrics.sessionStats
        #expect(session.hits == 9)
        #expect(session.misses == 1)
        #expect(session.generations == 1)
        #expect(session.hitRate == 0.9)
        #expect(coordinator.metrics.lookupLatency(percentile: 0.99) != nil)
        try await coordinator.flushStats()
        try await coordinator.flushStats()
        let stored = try await DisplayTextUsageRepository(database: directory.database()).stats()
        #expect(stored.hits == 9)
        #expect(stored.misses == 1)
    }
}
