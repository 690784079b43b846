import Foundation
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

/// "Regenerate" on a string the reference bank has a hand-written rewrite of: the written rewrite is shown without
/// asking the model, so a regeneration asks the model for another text and keeps the written one, saying so, when
/// none passes the checks. A scripted model stands in for llama.cpp; the database is a real file.
struct RegenerateWrittenTests {
    static let original = "Loading goals..."
    static let written = "Grabbing your goals..."
    let directory = TemporaryDirectory()
    let key = DisplayTextKey(entityType: .emptyState, entityId: "goals_list", theme: .casual, textType: .loading)

    func coordinator(_ model: ScriptedLanguageModel) throws -> DisplayTextCoordinator {
        DisplayTextCoordinator(database: try directory.database(), generator: DisplayTextService(model: model, candidateCount: 3, patterns: ThemePatterns(patterns: [:])))
    }

    @Test func theBanksRewriteIsShownWithoutTheModel() async throws {
        let model = ScriptedLanguageModel { _, _ in "Goals incoming, hang tight..." }
        let shown = try await coordinator(model).resolve(key, fallback: Self.original)
        #expect(shown.text == Self.written)
        #expect(model.calls == 0)
    }

    @Test func aChatsMessageStatusHasNoWrittenRewrite() async throws {
        // The bank's rewrite is shown before any rule: "Yay, message sent!" beside every message of a chat (the
        // fifteenth round's apps read whole). The bank holds no rewrite of it, so no theme shows one.
        let model = ScriptedLanguageModel { _, _ in "Yay, message sent!" }
        let service = DisplayTextService(model: model, candidateCount: 3)
        for theme in DisplayTheme.allCases where theme.isGenerated {
            let rewrite = try await service.rewrite(DisplayTextRequest(originalText: "Message sent", theme: theme, textType: .confirmation, context: "chat"))
            #expect(rewrite.outcome != .rewritten, "\(theme.rawValue): \(rewrite.text ?? "")")
        }
        #expect(model.calls == 0)
    }

    @Test func regeneratingItAsksTheModelAndKeepsTheWrittenRewriteWhenNothingElsePasses() async throws {
        // A help text has no frame: the model is asked. It writes the written text again, or nothing: neither is
        // another text that passes.
        let original = "Streaks reset if you miss two days in a row."
        let written = "Heads up: streaks reset if you miss two days in a row."
        let key = DisplayTextKey(entityType: .emptyState, entityId: "streaks", theme: .casual, textType: .helpText)
        let model = ScriptedLanguageModel { _, call in call.isMultiple(of: 2) ? written : "" }
        let coordinator = try coordinator(model)
        let shown = try await coordinator.resolve(key, fallback: original)
        #expect(shown.text == written)
        await #expect(throws: DisplayTextServiceError.onlyWrittenRewrite) {
            try await coordinator.regenerate(key, fallback: original)
        }
        #expect(model.calls > 0, "a regeneration asks the model")
        #expect(try await coordinator.resolve(key, fallback: original) == ThemedText(text: written, source: .cache, id: shown.id))
    }

    @Test func regeneratingAShortOneThatNoSituationFitsKeepsItWithoutTheModel() async throws {
        // A short help text of no situation is never sent to the model: a regeneration has nothing else to offer.
        let original = "Importance (1-10)", written = "How much does this matter? (1-10)"
        let key = DisplayTextKey(entityType: .emptyState, entityId: "importance", theme: .casual, textType: .helpText)
        let model = ScriptedLanguageModel { _, _ in "Something else entirely (1-10)" }
        let coordinator = try coordinator(model)
        let shown = try await coordinator.resolve(key, fallback: original)
        #expect(shown.text == written)
        await #expect(throws: DisplayTextServiceError.onlyWrittenRewrite) {
            try await coordinator.regenerate(key, fallback: original)
        }
        #expect(model.calls == 0)
        #expect(try await coordinator.resolve(key, fallback: original) == ThemedText(text: written, source: .cache, id: shown.id))
    }

    @Test func regeneratingItStoresAFreshTextThatPasses() async throws {
        // A loading message: the theme's frames offer another text before the model is asked.
        let model = ScriptedLanguageModel { _, call in Self.fresh[call % Self.fresh.count] }
        let coordinator = try coordinator(model)
        _ = try await coordinator.resolve(key, fallback: Self.original)
        let regenerated = try await coordinator.regenerate(key, fallback: Self.original)
        #expect(regenerated.text != Self.written)
        #expect(regenerated.text.contains("Loading goals"), "\(regenerated.text)")
        #expect(regenerated.source == .generated)
        #expect(try await coordinator.resolve(key, fallback: Self.original).text == regenerated.text)
    }

    @Test func aRegenerationIsSeededByTheTextItReplaces() {
        let request = DisplayTextRequest(originalText: Self.original, theme: .casual, textType: .loading, context: "goals")
        var again = request
        again.replacing = Self.written
        #expect(DisplayTextService.seed(request, index: 1) != DisplayTextService.seed(again, index: 1))
    }

    /// Casual rewrites of "Loading goals..." other than the written one, in the theme's own phrases.
    static let fresh = ["Loading goals, hang tight...", "Loading your goals, just a sec...", "Loading goals, one sec..."]
}
