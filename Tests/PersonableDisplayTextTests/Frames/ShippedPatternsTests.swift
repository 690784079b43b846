@testable import PersonableDisplayText
import PersonableTesting
import Testing

/// The shipped sentence patterns are data reviewed like code: every pattern, filled with words written here (not
/// taken from the evaluation sets), is of the situation it was written for — a pattern the classifier never sends
/// strings to is dead — and its sentence passes the checks a model's answer must pass, but the added-content
/// check (a pattern is written words).
struct ShippedPatternsTests {
    /// What fills a slot, and what ends a string, per situation; and the kind such strings are shown as.
    static let fillings: [FrameSituation: (kind: TextKind, slot: [String], end: String)] = [
        .empty: (.emptyStateTitle, ["invoices", "saved playlists"], ""),
        .emptyYet: (.emptyStateTitle, ["invoices", "saved playlists"], ""),
        .emptyByUse: (.emptyStateTitle, ["notifications", "watch history"], ""),
        .allDone: (.emptyStateTitle, ["invoices"], "!"),
        .working: (.loading, ["your library", "invoices"], "…"),
        .waiting: (.loading, ["a GPS fix", "the network"], "…"),
        .done: (.confirmation, ["Your address", "The invite link", "%1$s"], "."),
        .doneRemoval: (.confirmation, ["%d old messages", "the draft"], "."),
        .askRemoval: (.confirmation, ["this playlist", "%d photos"], "?"),
        .askBigRemoval: (.confirmation, ["all notes", "%d photos", "your changes"], "?"),
        .ask: (.confirmation, ["this watch", "@%1$s"], "?"),
        .askOpen: (.placeholder, ["your name"], "?"),
        .write: (.placeholder, ["reply", "comment"], "…"),
        .fill: (.placeholder, ["a folder name", "amount"], ""),
        .search: (.placeholder, ["notes"], ""),
        .welcome: (.title, ["Notely", "%1$s"], "!"),
        .instruction: (.instruction, ["note", "left to archive a note"], "."),
    ]

    @Test(arguments: DisplayTheme.allCases.filter(\.isGenerated))
    func everyPatternFitsItsSituationAndPassesTheChecks(theme: DisplayTheme) throws {
        let gate = DisplayTextQualityGate(promptText: "")
        var applied = 0
        for situation in FrameSituation.allCases {
            for pattern in ThemePatterns.shipped.patterns(for: theme, in: situation) {
                let filling = try #require(Self.fillings[situation], "no sample words for \(situation.rawValue)")
                let originals = pattern.pattern.contains(ThemePattern.slot)
                    ? filling.slot.map { pattern.pattern.replacingOccurrences(of: ThemePattern.slot, with: $0) + filling.end }
                    : [pattern.pattern + filling.end]
                // A pattern the classifier never sends a string to is dead.
                let placed = originals.filter { FrameSituation($0, kind: filling.kind) == situation }
                #expect(!placed.isEmpty, "\(theme.rawValue): \(pattern.pattern) fits no string of \(situation.rawValue)")
                for original in placed {
                    let rewrite = try #require(pattern.applied(to: original), "\(pattern.pattern) does not fit \(original)")
                    // The length budget is the service's, string by string: a longer string gets another sentence or none.
                    let rejections = gate.rejections(of: rewrite, original: original, textType: filling.kind.textType!, kind: filling.kind)
                        .filter { $0 != .tooLong }
                    #expect(rejections.isEmpty, "\(theme.rawValue): \(rewrite) ← \(original): \(rejections)")
                    applied += 1
                }
            }
        }
        #expect(applied > 0)
    }

    /// The eleventh round's patterns, each written for one action, as two blind readers left them: the ones both read
    /// good are shown without the model; the ones read bland ("Small steps become big stories." after any save) or
    /// wrong (a push towards saving on "Save changes?") are gone, and the original is shown.
    @Test(arguments: [
        // Read good in the eleventh round, then wrong three times on a wait that stays on screen with nothing for the
        // user to do (set 23's xDrip+ "Waiting for packet"; a push listener's "Waiting for new emails" and "Waiting
        // for users to join", the seventeenth round): out.
        (DisplayTheme.davidGoggins, "Waiting for the server…", nil),
        (.davidGoggins, "Loading playlists…", "LOCK AND LOAD. Loading playlists…"),
        (.davidGoggins, "Backing up photos…", "COVER YOUR SIX. Backing up photos…"),
        (.gentleParenting, "Backup created", "Backup created. A kind thing to do for future you."),
        (.gentleParenting, "Cancel upload?", "Cancel upload? It's okay to change plans."),
        (.gentleParenting, "Recipes imported", "Recipes imported. Have a look whenever you're ready."),
        // A slot after "quit" could swallow "without saving": that pattern is out.
        (.gentleParenting, "Are you sure you want to quit without saving?", nil),
        (.leanIn, "Playlist exported", "Playlist exported—yours to take anywhere."),
        (.leanIn, "Reminder scheduled for %s", nil),
        (.leanIn, "Notification scheduled for %s", "Notification scheduled for %s. You're a step ahead."),
        (.tedTalk, "Your profile has been created", "Your profile has been created. This is where your next chapter begins."),
        // Read bland or wrong, and taken out.
        (.davidGoggins, "Exporting playlists…", nil), (.davidGoggins, "Preparing your download", nil),
        (.gentleParenting, "Save changes?", nil), (.gentleParenting, "Recipe saved", nil),
        (.gentleParenting, "Playlist exported", nil), (.leanIn, "Recipe saved", nil), (.leanIn, "Recipes imported", nil),
        (.tedTalk, "Save changes?", nil), (.tedTalk, "Recipe saved", nil),
        (.tedTalk, "Recipes imported", nil), (.tedTalk, "Playlist exported", nil),
        // The twelfth round's, read by two more blind readers (94 texts): kept where both read at least three in four
        // good and none wrong.
        (.leanIn, "Delete this playlist?", "Delete this playlist? You decide what stays."),
        (.leanIn, "Discard unsaved changes?", "Discard unsaved changes? Your work, your call."),
        (.leanIn, "Fetching sleep data", "Know your numbers: fetching sleep data"),
        (.leanIn, "Exporting history…", "Your data, your terms: exporting history…"),
        (.gentleParenting, "Saving note", "Looking after your work: saving note"),
        (.gentleParenting, "Turn off notifications?", "Turn off notifications? Whatever feels right for you."),
        (.gentleParenting, "Verification email sent", "Verification email sent. Check your inbox whenever you're ready."),
        (.tedTalk, "Fetching heart rate data", "Fetching heart rate data—every data point tells a story"),
        (.tedTalk, "Creating room…", "Something new is taking shape: creating room…"),
        // Read wrong ("%d plans … Good to have it back.": "it" for a plural) or bland, and taken out.
        (.gentleParenting, "%d plans have been restored from backup", nil),
        (.leanIn, "Remove follower?", nil), (.leanIn, "Entry deleted", nil), (.leanIn, "Text copied to clipboard.", nil),
        (.leanIn, "Item restored", nil), (.tedTalk, "Logged in.", nil), (.tedTalk, "Playlist created", nil),
        // Casual's "Pro tip:" before a swipe was read wrong three times on a setting's summary (sets 16 and 17): out.
        (.casual, "Swipe on notes to perform actions", nil),
        // The thirteenth round: what a confirmation will remove, said under the dialog's question (two blind readers,
        // 120 texts). Goggins' "YOUR CALL, SOLDIER." read good on all 32, Gentle's pause on 20–23 of 25 (bland on
        // two small removals: unused parties, tags); casual's "Heads up:" read bland on all, and Lean In's "You decide
        // what stays." wrong where everything goes ("All beacons will be deleted."): both declined.
        (.davidGoggins, "%1$d selected templates will be deleted.", "%1$d selected templates will be deleted. YOUR CALL, SOLDIER."),
        (.davidGoggins, "The marker will be permanently deleted from the device", "The marker will be permanently deleted from the device. YOUR CALL, SOLDIER."),
        (.gentleParenting, "%s will be deleted. This cannot be undone!", "%s will be deleted. This cannot be undone! Take a moment if you need it."),
        (.gentleParenting, "The track and its markers will be permanently deleted from the device.", "The track and its markers will be permanently deleted from the device. Take a moment if you need it."),
        (.casual, "All beacons will be deleted.", nil), (.leanIn, "All beacons will be deleted.", nil),
        (.tedTalk, "All beacons will be deleted.", nil),
        // A dialog that asks "Confirm …?" or "Proceed …?" is a confirmation (set 17's Omni Notes).
        (.davidGoggins, "Confirm undoing changes?", "YOUR CALL, SOLDIER: Confirm undoing changes?"),
        (.gentleParenting, "Proceed deleting backup?", "Proceed deleting backup? Take a moment if you need it."),
        // "…, ready when you are" after a copied authentication code was read wrong by two readers (set 18: such a
        // code expires, and a password manager clears the clipboard), and bland on most other copies: out.
        (.gentleParenting, "Authentication code copied to clipboard.", nil),
        // Partly done, or the app's own thanks: no cheer before or after it.
        (.casual, "%1$d files copied to folder \"%2$s\", %3$d already exist", nil),
        (.casual, "Thanks, your feedback has been successfully sent", nil),
        (.davidGoggins, "One category was successfully moved.", "One category was successfully moved. KEEP MOVING."),
        // A third blind reader of set 18's apps whole: "Delete account? You decide what stays." is wrong where nothing
        // stays, so Lean In's line is kept to the removal of one thing; "Restore backup?" replaces the data there
        // ("Hey, quick question:" made light of it; as a big removal, two readers read the asides bland).
        (.leanIn, "Delete account?", nil), (.leanIn, "Delete all notes?", nil),
        // A third blind reader of set 19's apps whole (fourteenth round): "…exit? Come back whenever you like."
        // takes the answer for given; "Looking after your work:" is false on an image saved from someone's post; a
        // count "imported%2$s" goes on with what was skipped, which "KEEP MOVING." shrugs off.
        (.gentleParenting, "Are you sure you want to exit?", nil),
        (.gentleParenting, "Saving image…", nil), (.gentleParenting, "Saving media…", nil),
        (.gentleParenting, "Saving draft…", "Looking after your work: saving draft…"),
        // Set 21 (DAVx5, fifteenth round): an account's settings are not the user's work; the line is kept to what
        // the user writes or makes.
        (.gentleParenting, "Saving account config…", nil), (.gentleParenting, "Saving settings…", nil),
        (.gentleParenting, "Saving new card…", "Looking after your work: saving new card…"),
        (.davidGoggins, "%1$d records successfully imported%2$s.", nil),
        (.davidGoggins, "%1$d records successfully imported.", "%1$d records successfully imported. KEEP MOVING."),
        // Set 19 (Nextcloud Deck): the warning under a delete dialog's title, said actively.
        (.davidGoggins, "This will permanently delete this attachment.", "This will permanently delete this attachment. YOUR CALL, SOLDIER."),
        (.gentleParenting, "This will permanently delete this board including all lists and cards.",
         "This will permanently delete this board including all lists and cards. Take a moment if you need it."),
        (.leanIn, "Delete this contact?", "Delete this contact? You decide what stays."),
        (.casual, "Restore backup?", nil), (.gentleParenting, "Restore backup?", nil), (.davidGoggins, "Restore backup?", nil),
        (.casual, "Disappearing messages changed", nil),
        // A field's prompt classified an instruction: the model is not asked ("Do it now." was its addition, set 18).
        (.davidGoggins, "Enter your main Jami account password.", nil),
        // The sixteenth round. A one-word greeting greets (both readers: good in four themes, bland in Lean In).
        (.casual, "Welcome!", "Hey, welcome!"), (.casual, "Welcome, %1$s!", "Hey %1$s, welcome!"),
        (.gentleParenting, "Welcome!", "Welcome—so good to see you!"), (.davidGoggins, "Welcome!", "Welcome. GET AFTER IT!"),
        // A person's removal is weighed: Lean In's "You decide what stays." made a thing of a person; Gentle's pause
        // was read bland, not wrong. A contact, an address book's entry, stays a removal of one thing.
        (.leanIn, "Delete user %1$s?", nil), (.leanIn, "Remove member?", nil),
        (.gentleParenting, "Delete user %1$s?", "Delete user %1$s? Take a moment if you need it."),
        // The bank's own rewrites of strings real apps use, read by two blind readers: the three read wrong are
        // rewritten ("Add a kind comment…" judged the user; "No notifications. You're in control." implied the user
        // turned them off; "NO SLACKING." scolded a user who only waits).
        (.gentleParenting, "Add a comment…", "Add a comment, if you'd like…"),
        (.leanIn, "No notifications", "No notifications. Your time is yours."),
        (.davidGoggins, "Checking for updates…", "INSPECTION TIME. Checking for updates…"),
        (.davidGoggins, "No notifications", "No notifications. ZERO distractions."),
        // The seventeenth round. "GONE." on a snackbar that offers Undo ("Alarm deleted", "Draft deleted") says the
        // opposite of what the button does (two readers, source in hand); casual's "Poof." was read bland there.
        (.davidGoggins, "Alarm deleted", nil), (.casual, "Alarm deleted", "Poof. Alarm deleted"),
        // A meditation reminder asks for the user's time, no action to confirm ("YOUR CALL, SOLDIER:" read wrong).
        (.davidGoggins, "Do you have a moment?", nil), (.casual, "Do you have a moment?", nil),
    ] as [(DisplayTheme, String, String?)])
    func theReadersVerdictsHold(theme: DisplayTheme, original: String, shown: String?) async throws {
        let model = ScriptedLanguageModel { _, _ in original + " NOW." }
        let service = DisplayTextService(model: model, candidateCount: 1)
        let kind = TextScopeClassifier().classify(original)
        let rewrite = try await service.rewrite(DisplayTextRequest(originalText: original, theme: theme, textType: kind.textType ?? .description, context: ""))
        #expect(rewrite.text == shown, "\(theme.rawValue): \(original) → \(rewrite.text ?? "original")")
        #expect(model.calls == 0)
    }

    @Test func whatComesByUseIsNeverUrgedToBeAdded() async throws {
        // "No history yet. Take charge and add your first." was read wrong by two readers (set 16).
        let service = DisplayTextService(model: ScriptedLanguageModel { _, _ in "" }, candidateCount: 1)
        func shown(_ theme: DisplayTheme) async throws -> String? {
            try await service.rewrite(DisplayTextRequest(originalText: "No notifications yet", theme: theme, textType: .title, context: "")).text
        }
        for theme in [DisplayTheme.casual, .davidGoggins, .leanIn] { #expect(try await shown(theme) == nil, "\(theme.rawValue)") }
        #expect(try await shown(.gentleParenting) == "No notifications yet, and that's okay.")
    }
}
