import Foundation
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

/// The time limit per string: a model still writing when it passes is stopped, the candidates it finished are
/// judged as usual, and with none finished the original is shown and nothing is stored. A scripted model that
/// writes slowly stands in for llama.cpp under load.
struct ModelTimeLimitTests {
    /// A help text no frame fits (a negation is no plain explanation) and the bank has no rewrite of: it goes to the model.
    static let request = DisplayTextRequest(
        originalText: "Offline calendars aren't synchronized to a cloud service", theme: .casual, textType: .helpText, context: "settings")
    static let answer = "Offline calendars aren't synced to a cloud service, FYI"

    @Test func aModelStillWritingWhenTheTimeRunsOutIsStoppedAndTheOriginalShown() async throws {
        // Twelve pieces a second apart: about twelve seconds for each answer without the limit.
        let model = ScriptedLanguageModel(pieceDelay: .seconds(1), sideBySide: true) { _, _ in Self.answer }
        let service = DisplayTextService(model: model, candidateCount: 3, patterns: ThemePatterns(patterns: [:]), modelTimeLimit: .milliseconds(300))
        let rewrite = try await service.rewrite(Self.request)
        #expect(rewrite.outcome == .fallback)
        #expect(rewrite.cutShort)
        #expect(rewrite.candidates.isEmpty, "a cut-off answer is never judged, let alone shown")
        #expect(model.chunksStreamed < 6, "the model was stopped, not left writing")
        await #expect(throws: DisplayTextServiceError.tookTooLong(seconds: 0.3)) { try await service.generate(Self.request) }
    }

    @Test func theAnswersFinishedInTimeAreJudgedAndTheRestLeftOut() async throws {
        // The first request's answer is one piece; the others would take two minutes. The limit runs out on a clock
        // the test moves once the first answer is written, so a machine busy with other tests changes nothing.
        let clock = ManualClock()
        let model = ScriptedLanguageModel(pieceDelay: .milliseconds(300), sideBySide: true) { _, call in
            call == 1 ? "Hi" : String(repeating: "slow ", count: 400)
        }
        let service = DisplayTextService(
            model: model, candidateCount: 3, patterns: ThemePatterns(patterns: [:]), modelTimeLimit: .seconds(2.5), clock: clock)
        let rewriting = Task { try await service.rewrite(Self.request) }
        for _ in 0..<3_000 where model.responsesFinished < 1 || clock.sleepers < 1 {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(model.responsesFinished == 1, "the first answer was written before the time ran out")
        #expect(clock.sleepers == 1, "the time limit waits on the clock it was given")
        clock.advance(by: .seconds(3))
        let rewrite = try await rewriting.value
        #expect(rewrite.cutShort)
        #expect(rewrite.candidates.map(\.raw) == ["Hi"])
    }

    @Test func withoutALimitOrWithinItEveryAnswerIsJudged() async throws {
        for limit: Duration? in [nil, .seconds(30)] {
            let model = ScriptedLanguageModel(sideBySide: true) { _, _ in Self.answer }
            let service = DisplayTextService(model: model, candidateCount: 3, patterns: ThemePatterns(patterns: [:]), modelTimeLimit: limit)
            let rewrite = try await service.rewrite(Self.request)
            #expect(!rewrite.cutShort)
            #expect(rewrite.candidates.count == 3)
            #expect(rewrite.candidates.allSatisfy { $0.raw == Self.answer })
        }
    }

    @Test func theCoordinatorShowsTheOriginalSaysWhyAndStoresNothing() async throws {
        let directory = TemporaryDirectory()
        let database = try directory.database()
        let model = ScriptedLanguageModel(pieceDelay: .seconds(1), sideBySide: true) { _, _ in Self.answer }
        let coordinator = DisplayTextCoordinator(
            database: database,
            generator: DisplayTextService(model: model, candidateCount: 3, patterns: ThemePatterns(patterns: [:]), modelTimeLimit: .milliseconds(200)))
        let key = DisplayTextKey(entityType: .emptyState, entityId: "backup", theme: .casual, textType: .helpText)
        let shown = try await coordinator.resolve(key, fallback: Self.request.originalText)
        #expect(shown == ThemedText(text: Self.request.originalText, source: .fallback))
        #expect(coordinator.fallbackReason(for: key)?.hasPrefix("I couldn't write this in the 0.2 seconds") == true)
        #expect(try await DisplayTextRepository(database: database).fetch(key) == nil)
    }

    @Test func theEnvironmentSetsALimitForTheEmbeddedModelOnly() throws {
        let embedded = try AppSettings.read(environment: ["PERSONABLE_DB": "/tmp/x.sqlite"])
        #expect(embedded.rewriteTimeLimit == DisplayTextService.interactiveTimeLimit)
        let server = try AppSettings.read(environment: ["PERSONABLE_ENDPOINT": "http://127.0.0.1:9"])
        #expect(server.rewriteTimeLimit == nil)
        #expect(try AppSettings.read(environment: ["PERSONABLE_REWRITE_TIME_LIMIT": "off"]).rewriteTimeLimit == nil)
        #expect(try AppSettings.read(environment: ["PERSONABLE_REWRITE_TIME_LIMIT": "2.5"]).rewriteTimeLimit == .milliseconds(2500))
        #expect(throws: AppSettingsError.badTimeLimit("soon")) {
            try AppSettings.read(environment: ["PERSONABLE_REWRITE_TIME_LIMIT": "soon"])
        }
    }
}
