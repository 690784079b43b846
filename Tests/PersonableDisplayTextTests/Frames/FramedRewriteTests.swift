@testable import PersonableDisplayText
import PersonableLanguageModels
import PersonableTesting
import Testing

/// The service frames a string when its situation has a frame that passes every check, without asking the model.
struct FramedRewriteTests {
    func request(_ text: String, _ type: DisplayTextType = .loading, theme: DisplayTheme = .casual) -> DisplayTextRequest {
        DisplayTextRequest(originalText: text, theme: theme, textType: type, context: "")
    }

    @Test func aFittingFrameIsShownWithoutTheModel() async throws {
        let model = ScriptedLanguageModel { _, _ in "Something the model made up…" }
        let frames = ThemeFrames(frames: [.casual: [.working: [ThemeFrame(situation: .working, template: "{core}, hang tight{end}")]]])
        let service = DisplayTextService(model: model, candidateCount: 1, frames: frames, patterns: ThemePatterns(patterns: [:]))
        let rewrite = try await service.rewrite(request("Syncing invoices…"))
        #expect(rewrite.outcome == .rewritten)
        #expect(rewrite.text == "Syncing invoices, hang tight…")
        #expect(rewrite.source == .framed)
        #expect(model.calls == 0)
    }

    @Test func aFrameThatFailsACheckIsNeverShown() async throws {
        // The app speaking as the user, and a made-up promise: both refused; the model is asked instead.
        let model = ScriptedLanguageModel { _, _ in "Syncing invoices, hang on…" }
        let frames = ThemeFrames(frames: [.casual: [.working: [
            ThemeFrame(situation: .working, template: "{core}, I'm on it{end}"),
            ThemeFrame(situation: .working, template: "{core}, done in 5 seconds{end}"),
        ]]])
        let service = DisplayTextService(model: model, candidateCount: 1, frames: frames, patterns: ThemePatterns(patterns: [:]))
        let rewrite = try await service.rewrite(request("Syncing invoices…"))
        #expect(rewrite.candidates.filter(\.framed).count == 2)
        #expect(rewrite.candidates.filter(\.framed).allSatisfy { !$0.accepted })
        #expect(model.calls == 1)
        #expect(rewrite.source != .framed)
    }

    @Test func aStringWithoutASituationGoesToTheModel() async throws {
        let model = ScriptedLanguageModel { _, _ in "Messages in this chat disappear after %@." }
        let frames = ThemeFrames(frames: [.casual: [.working: [ThemeFrame(situation: .working, template: "{core}, hang tight{end}")]]])
        let service = DisplayTextService(model: model, candidateCount: 1, frames: frames, patterns: ThemePatterns(patterns: [:]))
        let rewrite = try await service.rewrite(request("Messages in this chat disappear after %@.", .helpText))
        #expect(rewrite.candidates.allSatisfy { !$0.framed })
        #expect(model.calls == 1)
        #expect(rewrite.outcome == .fallback)
    }
}

/// Where a theme's writers declined a situation, the model is not asked.
struct DeclinedSituationTests {
    @Test func aDeclinedSituationShowsTheOriginalWithoutTheModel() async throws {
        let model = ScriptedLanguageModel { _, _ in "No invoices. You're in control." }
        let frames = ThemeFrames(frames: [.leanIn: [.empty: []]])
        let service = DisplayTextService(model: model, candidateCount: 1, frames: frames, patterns: ThemePatterns(patterns: [:]))
        let rewrite = try await service.rewrite(DisplayTextRequest(originalText: "No invoices", theme: .leanIn, textType: .title, context: ""))
        #expect(rewrite.outcome == .fallback)
        #expect(rewrite.text == nil)
        #expect(model.calls == 0)
        // Another theme, with no word on the situation, still asks the model.
        _ = try await service.rewrite(DisplayTextRequest(originalText: "No invoices", theme: .casual, textType: .title, context: ""))
        #expect(model.calls == 1)
    }

    @Test(arguments: DisplayTheme.allCases.filter(\.isGenerated))
    func noShippedThemeTellsARecordingToHangOn(theme: DisplayTheme) async throws {
        let model = ScriptedLanguageModel { _, _ in "Recording your run, one sec…" }
        let service = DisplayTextService(model: model, candidateCount: 1)
        let rewrite = try await service.rewrite(DisplayTextRequest(originalText: "Recording your run…", theme: theme, textType: .loading, context: ""))
        #expect(rewrite.text == nil)
        #expect(model.calls == 0)
    }
}

/// A short string no situation fits is kept: the model misread such strings.
struct UnplacedStringTests {
    @Test func anErrorOrAnOptionTakenForAnEmptyStateIsKept() async throws {
        let model = ScriptedLanguageModel { _, _ in "No network connection! Let's add one." }
        let service = DisplayTextService(model: model, candidateCount: 1)
        for text in ["No network connection", "No grouping"] {
            let rewrite = try await service.rewrite(DisplayTextRequest(originalText: text, theme: .casual, textType: .title, context: "", kind: .emptyStateTitle))
            #expect(rewrite.text == nil)
        }
        #expect(model.calls == 0)
        // A short help text of no situation is kept too: the model set a theme's phrase before a stopwatch's joke
        // line ("Own your priorities: Photonic velocity.", set 26's Clock).
        let joke = try await service.rewrite(DisplayTextRequest(
            originalText: "Photonic velocity.", theme: .leanIn, textType: .helpText, context: "", kind: .helpText))
        #expect(joke.text == nil)
        #expect(model.calls == 0)
        // A longer description still goes to the model.
        _ = try await service.rewrite(DisplayTextRequest(
            originalText: "Files you share stay private to the people you invite.", theme: .casual, textType: .description, context: "",
            kind: .emptyStateDescription))
        #expect(model.calls == 1)
    }

    /// Where `FrameSituation` places no aside, the model is not asked for one either: it wrote the very asides the
    /// situations refuse ("Syncing complete, hang tight…", "What are servers? Speak up.").
    @Test func aProgressAHintOrAConfirmationOfNoSituationIsKeptWithoutTheModel() async throws {
        let model = ScriptedLanguageModel { _, _ in "Syncing complete, hang tight…" }
        let service = DisplayTextService(model: model, candidateCount: 1)
        let strings: [(String, TextKind)] = [
            ("Syncing complete", .loading), ("Showing only the first results, type more letters…", .loading),
            ("What are servers?", .placeholder), ("Add account...", .placeholder),
            ("Some messages have not been sent", .confirmation),
        ]
        for (text, kind) in strings {
            let rewrite = try await service.rewrite(DisplayTextRequest(originalText: text, theme: .casual, textType: kind.textType!, context: "", kind: kind))
            #expect(rewrite.text == nil, "\(text)")
        }
        #expect(model.calls == 0)
    }
}

/// Regenerating a framed text offers the theme's next frame.
struct RegenerateFramedTests {
    @Test func regeneratingGivesAnotherFrame() async throws {
        let model = ScriptedLanguageModel { _, _ in "Something the model made up…" }
        let frames = ThemeFrames(frames: [.casual: [.working: [
            ThemeFrame(situation: .working, template: "{core}, hang tight{end}"), ThemeFrame(situation: .working, template: "Busy, busy: {text}"),
        ]]])
        let service = DisplayTextService(model: model, candidateCount: 1, frames: frames, patterns: ThemePatterns(patterns: [:]))
        let first = try await service.rewrite(DisplayTextRequest(originalText: "Syncing invoices…", theme: .casual, textType: .loading, context: ""))
        let again = try await service.rewrite(DisplayTextRequest(
            originalText: "Syncing invoices…", theme: .casual, textType: .loading, context: "", replacing: first.text))
        #expect(first.text != nil)
        #expect(again.text != nil)
        #expect(again.text != first.text)
        #expect(again.source == .framed)
        #expect(model.calls == 0)
    }
}
