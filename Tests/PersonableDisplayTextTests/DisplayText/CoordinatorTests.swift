import Foundation
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

extension DisplayTextTests {
    /// `DisplayTextCoordinator`: fetch-or-generate over a real database, with `ScriptedGenerator` standing in for
    /// the language model and `TestClock` for time.
    struct CoordinatorTests {
        let directory = TemporaryDirectory()
        let generator = ScriptedGenerator()
        let clock = TestClock()
        let copy = Fixtures.goals

        func coordinator(policy: DisplayTextCachePolicy = .default, generator: (any DisplayTextGenerating)? = nil) throws -> DisplayTextCoordinator {
            DisplayTextCoordinator(database: try directory.database(), generator: generator ?? self.generator, policy: policy, now: clock.function)
        }

        func title(_ coordinator: DisplayTextCoordinator, theme: DisplayTheme = .casual, fallback: String? = nil) async throws -> ThemedText {
            try await coordinator.resolve(copy.key(.title, theme: theme), fallback: fallback ?? copy.emptyStateTitle)
        }

        /// The stored row of the goals title in `casual`.
        func storedTitle() async throws -> GeneratedDisplayText? {
            try await DisplayTextRepository(database: directory.database()).fetch(Fixtures.goalsTitle)
        }

        @Test func professionalIsTheOriginalWithoutGenerating() async throws {
            let coordinator = try coordinator()
            #expect(try await title(coordinator, theme: .professional) == ThemedText(text: "No Goals Yet", source: .original))
            #expect(try await coordinator.getThemedText(entityType: .emptyState, entityId: "goals_list", theme: .professional, textType: .title, fallback: "No Goals Yet") == "No Goals Yet")
            #expect(generator.calls == 0)
            #expect(try await DisplayTextRepository(database: directory.database()).all().isEmpty)
        }

        @Test func aBareFormatIsShownAsItIsWithoutGeneratingOrStoring() async throws {
            let coordinator = try coordinator()
            for format in ["%lld", "(%@)", "%1$@ – %2$@"] {
                #expect(try await title(coordinator, fallback: format) == ThemedText(text: format, source: .outOfScope))
                #expect(try await coordinator.regenerate(copy.key(.title, theme: .casual), fallback: format).source == .outOfScope)
            }
            #expect(generator.calls == 0)
            #expect(try await DisplayTextRepository(database: directory.database()).all().isEmpty)
        }

        @Test func aMissIsGeneratedStoredAndThenServedFromTheCache() async throws {
            let coordinator = try coordinator()
            let first = try await title(coordinator)
            #expect(first.source == .generated)
            #expect(first.text == "casual #1: No Goals Yet")
            let second = try await title(coordinator)
            #expect(second == ThemedText(text: first.text, source: .cache, id: first.id))
            #expect(generator.calls == 1)
            let stored = try #require(try await storedTitle())
            #expect(stored.id == first.id)
            #expect(stored.originalText == "No Goals Yet")
            #expect(stored.modelVersion == "model-a")
            #expect(stored.promptVersion == "prompt-1")
            #expect(stored.generationPrompt == "prompt for No Goals Yet")
            #expect(stored.generatedAt == clock.now)
            #expect(stored.expiresAt == nil, "the default policy never expires")
            #expect(stored.regenerationCount == 0)
        }

        @Test func aPersonsDecisionIsServedAndLeavesTheReviewQueue() async throws {
            let coordinator = try coordinator()
            let key = copy.key(.title, theme: .casual)
            #expect(try await coordinator.awaitingReview(theme: .casual).isEmpty)
            await #expect(throws: DisplayTextError.nothingToReview) { try await coordinator.decide(key, .approved) }
            _ = try await title(coordinator)
            #expect(try await coordinator.awaitingReview(theme: .casual).map(\.key) == [key])
            await #expect(throws: DisplayTextError.self) { try await coordinator.decide(key, .edited, text: "  ") }
            let edited = try await coordinator.decide(key, .edited, text: "No goals yet. Pick one.")
            #expect(edited == ThemedText(text: "No goals yet. Pick one.", source: .reviewed))
            #expect(try await title(coordinator).text == "No goals yet. Pick one.")
            #expect(try await coordinator.awaitingReview(theme: .casual).isEmpty)
            #expect(try await coordinator.decide(key, .rejected) == ThemedText(text: "No Goals Yet", source: .original))
            // An edit must keep the original's placeholders.
            let counted = DisplayTextKey(entityType: .emptyState, entityId: "streak", theme: .casual, textType: .description)
            _ = try await coordinator.resolve(counted, fallback: "Your streak is %d days")
            await #expect(throws: DisplayTextError.self) { try await coordinator.decide(counted, .edited, text: "Your streak is long") }
            #expect(try await coordinator.decide(counted, .edited, text: "%d days and counting!").text == "%d days and counting!")
        }

        /// Ratings and regenerations from the app feed the review: a regeneration never replaces a decision (the
        /// decided text is still served) but puts the new text in the queue, rated texts carry their rating, and
        /// approving the new text serves it.
        @Test func aRegenerationAfterADecisionWaitsForReviewWithItsRating() async throws {
            let coordinator = try coordinator()
            let key = copy.key(.title, theme: .casual)
            _ = try await title(coordinator)
            #expect(try await coordinator.decide(key, .edited, text: "No goals yet. Pick one.").source == .reviewed)
            clock.advance(60)
            let regenerated = try await coordinator.regenerate(key, fallback: copy.emptyStateTitle)
            #expect(regenerated == ThemedText(text: "No goals yet. Pick one.", source: .reviewed))
            #expect(try await title(coordinator).text == "No goals yet. Pick one.")
            let waiting = try await coordinator.awaitingReview(theme: .casual)
            #expect(waiting.map(\.generatedText) == ["casual #2: No Goals Yet"])
            #expect(waiting.first?.regenerationCount == 1)
            try await coordinator.rate(try #require(waiting.first?.id), rating: 2)
            #expect(try await coordinator.awaitingReview(theme: .casual).first?.userRating == 2)
            #expect(try await coordinator.decide(key, .approved) == ThemedText(text: "casual #2: No Goals Yet", source: .reviewed))
            #expect(try await coordinator.awaitingReview(theme: .casual).isEmpty)
            #expect(try await title(coordinator).text == "casual #2: No Goals Yet")
            // Without a decision, a regeneration is served at once.
            let other = copy.key(.title, theme: .leanIn)
            _ = try await title(coordinator, theme: .leanIn)
            #expect(try await coordinator.regenerate(other, fallback: copy.emptyStateTitle).source == .generated)
        }

        @Test func theSpecsSignatureWorksForSystemLevelText() async throws {
            let coordinator = try coordinator()
            let text = try await coordinator.getThemedText(entityType: .emptyState, entityId: nil, theme: .tedTalk, textType: .thinking, fallback: "Thinking...")
            #expect(text == "ted_talk #1: Thinking...")
            #expect(try await coordinator.getThemedText(entityType: .emptyState, entityId: nil, theme: .tedTalk, textType: .thinking, fallback: "Thinking...") == text)
            #expect(generator.calls == 1)
        }

        @Test func aFailingGeneratorFallsBackStoresNothingAndRestsUntilTheRetryInterval() async throws {
            generator.setFails(true)
            let coordinator = try coordinator()
            #expect(try await title(coordinator) == ThemedText(text: "No Goals Yet", source: .fallback))
            #expect(generator.calls == 1)
            clock.advance(DisplayTextCachePolicy.default.failureRetryInterval - 1)
            #expect(try await title(coordinator).source == .fallback)
            #expect(generator.calls == 1, "the key rests for failureRetryInterval")
            #expect(try await storedTitle() == nil)
            // Another key is not resting.
            #expect(try await title(coordinator, theme: .leanIn).source == .fallback)
            #expect(generator.calls == 2)

            generator.setFails(false)
            clock.advance(2)
            #expect(try await title(coordinator).source == .generated)
            #expect(generator.calls == 3)
            #expect(coordinator.metrics.sessionStats.failures == 2)
            #expect(coordinator.metrics.sessionStats.generations == 1)
        }

        @Test func anUnavailableOrMissingGeneratorFallsBack() async throws {
            generator.setAvailable(false)
            let coordinator = try coordinator()
            #expect(try await title(coordinator) == ThemedText(text: "No Goals Yet", source: .fallback))
            #expect(generator.calls == 0)
            #expect(await coordinator.availability == .unavailable(reason: "I have no model in this test."))

            let none = DisplayTextCoordinator(database: try directory.database(), generator: nil)
            #expect(try await none.getThemedText(entityType: .emptyState, entityId: "goals_list", theme: .tedTalk, textType: .title, fallback: "No Goals Yet") == "No Goals Yet")
            guard case .unavailable = await none.availability else {
                Issue.record("no generator must be unavailable")
                return
            }
            #expect(try await DisplayTextRepository(database: directory.database()).all().isEmpty)
        }

        @Test func aHundredConcurrentRequestsShareOneGeneration() async throws {
            let coordinator = try coordinator()
            generator.hold()
            let texts = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<100 {
                    group.addTask {
                        try await coordinator.getThemedText(entityType: .emptyState, entityId: "goals_list", theme: .davidGoggins, textType: .title, fallback: "No Goals Yet")
                    }
                }
                try await eventually { generator.calls == 1 }
                try await Task.sleep(for: .milliseconds(200))
                generator.release()
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(texts.count == 100)
            #expect(Set(texts) == ["david_goggins #1: No Goals Yet"])
            #expect(generator.calls == 1)
            let stats = coordinator.metrics.sessionStats
            #expect(stats.hits + stats.misses == 100)
            #expect(stats.generations == 1)
            #expect(try await DisplayTextRepository(database: directory.database()).all().count == 1)
        }

        /// Two processes (each its own connection pool) miss one key at once and both generate: both answer with
        /// the row that is stored, so the id either returns can be rated (issue 16, defect 7).
        @Test func twoCoordinatorsOnOneFileAnswerWithTheStoredRow() async throws {
            let path = directory.path("shared.sqlite")
            let coordinators = [
                DisplayTextCoordinator(database: try AppDatabase.open(at: path), generator: generator),
                DisplayTextCoordinator(database: try AppDatabase.open(at: path), generator: generator),
            ]
            generator.hold()
            async let first = coordinators[0].resolve(Fixtures.thinking, fallback: "Thinking...")
            async let second = coordinators[1].resolve(Fixtures.thinking, fallback: "Thinking...")
            try await eventually { generator.calls == 2 }
            generator.release()
            let answers = try await [first, second]
            let rows = try await DisplayTextRepository(database: AppDatabase.open(at: path)).all()
            let row = try #require(rows.first)
            #expect(rows.count == 1)
            #expect(answers.map(\.id) == [row.id, row.id], "each answer is the stored row")
            #expect(answers.map(\.text) == [row.generatedText, row.generatedText])
            #expect(Set(answers.map(\.source)) == [.generated, .cache], "one wrote it; the other found it written")
            for answer in answers { try await coordinators[1].rate(try #require(answer.id), rating: 4) }
        }

        /// The counters are stored with the row, so a process killed before it ends loses none (issue 16,
        /// defect 8): another connection sees them without `flushStats`.
        @Test func countersAreStoredWithTheRow() async throws {
            let coordinator = try coordinator()
            _ = try await title(coordinator)
            let stored = try await DisplayTextUsageRepository(database: directory.database()).stats()
            #expect(stored.misses == 1)
            #expect(stored.generations == 1)
        }

        @Test func anExpiredRowIsServedAtOnceAndRefreshedInTheBackground() async throws {
            let coordinator = try coordinator(policy: DisplayTextCachePolicy(expiry: 3600))
            let first = try await title(coordinator)
            #expect(try await storedTitle()?.expiresAt == clock.now.addingTimeInterval(3600))
            clock.advance(3599)
            #expect(try await title(coordinator).source == .cache)
            clock.advance(2)
            let stale = try await title(coordinator)
            #expect(stale == ThemedText(text: "casual #1: No Goals Yet", source: .staleCache, id: first.id))
            await coordinator.waitForBackgroundRefreshes()
            let refreshed = try #require(try await storedTitle())
            #expect(refreshed.generatedText == "casual #2: No Goals Yet")
            #expect(refreshed.generatedAt == clock.now)
            #expect(refreshed.expiresAt == clock.now.addingTimeInterval(3600))
            #expect(try await title(coordinator) == ThemedText(text: "casual #2: No Goals Yet", source: .cache, id: refreshed.id))
            #expect(generator.calls == 2)
            #expect(coordinator.metrics.sessionStats.staleHits == 1)
        }

        @Test func aStaleRowIsKeptWhenItsRefreshFails() async throws {
            let coordinator = try coordinator(policy: DisplayTextCachePolicy(expiry: 60))
            _ = try await title(coordinator)
            clock.advance(61)
            generator.setFails(true)
            #expect(try await title(coordinator).source == .staleCache)
            await coordinator.waitForBackgroundRefreshes()
            #expect(try await storedTitle()?.generatedText == "casual #1: No Goals Yet")
            #expect(try await title(coordinator).text == "casual #1: No Goals Yet")
            await coordinator.waitForBackgroundRefreshes()
            #expect(generator.calls == 2, "a failed refresh rests too")
        }

        @Test(arguments: ["model", "prompt"])
        func aRowFromAnotherModelOrPromptVersionIsServedThenRefreshed(change: String) async throws {
            let coordinator = try coordinator()
            _ = try await title(coordinator)
            if change == "model" { generator.setModelVersion("model-b") } else { generator.setPromptVersion("prompt-2") }
            let stale = try await title(coordinator)
            #expect(stale.source == .staleCache)
            #expect(stale.text == "casual #1: No Goals Yet")
            await coordinator.waitForBackgroundRefreshes()
            let stored = try #require(try await storedTitle())
            #expect(stored.generatedText == "casual #2: No Goals Yet")
            #expect(stored.modelVersion == (change == "model" ? "model-b" : "model-a"))
            #expect(stored.promptVersion == (change == "model" ? "prompt-1" : "prompt-2"))
            #expect(try await title(coordinator).source == .cache)
            #expect(generator.calls == 2)
        }

        @Test func aRowWrittenFromOtherOriginalTextIsRewrittenNotServed() async throws {
            let coordinator = try coordinator()
            _ = try await title(coordinator)
            let changed = try await title(coordinator, fallback: "Nothing Here Yet")
            #expect(changed.source == .generated)
            #expect(changed.text == "casual #2: Nothing Here Yet")
            #expect(try await storedTitle()?.originalText == "Nothing Here Yet")
            #expect(try await DisplayTextRepository(database: directory.database()).all().count == 1)
        }

        @Test func regenerateReplacesTheRowCountsAndKeepsItWhenTheModelFails() async throws {
            let coordinator = try coordinator()
            let first = try await title(coordinator)
            func regenerate() async throws -> String {
                try await coordinator.regenerateText(entityType: .emptyState, entityId: "goals_list", theme: .casual, textType: .title, fallback: "No Goals Yet")
            }
            #expect(try await regenerate() == "casual #2: No Goals Yet")
            #expect(try await regenerate() == "casual #3: No Goals Yet")
            let stored = try #require(try await storedTitle())
            #expect(stored.regenerationCount == 2)
            #expect(stored.id != first.id)
            #expect(try await title(coordinator) == ThemedText(text: "casual #3: No Goals Yet", source: .cache, id: stored.id))

            generator.setFails(true)
            await #expect(throws: DisplayTextServiceError.self) { try await regenerate() }
            #expect(try await storedTitle() == stored)
            generator.setFails(false)
            generator.setAvailable(false)
            await #expect(throws: DisplayTextError.self) { try await regenerate() }
            #expect(try await storedTitle() == stored)
        }

        @Test func regeneratingProfessionalOrAMissingRow() async throws {
            let coordinator = try coordinator()
            let professional = try await coordinator.regenerate(copy.key(.title, theme: .professional), fallback: "No Goals Yet")
            #expect(professional == ThemedText(text: "No Goals Yet", source: .original))
            #expect(generator.calls == 0)
            let fresh = try await coordinator.regenerate(Fixtures.goalsTitle, fallback: "No Goals Yet")
            #expect(fresh.source == .generated)
            #expect(try await storedTitle()?.regenerationCount == 0)
        }

        @Test func aSuccessfulRegenerationEndsTheRestAfterAFailure() async throws {
            let coordinator = try coordinator()
            generator.setFails(true)
            #expect(try await title(coordinator).source == .fallback)
            generator.setFails(false)
            _ = try await coordinator.regenerate(Fixtures.goalsTitle, fallback: "No Goals Yet")
            #expect(try await title(coordinator).source == .cache)
        }

        @Test(arguments: ["", "  ", "\n\t"])
        func emptyFallbackTextIsRefused(fallback: String) async throws {
            let coordinator = try coordinator()
            for theme in [DisplayTheme.casual, .professional] {
                await #expect(throws: DisplayTextError.emptyFallback) { _ = try await title(coordinator, theme: theme, fallback: fallback) }
            }
            await #expect(throws: DisplayTextError.emptyFallback) {
                try await coordinator.regenerateText(entityType: .emptyState, entityId: nil, theme: .casual, textType: .title, fallback: fallback)
            }
            #expect(generator.calls == 0)
        }

        @Test func deleteExpiredUsesTheCoordinatorsClock() async throws {
            let coordinator = try coordinator(policy: DisplayTextCachePolicy(expiry: 60))
            _ = try await title(coordinator)
            #expect(try await coordinator.deleteExpired() == 0)
            clock.advance(61)
            #expect(try await coordinator.deleteExpired() == 1)
            #expect(try await storedTitle() == nil)
        }

        @Test func ratingGoesThroughTheRepository() async throws {
            let coordinator = try coordinator()
            let id = try #require(try await title(coordinator).id)
            try await coordinator.rate(id, rating: 5)
            #expect(try await storedTitle()?.userRating == 5)
            await #expect(throws: DisplayTextError.invalidRating(0)) { try await coordinator.rate(id, rating: 0) }
            #expect(try await storedTitle()?.userRating == 5)
        }

        @Test func statsCountLookupsAndTheHitRate() async throws {
            let coordinator = try coordinator()
            _ = try await title(coordinator)  // miss + generation
            for _ in 0..<9 { _ = try await title(coordinator) }  // hits
            generator.setFails(true)
            _ = try await title(coordinator, theme: .tedTalk)  // miss + failure
            _ = try await title(coordinator, theme: .professional)  // not a lookup
            let session = coordinator.metrics.sessionStats
            #expect(session.hits == 9)
            #expect(session.staleHits == 0)
            #expect(session.misses == 2)
            #expect(session.generations == 1)
            #expect(session.failures == 1)
            #expect(session.hitRate == 9.0 / 11.0)
            #expect(coordinator.metrics.lookupLatency(percentile: 0.99) != nil)
            #expect(coordinator.metrics.generationLatency(percentile: 0.5) != nil)
            #expect(DisplayTextStats().hitRate == 0)
        }

        @Test func flushingStoresTheCountsOnce() async throws {
            let coordinator = try coordinator()
            let usage = DisplayTextUsageRepository(database: try directory.database())
            _ = try await title(coordinator)
            for _ in 0..<3 { _ = try await title(coordinator) }
            try await coordinator.flushStats()
            try await coordinator.flushStats()
            var stored = try await usage.stats()
            #expect(stored.hits == 3)
            #expect(stored.misses == 1)
            #expect(stored.generations == 1)
            #expect(stored.hitRate == 0.75)

            // Another process's coordinator adds to the same counters.
            let other = try self.coordinator()
            _ = try await title(other)
            #expect(try await other.lifetimeStats().hits == 4)
            try await coordinator.flushStats()
            stored = try await usage.stats()
            #expect(stored.hits == 4)
            #expect(stored.misses == 1)
            #expect(coordinator.metrics.sessionStats.hits == 3, "flushing does not reset the session's counts")
        }
    }
}
