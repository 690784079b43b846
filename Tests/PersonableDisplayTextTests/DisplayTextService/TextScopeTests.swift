import Foundation
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

/// The scope policy on the labelled development set (`Fixtures/dev-strings.tsv`, a copy of the team's set).
struct TextScopeTests {
    let classifier = TextScopeClassifier()

    static let devSet: [(inScope: Bool, kind: String, text: String)] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/dev-strings.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (fields[0] == "in", fields[1], fields[2])
        }
    }()

    @Test func everyOutOfScopeStringOfTheDevSetIsKeptOutOfScope() {
        let out = Self.devSet.filter { !$0.inScope }
        #expect(out.count >= 20)
        for item in out {
            #expect(!classifier.classify(item.text).isInScope, "\(item.kind): \(item.text) → \(classifier.classify(item.text))")
        }
    }

    @Test func almostEveryInScopeStringIsThemed() {
        let inScope = Self.devSet.filter(\.inScope)
        let kept = inScope.filter { !classifier.classify($0.text).isInScope }.map(\.text)
        // Single words and a bare noun phrase are kept out: "Saved", "Title" could as well be a tab or a button.
        #expect(kept.count <= 5, "\(kept)")
    }

    @Test(arguments: [
        ("Save", TextKind.label), ("Add Reminder", .button), ("NOTIFICATIONS", .sectionHeader),
        ("Account & Privacy", .sectionHeader), ("Medium (Default)", .optionLabel),
        ("Couldn't connect to the server.", .error), ("Password must be at least 8 characters.", .validation),
        ("%lld", .formatOnly), ("(%@)", .formatOnly), ("%1$@ – %2$@", .formatOnly), ("v2.4.1", .label),
        ("%lld kcal", .label), ("No Goals Yet", .emptyStateTitle), ("Loading goals...", .loading),
        ("Thinking...", .thinking), ("Importance (1-10)", .helpText), ("Swipe left on a habit to archive it.", .instruction),
        ("Are you sure you want to delete this goal? This cannot be undone.", .confirmation),
        ("Welcome back, %@!", .title), ("Write a caption…", .placeholder),
        // A greeting of one word (set 22's AdAway): "Welcome!" and "Welcome, %1$s!" greet; "Welcome" may name a screen.
        ("Welcome!", .title), ("Welcome, %1$s!", .title), ("Welcome", .label),
        // From real apps' strings, where the first version of the policy erred.
        ("Can’t add this feed because you’ve already subscribed to it.", .error),
        ("Updating weather data (%1$d/%2$d)", .loading), ("Downloading %d episodes.", .loading),
        ("Your languages", .label), ("Best streaks", .label), ("Location-based dark mode", .label),
        ("Ignore this event only", .label), ("Show notifications for new articles", .button),
        ("Search transactions", .placeholder), ("Mark completed", .button), ("Download completed", .confirmation),
        ("Enter the name of your folder", .placeholder), ("Enter a search term", .placeholder), ("Enter manually", .button),
        ("Enter Setup Key", .button), ("Encrypting the vault", .loading), ("Search history", .button),
        ("Your saved paths", .label), ("No thanks", .emptyStateTitle),
        ("Search fyyd", .button), ("Search for people", .placeholder), ("Search your goals", .placeholder),
        ("The server connection was lost before completing the download", .error),
        ("Progress lost, because the file was deleted", .error),
        ("Usernames may only contain letters, digits, hyphens and underscores.", .validation),
        ("Downloaded video files are stored here", .helpText), ("Deleted %lld actions", .confirmation),
        ("Waiting", .label), ("Uploading this file will replace the existing one.", .helpText),
        // Statistics and settings that start like progress (OpenTracks, Trail Sense; eleventh round).
        ("Moving time", .label), ("Recording interval", .label), ("Exporting map", .loading),
        // A chart's indicator and an info sheet's title (set 20's Unstoppable Wallet, read whole in the fifteenth round).
        ("Moving Averages", .settingsLabel), ("Processing amount", .label), ("Processing fees", .label),
        // What doesn't happen is no progress (set 22's Kore; "…, hang tight" was shown after it).
        ("Refreshing not implemented for this item", .error), ("Syncing not supported for this account", .error),
        ("Uploading not allowed on metered networks", .helpText), ("Refreshing library", .loading),
        // An ellipsis that stands for a value to come is a setting's row (LibreTube, set 16).
        // The thirteenth round (set 17's MyExpenses and Omni Notes): a dialog's "Confirm …?", "Proceed …?" and what it
        // will remove are confirmations; a removal that is a setting's summary or a schedule is not.
        ("Confirm note deletion?", .confirmation), ("Proceed deleting backup?", .confirmation),
        ("%1$d selected templates will be deleted.", .confirmation),
        ("The marker will be permanently deleted from the device", .confirmation),
        ("Signatures will be removed from quoted messages", .helpText),
        ("The Send will be permanently deleted on the specified date and time.", .helpText),
        ("One category was successfully moved.", .confirmation),
        ("Checking every …", .settingsLabel), ("Remind me every…", .settingsLabel), ("Loading …", .loading),
        ("Logging in…", .loading), ("Waiting for %s…", .loading),
        // Set 16's apps read whole: a gerund that is a statement's subject is no progress.
        ("Downloading requires storage permission", .label), ("Syncing is off", .title),
    ])
    func classifies(text: String, kind: TextKind) {
        #expect(classifier.classify(text) == kind)
    }

    @Test func aQuestionThatAsksToConfirmIsAConfirmation() {
        // From held-out apps (Tusky, Catima, Markor; seventh round): a dialog that asks to act on a value, or asks
        // "do you really want to…", is a confirmation, not a label or help text.
        for text in ["Mute @%1$s?", "Unfollow #%1$s?", "Allow %1$s to access your cards?", "Do you really want to delete this %s?"] {
            #expect(classifier.classify(text) == .confirmation, "\(text) → \(classifier.classify(text))")
        }
        #expect(classifier.classify("You don't have any scheduled posts.") == .emptyStateDescription)
        // A verb alone with a value is still a label ("Mute %1$s" in a menu).
        #expect(classifier.classify("Mute %1$s") != .confirmation)
    }

    @Test func aShortReportEndingOnWhatWasDoneIsAConfirmation() {
        // From held-out set 14 (NewPipe, AntennaPod, Thunderbird; tenth round): toasts that name the thing first and
        // end on what was done to it, which had been taken for labels or help texts and kept unthemed.
        for text in ["Watch history deleted", "Settings successfully exported", "1 item deleted."] {
            #expect(classifier.classify(text) == .confirmation, "\(text) → \(classifier.classify(text))")
        }
        // A command, a list's name or a clause that ends on a participle is no report.
        for text in ["Show all archived", "Clear recently deleted", "Delete all completed", "Notify when completed", "Files to be deleted", "Items you shared"] {
            #expect(classifier.classify(text) != .confirmation, "\(text) → \(classifier.classify(text))")
        }
        // Read in the whole of the four apps' strings: a setting, a field, a folder, a statistic, a command, a reason
        // a file is missing, a title — none of them news that something was done.
        for text in [
            "Enqueue downloaded", "Auto downloaded", "Kept updated", "Date published", "Show recent changes when app was updated",
            "Notifications (archived)", "Articles saved this month", "Logged-in editors.", "Filter saved articles",
            "Ready, set, read!", "File moved or deleted",
            // Set 15's apps read whole (eleventh round): a notice of what had been done for the user, unasked.
            "FTP server shared path had been reset to internal storage",
            "%1$d archived items", "%d saved passwords",
        ] {
            #expect(classifier.classify(text) != .confirmation, "\(text) → \(classifier.classify(text))")
        }
        for text in [
            "Item moved to archive", "Message saved as draft", "Logged in!", "Search was saved", "Deck created",
            "Successfully saved Anki package", "Product saved, thanks!",
            // Set 15 (Trail Sense, Amaze; tenth round): a thing named in two or three words, then where it went.
            "Crash report copied to clipboard", "Version number copied to clipboard", "Whiteboard image saved to %s",
            "%d downloaded episodes deleted.",
            // Set 19 (openScale, Jerboa): a noun that could be a verb before "…exported successfully"; "all" first.
            "Log file exported successfully.", "All crash logs deleted", "Settings exported successfully",
            "This will permanently delete this attachment.",
        ] {
            #expect(classifier.classify(text) == .confirmation, "\(text) → \(classifier.classify(text))")
        }
    }

    @Test func workUnderWaySaidAsAStatusIsLoadingNotATitle() {
        // Set 19 (Jerboa): the model was asked about a title and wrote "Hey, this account (%s) is being verified.".
        #expect(classifier.classify("This account (%s) is being verified") == .loading)
        #expect(classifier.classify("Episode is being downloaded") == .loading)
        #expect(FrameSituation("This account (%s) is being verified", kind: .loading) == nil)
    }

    @Test func aBareFormatIsOutOfScopeEvenWhenTheCallerNamesAType() {
        let service = DisplayTextService(model: ScriptedLanguageModel(respond: { _, _ in "" }))
        #expect(service.kind(of: "%lld", textType: .description) == .formatOnly)
        #expect(service.kind(of: "Save", textType: .placeholder) == .placeholder)
    }

    @Test func aValueUnderItsNameIsKeptWithoutAskingTheModel() async throws {
        let model = ScriptedLanguageModel { _, _ in "Duration: %1$s, a testament to you" }
        let service = DisplayTextService(model: model, candidateCount: 1)
        let rewrite = try await service.rewrite(DisplayTextRequest(originalText: "Duration: %1$s", theme: .tedTalk, textType: .helpText, context: ""))
        #expect(rewrite.outcome == .fallback)
        #expect(rewrite.text == nil)
        #expect(model.calls == 0)
        // A sentence around the value still goes to the model.
        _ = try await service.rewrite(DisplayTextRequest(originalText: "Duration: %1$s of listening this week", theme: .tedTalk, textType: .helpText, context: ""))
        #expect(model.calls == 1)
    }

    @Test func aTextLongerThanAnyThemeIsWrittenForIsKeptWithoutAskingTheModel() async throws {
        let model = ScriptedLanguageModel { _, _ in "Hey! Something else entirely." }
        let service = DisplayTextService(model: model, candidateCount: 1)
        let long = "Generates files that can be opened by spreadsheet software such as Microsoft Excel or OpenOffice Calc. This file cannot be imported back."
        let rewrite = try await service.rewrite(DisplayTextRequest(originalText: long, theme: .casual, textType: .helpText, context: ""))
        #expect(rewrite.outcome == .outOfScope)
        #expect(model.calls == 0)
        let short = try await service.rewrite(DisplayTextRequest(originalText: "Your playlist can't hold more than %d songs", theme: .casual, textType: .helpText, context: ""))
        #expect(short.outcome != .outOfScope)
        #expect(model.calls == 1)
    }

    @Test func textPlainlyInAnotherLanguageIsKeptWithoutAskingTheModel() async throws {
        let model = ScriptedLanguageModel { _, _ in "Just checking: are you sure?" }
        let service = DisplayTextService(model: model, candidateCount: 1)
        for dutch in ["Weet je zeker dat je dit doel wilt verwijderen?", "Je hebt nog geen doelen voor deze week."] {
            let rewrite = try await service.rewrite(DisplayTextRequest(originalText: dutch, theme: .casual, textType: .confirmation, context: ""))
            #expect(rewrite.outcome == .outOfScope, "\(dutch)")
        }
        #expect(model.calls == 0)
        // English with a Dutch-looking word or two is still themed.
        let english = try await service.rewrite(DisplayTextRequest(
            originalText: "Are you sure you want to delete this goal?", theme: .casual, textType: .confirmation, context: ""))
        #expect(english.outcome == .rewritten)
    }

    /// Generation is bounded by the string's own length: at most 40 characters more than the original (about three
    /// characters a token), below the length budget of its type.
    @Test func generationIsBoundedByTheStringsOwnLength() async throws {
        let model = ScriptedLanguageModel { _, _ in "Something else entirely." }
        let service = DisplayTextService(model: model, candidateCount: 3)
        let help = "NFC is turned off. To get started, please turn on NFC in your device's settings."
        _ = try await service.rewrite(DisplayTextRequest(originalText: help, theme: .gentleParenting, textType: .helpText, context: ""))
        #expect(model.options.count == 3)
        #expect(model.options.allSatisfy { $0.maximumResponseTokens == (help.count + 40) / 3 + 4 }, "\(model.options.map(\.maximumResponseTokens))")
        #expect(help.count + 40 < DisplayTextType.helpText.lengthBudget(for: help))
    }

    /// Through the coordinator, a Dutch string is kept as written and said to be out of scope (not a fallback, so
    /// no surface reports a failure): short loading messages too, which once got an English frame ("Working on
    /// it: Doelen laden…"). Nothing is stored and the model is never asked, regenerating included.
    @Test func theCoordinatorReportsDutchAsOutOfScopeNotAsAFallback() async throws {
        let directory = TemporaryDirectory()
        let model = ScriptedLanguageModel { _, _ in "Working on it" }
        let coordinator = DisplayTextCoordinator(
            database: try directory.database(), generator: DisplayTextService(model: model, candidateCount: 1))
        for (text, type) in [("Doelen laden…", DisplayTextType.loading), ("Welkom terug", .title), ("Deze aflevering verwijderen?", .confirmation)] {
            let key = DisplayTextKey(entityType: .emptyState, entityId: "nl", theme: .casual, textType: type)
            #expect(try await coordinator.resolve(key, fallback: text) == ThemedText(text: text, source: .outOfScope))
            #expect(try await coordinator.regenerate(key, fallback: text) == ThemedText(text: text, source: .outOfScope))
            #expect(coordinator.fallbackReason(for: key) == nil)
        }
        #expect(model.calls == 0)
        #expect(try await coordinator.storedTextCount() == 0)
        #expect(DisplayTextServiceError.otherLanguage("nl").errorDescription?.contains("Dutch") == true)
    }
}
