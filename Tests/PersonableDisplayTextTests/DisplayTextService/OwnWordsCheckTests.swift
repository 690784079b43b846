@testable import PersonableDisplayText
import PersonableTesting
import Testing

/// `OwnWordsCheck`: a model's rewrite keeps the app's words as written and sets the theme's aside apart. The refused
/// examples are what Gemma 3 270M wrote for real apps' strings (LibreTube, Seal, Trail Sense) and the checks passed.
struct OwnWordsCheckTests {
    let check = OwnWordsCheck()

    @Test(arguments: [
        ("Nothing here.", "Nope, nothing here."),
        ("Syncing transactions…", "Syncing transactions, hang tight…"),
        ("Delete this task?", "THINK IT THROUGH: Delete this task?"),
        ("Use an official tide table to enter reference tides.", "Use an official tide table to enter reference tides. Do it NOW."),
        ("No goals yet", "No goals yet—whenever you're ready"),
        ("Welcome back, %@!", "Hey, welcome back, %@!"),
    ])
    func keepsTheAppsWordsWithAnAsideSetApart(original: String, candidate: String) {
        #expect(check.keepsOwnWords(candidate, original: original))
    }

    @Test(arguments: [
        ("Notify of downloaded files and progress", "Notify of downloaded files and progress you're driving."),
        ("Make video clips in the format selection page", "Take control: make video clips in the format selection page."),
        ("Delete all temporary files from the temporary directory", "Just delete all temporary files from the temporary directory!"),
        ("Turn on battery saver mode to limit certain phone functions.", "Turn on battery saver mode so you can limit certain phone functions."),
        ("Are you sure you want to delete this item?", "Yes, I want to delete this."),
        ("Loading goals...", "LOADING GOALS... STAY HARD"),
        ("Try clearing the filter to see more episodes.", "Try clearing the filter to see more episodes. NO HESITATION"),
    ])
    func refusesAnAnswerThatChangesTheAppsWords(original: String, candidate: String) {
        #expect(!check.keepsOwnWords(candidate, original: original))
    }

    @Test func theServiceNeverShowsAModelAnswerThatChangedTheAppsWords() async throws {
        let original = "Notify of downloaded files and progress"
        let model = ScriptedLanguageModel { _, _ in "Notify of downloaded files and progress you're driving." }
        let service = DisplayTextService(model: model, candidateCount: 1)
        let rewrite = try await service.rewrite(DisplayTextRequest(originalText: original, theme: .leanIn, textType: .helpText, context: ""))
        #expect(model.calls == 1)
        #expect(rewrite.text == nil)
        #expect(rewrite.candidates.contains { $0.rejections.contains(.ownWordsChanged) })
    }
}
