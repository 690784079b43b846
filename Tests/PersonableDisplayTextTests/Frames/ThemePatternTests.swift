import Foundation
@testable import PersonableDisplayText
import PersonableLanguageModels
import PersonableTesting
import Testing

/// A theme's sentence pattern says a shape of string anew, carrying the app's own words over in its slot.
struct ThemePatternTests {
    func pattern(_ situation: FrameSituation, _ pattern: String, _ rewrite: String) -> ThemePattern {
        ThemePattern(situation: situation, pattern: pattern, rewrite: rewrite)
    }

    @Test func theSlotCarriesTheAppsWordsAndTheEndingStays() {
        let loading = pattern(.working, "Loading {x}", "Gathering {x}{end}")
        #expect(loading.applied(to: "Loading goals...") == "Gathering goals...")
        #expect(loading.applied(to: "loading %1$d feeds…") == "Gathering %1$d feeds…")
        #expect(loading.applied(to: "Loading") == nil)
        #expect(loading.applied(to: "Uploading goals…") == nil)
        // Where the verb is said anew, the slot has to be what it acts on ("Grabbing in progress" was shown for
        // Aurora Store's "Loading in progress"); where the verb stays, anything after it may.
        #expect(loading.applied(to: "Loading in progress") == nil)
        #expect(loading.applied(to: "Loading from %1$s…") == nil)
        let fetching = pattern(.working, "Fetching {x}", "Hang tight, fetching {x}{end}")
        #expect(fetching.applied(to: "Fetching in background…") == "Hang tight, fetching in background…")
    }

    @Test func theSlotHoldsWholeWordsOnly() {
        let empty = pattern(.empty, "No {x}", "{x}? Not a single one{end}")
        #expect(empty.applied(to: "Nothing here") == nil)
        let copied = pattern(.done, "{x} copied to clipboard", "Got it! {x} copied to clipboard{end}")
        #expect(copied.applied(to: "Username copied to clipboard") == "Got it! Username copied to clipboard")
        #expect(copied.applied(to: "Usernamecopied to clipboard") == nil)
    }

    @Test func aSlotMovedIntoASentenceIsLoweredOnlyWhenItIsACommonWord() {
        let copied = pattern(.done, "{x} copied to clipboard", "Nice, {x} copied to clipboard{end}")
        #expect(copied.applied(to: "Your link copied to clipboard.") == "Nice, your link copied to clipboard.")
        // A name keeps its capital: no rewrite rather than "signal…".
        #expect(copied.applied(to: "Signal key copied to clipboard") == nil)
        let search = pattern(.search, "Search {x}", "{x}, anyone?")
        #expect(search.applied(to: "Search countries") == "Countries, anyone?")
    }

    @Test func aPatternWithoutASlotMatchesTheWholeStringAndTypographicApostrophes() {
        let none = pattern(.empty, "You don't have any {x}", "Zero {x} so far{end}")
        #expect(none.applied(to: "You don’t have any scheduled posts.") == "Zero scheduled posts so far.")
        let exact = pattern(.empty, "No results", "Nothing turned up{end}")
        #expect(exact.applied(to: "No results.") == "Nothing turned up.")
        #expect(exact.applied(to: "No results yet") == nil)
    }

    @Test func aSentenceAddedAfterAnOriginalWithoutAStopGetsOne() {
        let empty = pattern(.emptyYet, "No {x} yet", "No {x} yet{end} Let's add one.")
        #expect(empty.applied(to: "No notes yet") == "No notes yet. Let's add one.")
        #expect(empty.applied(to: "No notes yet!") == "No notes yet! Let's add one.")
        // Title case is left to the bank's carried-over rewrites, which set it in sentence case.
        #expect(empty.applied(to: "No Habits Yet") == nil)
        // A name in the slot is no title case: the pattern's own words are as written.
        let welcome = pattern(.welcome, "Welcome to {x}", "Welcome to {x}. You belong here.")
        #expect(welcome.applied(to: "Welcome to Catima") == "Welcome to Catima. You belong here.")
    }

    @Test func malformedFilesAreRefusedWithTheLine() throws {
        #expect(throws: ReferenceBank.FormatError.self) {
            try ThemePatterns.parse("situation\tpattern\trewrite\nworking\tLoading {x}\n", file: "casual.tsv")
        }
        #expect(throws: ReferenceBank.FormatError.self) {
            try ThemePatterns.parse("situation\tpattern\trewrite\nworking\tLoading {x}\tGathering…\n", file: "casual.tsv")
        }
        #expect(throws: ReferenceBank.FormatError.self) {
            try ThemePatterns.parse("situation\tpattern\trewrite\nloading\tLoading {x}\tGathering {x}\n", file: "casual.tsv")
        }
        let parsed = try ThemePatterns.parse("situation\tpattern\trewrite\nworking\tLoading {x}\tGathering {x}{end}\n", file: "casual.tsv")
        #expect(parsed[.working]?.count == 1)
    }
}

/// The service shows a pattern's sentence before any frame or the model, and only when it passes the checks.
struct PatternedRewriteTests {
    let none = ThemePatterns(patterns: [:])

    @Test func aFittingPatternIsShownWithoutTheModelEvenWhereFramesDecline() async throws {
        let model = ScriptedLanguageModel { _, _ in "Something the model made up…" }
        let frames = ThemeFrames(frames: [.gentleParenting: [.working: []]])
        let patterns = ThemePatterns(patterns: [.gentleParenting: [.working: [
            ThemePattern(situation: .working, pattern: "Loading {x}", rewrite: "Gathering {x}{end}"),
        ]]])
        let service = DisplayTextService(model: model, candidateCount: 1, frames: frames, patterns: patterns)
        let rewrite = try await service.rewrite(
            DisplayTextRequest(originalText: "Loading invoices...", theme: .gentleParenting, textType: .loading, context: ""))
        #expect(rewrite.text == "Gathering invoices...")
        #expect(rewrite.source == .patterned)
        #expect(model.calls == 0)
        // Without the pattern the situation is declined: the original.
        let declined = try await DisplayTextService(model: model, candidateCount: 1, frames: frames, patterns: none).rewrite(
            DisplayTextRequest(originalText: "Loading invoices...", theme: .gentleParenting, textType: .loading, context: ""))
        #expect(declined.outcome == .fallback)
    }

    @Test func aPatternThatFailsACheckIsNeverShown() async throws {
        // A question answered, and the app speaking as the user: both refused.
        let frames = ThemeFrames(frames: [.casual: [.askRemoval: []]])
        let patterns = ThemePatterns(patterns: [.casual: [.askRemoval: [
            ThemePattern(situation: .askRemoval, pattern: "Delete {x}", rewrite: "Yes, delete {x}."),
            ThemePattern(situation: .askRemoval, pattern: "Delete {x}", rewrite: "Should I delete {x}?"),
        ]]])
        let model = ScriptedLanguageModel { _, _ in "unused" }
        let service = DisplayTextService(model: model, candidateCount: 1, frames: frames, patterns: patterns)
        let rewrite = try await service.rewrite(
            DisplayTextRequest(originalText: "Delete this invoice?", theme: .casual, textType: .confirmation, context: ""))
        #expect(rewrite.candidates.filter(\.patterned).count == 2)
        #expect(rewrite.candidates.filter(\.patterned).allSatisfy { !$0.accepted })
        #expect(rewrite.outcome == .fallback)
        #expect(rewrite.text == nil)
    }
}
