@testable import PersonableDisplayText
import Testing

/// A rewrite keeps every word that carries the meaning, and shows the theme; the cases are what a strict reader
/// found in rewrites of real apps' strings.
struct WordsKeptCheckTests {
    let casualLoading = ThemePhrases(examples: ReferenceBank.shipped.examples(for: .casual).filter { $0.kind == .loading })

    func gate(_ kind: TextKind) -> DisplayTextQualityGate {
        DisplayTextQualityGate(
            promptText: "", vocabulary: ReferenceBank.shipped.vocabulary(for: .casual),
            phrases: ThemePhrases(examples: ReferenceBank.shipped.examples(for: .casual).filter { $0.kind == kind }))
    }

    @Test func aWordTheThemeNeverDropsMayNotBeDropped() {
        #expect(gate(.title).rejections(of: "Hey, AntennaPod!", original: "Welcome to AntennaPod!", textType: .title, kind: .title)
            .contains(.wordsDropped))
        #expect(gate(.helpText).rejections(
            of: "To see the names, update system settings to allow contact access.",
            original: "To see the names of your contacts, update your system settings to allow contact access.",
            textType: .helpText, kind: .helpText).contains(.wordsDropped) == false)  // "contact" is still said once
        #expect(gate(.confirmation).rejections(
            of: "Sure you want to clear it?", original: "Are you sure you want to clear the image caches?",
            textType: .confirmation, kind: .confirmation).contains(.wordsDropped))
    }

    @Test func aWordTheThemesWrittenRewritesDropMayBe() {
        // Casual's written loading messages replace "Loading" ("Grabbing your goals..."): so may a rewrite.
        #expect(casualLoading.droppedStems.contains("load"))
        #expect(!gate(.loading).rejections(of: "Grabbing your recipes...", original: "Loading recipes...", textType: .description, kind: .loading)
            .contains(.wordsDropped))
    }

    @Test func aRewriteThatOnlyTakesAwayShowsNoTheme() {
        let check = WordsKeptCheck(droppable: nil)
        #expect(check.showsNoStyle("You're done for today!", original: "You're all done for today!"))
        #expect(check.showsNoStyle("Sure you want to clear the image caches?", original: "Are you sure you want to clear the image caches?"))
        #expect(check.showsNoStyle("Waiting for your Feedly access...", original: "Waiting for Feedly access..."))
        #expect(check.showsNoStyle("There are no tasks!", original: "There are no tasks here."))
        #expect(!check.showsNoStyle("Uploading, just a sec…", original: "Uploading…"))
        #expect(!check.showsNoStyle("NO GOALS YET.", original: "No goals yet"))
        #expect(gate(.emptyStateTitle).rejections(of: "You're done for today!", original: "You're all done for today!", textType: .title, kind: .emptyStateTitle)
            .contains(.noStyle))
    }
}
