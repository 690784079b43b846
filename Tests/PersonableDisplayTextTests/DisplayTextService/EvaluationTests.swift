@testable import PersonableDisplayText
import PersonableLanguageModels
import PersonableTesting
import Testing

/// `personable eval` reads a set's keys and comments as a catalog's, so a set drawn from real apps is measured as a
/// catalog of those apps would be themed.
struct EvaluationTests {
    @Test func aSetsKeyAndCommentColumnsAreRead() {
        let cases = EvaluationCase.parse("""
            scope\tname\tcomment\ttext
            in\tloading_article_text\t\tLoading…
            out\tnotification_channel_name_downloading_articles\tChannel name\tDownloading PDFs
            """)
        #expect(cases == [
            EvaluationCase(text: "Loading…", inScope: true, key: "loading_article_text"),
            EvaluationCase(
                text: "Downloading PDFs", inScope: false, key: "notification_channel_name_downloading_articles",
                comment: "Channel name"),
        ])
        #expect(EvaluationCase.parse("scope\ttext\nin\tLoading…") == [EvaluationCase(text: "Loading…", inScope: true)])
    }

    @Test func aStringWhoseKeyNamesAPlaceNoThemeRewritesIsKept() async throws {
        let frames = ThemeFrames(frames: [.casual: [.working: [ThemeFrame(situation: .working, template: "Hang tight, {text}")]]])
        let service = DisplayTextService(
            model: ScriptedLanguageModel { _, _ in "Hang tight, downloading PDFs" }, candidateCount: 1, frames: frames,
            patterns: ThemePatterns(patterns: [:]))
        let evaluator = DisplayTextEvaluator(service: service, embedder: nil)
        let channel = try await evaluator.evaluate(
            EvaluationCase(text: "Downloading PDFs", inScope: false, key: "notification_channel_name_downloading_articles"),
            theme: .casual)
        #expect(channel.outcome == .outOfScope)
        #expect(channel.shown == "Downloading PDFs")
        let progress = try await evaluator.evaluate(
            EvaluationCase(text: "Downloading PDFs", inScope: true, key: "notification_downloading_pdfs"), theme: .casual)
        #expect(progress.shown == "Hang tight, downloading PDFs")
    }
}
