@testable import PersonableDisplayText
import Testing

/// The shipped frames are data reviewed like code: every frame, put around strings of its situation (written here,
/// not taken from the evaluation sets), passes the checks a model's answer must pass — but the added-content check,
/// which keeps a model to the theme's written words (a frame is written words), and the length budget, which the
/// service applies string by string (a longer string then gets a shorter frame or none).
struct ShippedFramesTests {
    static let samples: [FrameSituation: (kind: TextKind, texts: [String])] = [
        .empty: (.emptyStateTitle, ["No invoices", "Your basket is empty", "There are no reminders here.", "No songs match “%@”", "No data for this week."]),
        .emptyYet: (.emptyStateTitle, ["No drafts yet", "No photos yet", "You haven't added any cards yet."]),
        .emptyByUse: (.emptyStateTitle, ["No notifications yet", "No history yet."]),
        .allDone: (.emptyStateTitle, ["You're all caught up!", "All done for today"]),
        .working: (.loading, ["Uploading…", "Syncing your library...", "Exporting %d notes…", "Saving changes…", "Checking for updates…"]),
        .ongoing: (.loading, ["Recording your run…", "Playing episode %d…"]),
        .waiting: (.loading, ["Waiting for a GPS fix", "Waiting for network…", "Please wait, rebuilding the index"]),
        .done: (.confirmation, ["Address copied", "Exported %1$s to %2$s.", "Settings saved", "Invite sent"]),
        .doneRemoval: (.confirmation, ["%d old messages deleted.", "Draft discarded", "%lld files removed"]),
        .askBigRemoval: (.confirmation, ["Delete all notes?", "Leave this room?", "Are you sure you want to discard unsaved changes?", "Delete %d photos?"]),
        .askRemoval: (.confirmation, ["Delete this playlist?", "Are you sure you want to remove “%@”?", "Discard your edits?"]),
        .ask: (.confirmation, ["Pair this watch?", "Are you sure you want to sign out?", "Send this invite now?"]),
        .warnRemoval: (.confirmation, ["Budget \"%1$s\" will be deleted.", "The selected tag will be removed."]),
        .warnBigRemoval: (.confirmation, ["%d waypoints will be deleted", "The track and its markers will be permanently deleted from the device.", "%s will be deleted. This cannot be undone!"]),
        .askOpen: (.placeholder, ["Where are you headed?", "What's your email?"]),
        .write: (.placeholder, ["Add a reply…", "Type a message…", "Write a message..."]),
        .fill: (.placeholder, ["Name this folder", "Enter the name of your folder", "Enter a country or time zone"]),
        .search: (.placeholder, ["Search notes", "search your library..."]),
        .welcome: (.title, ["Welcome to Notely!", "Welcome back"]),
        .instruction: (.instruction, ["Swipe left to archive a note", "Tap Edit to reorder your cards.", "To turn on backups, open Settings and choose iCloud.", "Add a widget from your home screen."]),
        .info: (.helpText, ["Backups are stored on this device only.", "A shared list updates on every member's phone", "Your key stays on this device."]),
    ]

    @Test func theSamplesAreOfTheirSituation() {
        for (situation, sample) in Self.samples {
            for text in sample.texts { #expect(FrameSituation(text, kind: sample.kind) == situation, "\(text)") }
        }
    }

    @Test(arguments: DisplayTheme.allCases.filter(\.isGenerated))
    func everyFramePassesTheChecksOnStringsOfItsSituation(theme: DisplayTheme) {
        let frames = ThemeFrames.shipped
        let gate = DisplayTextQualityGate(promptText: "")
        var applied = 0
        for (situation, sample) in Self.samples {
            for frame in frames.frames(for: theme, in: situation) {
                let results = sample.texts.compactMap { text in frame.applied(to: text).map { (text, $0) } }
                #expect(!results.isEmpty, "\(theme.rawValue) \(situation.rawValue): \(frame.template) fits none of the samples")
                for (original, framed) in results {
                    let rejections = gate.rejections(of: framed, original: original, textType: sample.kind.textType!, kind: sample.kind)
                        .filter { $0 != .tooLong }
                    #expect(rejections.isEmpty, "\(framed) ← \(original): \(rejections)")
                    applied += 1
                }
            }
        }
        #expect(applied > 0)
    }

    @Test func everyThemeHasAFileAndEverySituationIsWrittenOrDeclined() {
        for theme in DisplayTheme.allCases where theme.isGenerated {
            let written = ThemeFrames.shipped.frames[theme] ?? [:]
            let missing = FrameSituation.allCases.filter { written[$0] == nil }
            #expect(missing.isEmpty, "\(theme.rawValue) says nothing about \(missing.map(\.rawValue))")
        }
    }

    /// "Enter a username" is a field's hint in one app and the message of a field left empty in another (Material
    /// Files); a blind reader found all eight asides before such prompts wrong ("Your move: Enter a username"), as
    /// an earlier one had "NO HESITATION: Enter an optional password". Every theme declines them.
    @Test(arguments: DisplayTheme.allCases.filter(\.isGenerated))
    func noThemeFramesAFieldThatAsksForAValue(theme: DisplayTheme) {
        #expect(ThemeFrames.shipped.declines(theme, in: .fill))
        #expect(ThemePatterns.shipped.patterns(for: theme, in: .fill).isEmpty)
    }
}
