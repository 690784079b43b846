import Foundation
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

/// Precision first: a model's answer is shown only with its meaning measured by an embedding model. Without one
/// (a copied binary, a broken install) the written rewrites are still shown, and the model's never.
struct MeaningUncheckedTests {
    let directory = TemporaryDirectory()
    typealias Pirate = DisplayTextTests.CustomThemeTests

    /// A custom theme has no frames and no bank: only the model writes its text (an answer the checks pass).
    func rewrite(embedder: (any TextEmbedding)?) async throws -> DisplayTextRewrite {
        let database = try directory.database()
        try await ThemeCoordinator(database: database, now: { DisplayTextTests.Fixtures.now })
            .add(name: "pirate", styleGuide: Pirate.guide, examples: Pirate.examples)
        let service = DisplayTextService(
            model: ScriptedLanguageModel { _, _ in Pirate.answer }, embedder: embedder, candidateCount: 2,
            customThemes: CustomThemeRepository(database: database))
        return try await service.rewrite(DisplayTextRequest(
            originalText: Pirate.original, theme: .custom("pirate"), textType: .description, context: "values list"))
    }

    @Test func withAnEmbeddingModelTheModelsAnswerIsMeasuredAndShown() async throws {
        let rewrite = try await rewrite(embedder: ScriptedEmbedding())
        #expect(rewrite.outcome == .rewritten)
        #expect(rewrite.text == Pirate.answer)
        #expect(rewrite.candidates.allSatisfy { $0.similarity != nil })
    }

    @Test func withoutOneTheSameAnswerIsRefusedAndTheOriginalShown() async throws {
        let rewrite = try await rewrite(embedder: nil)
        #expect(rewrite.outcome == .fallback)
        #expect(rewrite.text == nil)
        #expect(!rewrite.candidates.isEmpty)
        #expect(rewrite.candidates.allSatisfy { $0.rejections == [.meaningUnchecked] })
    }

    @Test func withoutOneTheWrittenRewritesAreStillShown() async throws {
        let model = ScriptedLanguageModel { _, _ in "never asked" }
        let service = DisplayTextService(model: model, embedder: nil)
        let question = DisplayTextRequest(
            originalText: "Delete this note?", theme: .casual, textType: .confirmation, context: "notes")
        let rewrite = try await service.rewrite(question)
        #expect(rewrite.outcome == .rewritten)
        #expect(rewrite.source == .framed)
        #expect(model.prompts.isEmpty)
    }
}
