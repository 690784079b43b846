/// What a UI string does on screen, finely enough to know which of a theme's frames fit it (`ThemeFrames`).
///
/// A frame is a hand-written aside put around the app's own words ("Syncing transactions, hang tight…"); it is
/// right only where its situation is: "hang tight" suits an upload and not a recording, "no rush" suits a search
/// field and not a list that is empty by no choice of the user. The classifier is deliberately narrow: a string
/// it cannot place has no situation, and then no frame is tried.
public enum FrameSituation: String, Sendable, Hashable, CaseIterable, Codable {
    /// Something is absent, and the user may not be able to change it: "No budgets", "Your trash is empty".
    case empty
    /// A place that fills as the app is used: "Your bookmarks will appear here". It says what will come, not what
    /// is missing, so no aside about emptiness fits it ("…, and that's okay" after it was nonsense).
    case fillsLater = "fills_later"
    /// What a search, scan or lookup did not find: "No barcode was found", "No feeds in the page" — as often an
    /// error as a list to fill.
    case notFound = "not_found"
    /// Absent yet: the user can create or add it ("No saved pages yet").
    case emptyYet = "empty_yet"
    /// Absent yet, and it comes as the app is used or from others, not by the user's adding: "No history yet", "No
    /// notifications yet". "Let's change that!" or "Take charge and add your first." after it urge what no one can
    /// do (two blind readers, set 16).
    case emptyByUse = "empty_by_use"
    /// An emptiness that is good news: "You're all done for today!".
    case allDone = "all_done"
    /// An operation the app is doing: "Uploading…", "Finding feed...".
    case working
    /// Waiting for something outside the app, of unknown length: "Waiting for a better GPS signal".
    case waiting
    /// An activity that lasts as long as the user wants: "Recording your track…". Nothing about waiting fits it
    /// ("Recording your track, one sec…" was read as wrong).
    case ongoing
    /// A completed action: "Link copied", "Backed up %1$s to %2$s.".
    case done
    /// A completed removal: "%d downloaded episodes deleted.".
    case doneRemoval = "done_removal"
    /// Asks to confirm a removal: "Delete this task?".
    case askRemoval = "ask_removal"
    /// Asks to confirm a removal that loses much or for good: "Delete all notes?", "Leave this room?", "Discard
    /// unsaved changes?", "Delete all encryption keys…?". A pause ("Take a moment if you need it.") suits these and
    /// patronises a bookmark's deletion (three blind readers).
    case askBigRemoval = "ask_big_removal"
    /// Asks to confirm another action: "Link this device?".
    case ask
    /// Says what a confirmation will remove, under the dialog's question: "%1$d selected templates will be deleted.",
    /// "Budget "%1$s" will be deleted.".
    case warnRemoval = "warn_removal"
    /// Says that a confirmation will remove much or for good: "The track and its markers will be permanently deleted
    /// from the device.", "All downloads will be deleted!", "%s will be deleted. This cannot be undone!".
    case warnBigRemoval = "warn_big_removal"
    /// An open question to the user: "What's your name?".
    case askOpen = "ask_open"
    /// A placeholder inviting the user to write: "Add a comment…", "New note...".
    case write
    /// A field that asks for a value rather than words of the user's own: "Enter the name of your folder", "Enter a
    /// country or time zone" ("Your voice matters:" before it was read as odd).
    case fill
    /// A search field's placeholder: "Search transactions".
    case search
    /// A welcome: "Welcome to AntennaPod!".
    case welcome
    /// A how-to with a gesture or steps: "Press-and-hold to check or uncheck", "Add content from the browse tab.".
    case instruction
    /// A help text that explains in one sentence how something works: "Backups are stored on this device only.".
    case info

    /// The situation of `text`, shown as `kind`; `nil` when the string fits none closely enough.
    public init?(_ text: String, kind: TextKind) {
        let words = Insertions.words(text)
        guard let first = words.first else { return nil }
        // "sent a sticker.": a sentence in lower case is the end of one the app starts with a name ("Alice sent a
        // sticker."); anything put before it breaks that sentence. Only a field's hint may start in lower case.
        if kind != .placeholder, text.first?.isLowercase == true { return nil }
        // "Restoring backup:", "This widget was added by:", "Welcome to": a lead-in to a value the app puts after
        // it, or a sentence it ends (a field's hint may: "Search for"); "(avatar was changed too)", "• Servers
        // matching %s were removed…": a part of another line. An aside breaks all of them ("Restoring backup:, hang
        // tight", "Welcome to. Stay curious.").
        guard !text.hasSuffix(":"), !Self.fragmentStarts.contains(where: text.hasPrefix),
              kind == .placeholder || !(text.last?.isLetter == true && Self.functionWords.contains(words.last ?? ""))
        else { return nil }
        // "Your 'Thanks' was sent to %s 👍": a symbol ends the line; an aside after it reads as stuck on.
        guard text.unicodeScalars.last.map({ $0.properties.isEmojiPresentation }) != true else { return nil }
        // "%1$d records successfully imported%2$s.": a value glued to a word goes on with what the app adds there
        // (here what was skipped), which no aside can know.
        guard text.range(of: #"\p{L}%[0-9$]*[a-zA-Z@]"#, options: .regularExpression) == nil else { return nil }
        // "Scheduled for %s", "Updated at %s", "Snoozed until %s": a time after a bare participle labels a row (an
        // alarm list's every row, set 26's Clock; "Boom." and "ON TO THE NEXT ONE." were read wrong), not news.
        guard text.range(of: #"^\p{Lu}\p{Ll}+ed (for|at|on|until|since) %\S+$"#, options: .regularExpression) == nil else { return nil }
        let sentences = Self.sentenceCount(text)
        let asks = text.contains("?")
        let destructive = StringSituation(text).isDestructive
        switch kind {
        case .loading, .thinking:
            guard !asks, words.count <= 8, sentences == 1 else { return nil }
            // "Restoring podcast %1$d of %2$d…" counts up as it goes: two of three blind readers found an aside
            // after the count wrong.
            guard !Self.countsPartOfAWhole(text) else { return nil }
            // "Copying %1$,d": a running count right after the verb is a progress, as much a count as "3 of 10" (an
            // item's number after its noun is not: "Playing episode %d…").
            guard text.range(of: #"^\S+ %[0-9$,.]*(l{0,2}d|i|u)[.…]*$"#, options: .regularExpression) == nil else { return nil }
            if first == "waiting" || text.lowercased().hasPrefix("please wait") {
                // "Waiting for user confirmation", "Waiting for your approval": the app waits on the user, who has
                // something to do; "hang tight" tells them to wait for themselves (set 20's Aurora Store).
                guard words.dropFirst().first != "for" || !Self.theUser.contains(words.dropFirst(2).first ?? "") else { return nil }
                self = .waiting
                return
            }
            // "Syncing complete", "Fetching sports details was interrupted": the work is over, or went wrong.
            // "Syncing vault with pull down gesture.": a progress message ends with an ellipsis or nothing, a
            // setting's summary with a stop. "Showing only the first results, type more letters…": a second clause
            // asks something of the user. "Compressing video %d%%": a percentage counts up like "3 of 10".
            guard !words.contains(where: Self.notInProgress.contains), !Self.hasSecondClause(text),
                  !(text.hasSuffix(".") && !text.hasSuffix("...")),
                  text.range(of: #"(%[0-9$]*(l{0,2}d|i|u)|\d+) ?%"#, options: .regularExpression) == nil
            else { return nil }
            // "Saving image…", "Saving media…": a picture saved from someone's post as often as the user's own work
            // ("Looking after your work: saving image…" was read wrong, set 19's Jerboa).
            if first == "saving", Self.mediaNouns.contains(words.dropFirst().first ?? "") { return nil }
            // "Saving goal", "Saving account": what a savings account aims at, named without an ellipsis (MyExpenses;
            // "LOCK IN THE GAINS. Saving goal" was read wrong).
            if first == "saving", !text.hasSuffix("…"), !text.hasSuffix("..."),
               Self.savingsNouns.contains(words.dropFirst().first ?? "") { return nil }
            // "Sending on December 23rd": when a thing is scheduled, not work under way.
            guard !["on", "at"].contains(words.dropFirst().first ?? "") else { return nil }
            // "Checking mail: %1$s:%2$s": a value after a colon is where the line ends ("…: %s, hang tight" reads as
            // part of the value).
            guard !text.contains(": %") else { return nil }
            // An activity that goes on for as long as the user wants is not a wait: no "hang tight" after it.
            if words.contains(where: Self.ongoingActivities.contains) { self = .ongoing; return }
            self = .working
        case .emptyStateTitle, .emptyStateDescription:
            guard sentences == 1, !asks else { return nil }
            let lowered = text.lowercased()
            if Self.goodNews.contains(where: lowered.contains) { self = .allDone; return }
            // "No other published addresses yet, add one below": a second clause already says what to do; an
            // aside after it ("…, but no pressure.") talks over it.
            guard !Self.hasSecondClause(text) else { return nil }
            // "Tap + to add your first note": an empty state that says how to fill it is a how-to.
            if kind == .emptyStateDescription, words.count >= 4, Self.startsWithGesture(words) { self = .instruction; return }
            // "Your bookmarks will appear here": a place that fills as the app is used, not always by the user.
            if Self.fillingPhrases.contains(where: lowered.contains) { self = .fillsLater; return }
            guard Self.saysEmpty(words, text: lowered) else { return nil }
            // What an app cannot find with the user's own filters or query is not something to create.
            // "No barcode was found", "No feeds in the page": as often what a scan or a lookup failed to find (an
            // error) as a list to fill; no aside fits both.
            // "No data to export": nothing for an action to act on, said when it was tried.
            guard !words.contains(where: { ["found", "filter", "filters", "query", "available", "enough"].contains($0) }),
                  !words.contains(where: Self.wordsOfPlace.contains), !(first == "no" && words.contains("to"))
            else { self = .notFound; return }
            // "No cards are due yet": what the app schedules, not something the user makes.
            guard !words.contains("due") else { return nil }
            self = Self.absence(words)
        case .confirmation:
            if asks {
                guard let asked = Self.confirmationAsked(text, words: words, destructive: destructive) else { return nil }
                self = asked
                return
            }
            if TextScopeClassifier.warnsOfRemoval(text) {
                // "All beacons will be deleted.": everything of a kind, besides what `losesMuch` counts ("permanently",
                // "…cannot be undone", a count).
                let everything = words.contains { ["all", "everything"].contains($0) }
                self = everything || Self.losesMuch(words) ? .warnBigRemoval : .warnRemoval
                return
            }
            // "Disappearing messages changed", "Data changed": a change said bare is as often another one's doing, or
            // a warning before a send, as the user's own (a blind reader, set 18's Briar); "Password has been changed."
            // and "Password successfully changed" are the user's.
            if words.last == "changed", !words.contains(where: { ["successfully", "has", "have", "was", "were", "been"].contains($0) }) {
                return nil
            }
            // "%1$d files copied to folder "%2$s", %3$d already exist": some were not done.
            guard sentences == 1, words.count <= 10,
                  // "Previously set", "Your status was set automatically": a state, or the app's own doing, not news of
                  // the user's (set 21's apps read whole).
                  !words.contains(where: { ["will", "please", "can", "cannot", "can't", "won't", "would", "if", "already",
                                            "previously", "automatically"].contains($0) }),
                  words.contains(where: Self.isCompletion),
                  // "Export saved articles", "Sync archived cards", "Delete downloaded" are commands: after a verb of
                  // command, only a word of status ends news ("Update installed", "Export finished"). "%1$d cards
                  // (%2$d archived)" is a count beside a list.
                  !(TextScopeClassifier.actionVerbs.contains(first) || Self.moreCommands.contains(first))
                    || Self.isCompletion(first) || Self.statusWords.contains(words.last ?? ""),
                  // "Created by %@": who made a thing, shown beside it ("Shared with you by %1$s": below).
                  !(Self.isCompletion(first) && words.dropFirst().first == "by"),
                  text.range(of: #"\([^)]*(%|\d)[^)]*\)"#, options: .regularExpression) == nil,
                  // "Report was sent.", "Blocked %s": a report of abuse or a block is no small win to cheer ("Boom.",
                  // "ON TO THE NEXT ONE!" were read as flippant, or as a push to report more).
                  !words.contains(where: Self.moderationWords.contains),
                  // "Message sent", "Message scheduled": a chat's status of each message, read out beside every one
                  // ("There you go: Message sent" for an old message); "Text copied from %1$s": where a text came
                  // from (set 21's Nextcloud Talk and Files, read whole).
                  !(words.count == 2 && ["message", "messages"].contains(first) && Self.messageStatuses.contains(words[1])),
                  !text.lowercased().contains("copied from"),
                  // "Not logged in", "Some messages have not been sent", "Too many requests have been sent": a state
                  // or a failure, not a thing done.
                  // "Thanks, your feedback has been successfully sent": the app already speaks; "Boom." before its
                  // thanks talks over it.
                  !DisplayTextQualityGate.isNegated(text), !["some", "too", "thanks", "thank"].contains(first),
                  // "%1$s created the room", "You removed %1$s", "We updated our widgets!": a line of a timeline or
                  // an announcement, about what someone did, not news of the user's own action to cheer — but for
                  // what the user earned ("You earned %1$d points"). (A count first is what was done to: "%d cards
                  // deleted".)
                  text.range(of: #"^%[0-9$]*[s@]"#, options: .regularExpression) == nil, first != "we",
                  first != "you" || Self.achievements.contains(words.dropFirst().first { !["have", "just"].contains($0) } ?? ""),
                  // "A collection has been shared with you", "Shared with you by %1$s": someone else's doing, for the
                  // user to look at.
                  !words.dropFirst().contains("you"),
                  // "%,d bytes added": the size of an edit, shown beside it.
                  !words.contains(where: Self.sizeUnits.contains),
                  // "Event deleted by user", "Updated %1$s ago", "Logged in as %1$s", "Created within the past 30
                  // days": who did it, when, or as whom — an attribution or a filter, shown beside a thing.
                  !words.contains(where: { ["by", "ago"].contains($0) }), text.range(of: " as %") == nil,
                  // "%1$d/%2$d keys imported with success": a part of the whole, perhaps a failure for the rest.
                  // "AnkiDroid exported flashcards: %s": a line with a value after its colon, like a share's subject.
                  !Self.countsPartOfAWhole(text),
                  text.range(of: ": %") == nil,
                  !(Self.isCompletion(first) && Self.timeWords.contains(words.dropFirst().first ?? ""))
            else { return nil }
            // "Saved articles" is a list's name, not news: a participle first must be followed by what was done to
            // ("Imported %1$s from %2$s", "Purged %d tasks!"), say where to ("Copied to clipboard") or end a sentence.
            if Self.isCompletion(first), words.filter(Self.isCompletion).count == 1, FormatSpecifiers(in: text).all.isEmpty,
               !words.contains(where: { $0.first?.isNumber == true }), !(text.hasSuffix(".") || text.hasSuffix("!")),
               !(words.count >= 3 && words[1] == "to")
            { return nil }
            // An archived card is put away, not gone: "Poof." and "NO DEAD WEIGHT" are for what was removed.
            let removal = StringSituation(text).isRemoval
            // "Some of your posts have been removed.", "Your account was deleted": the user's own things taken away,
            // perhaps by someone else; "Less is more." after it mocks a loss.
            if removal, words.contains("your") { return nil }
            // "Budget has been deleted", "Transaction was removed": a thing gone, said in a full sentence where it
            // used to be (an error view), as often as after the user's own removal; "Poof." there cheers a loss.
            if removal, words.contains(where: { ["has", "have", "was", "were"].contains($0) }) { return nil }
            // "Passkey removed": a safeguard taken away is no tidying to cheer. "Account deleted": nor is a loss that
            // big ("Poof." read as flippant, "NO DEAD WEIGHT" as judging the user's data; set 16).
            if removal, words.contains(where: { Self.safeguards.contains($0) || Self.bigLosses.contains($0) }) { return nil }
            // "The card type for the current card was deleted.": a warning about what is on screen now.
            if words.contains("current") { return nil }
            self = removal ? .doneRemoval : .done
        case .placeholder:
            guard sentences == 1, !text.lowercased().contains("e.g.") else { return nil }
            // A search field invites a query ("Search tasks", "Type to search"); "Search in progress…" is the app busy.
            if words.contains("search") {
                // "Search in content" names where a search looks: an option, not a field.
                guard !words.contains(where: { ["progress", "searching", "results", "running"].contains($0) }),
                      words.count < 2 || !["in", "within", "inside"].contains(words[1]),
                      first == "search" || text.lowercased().contains("to search")
                else { return nil }
                self = .search
                return
            }
            if asks {
                guard Self.asksOpenly(words) else { return nil }
                self = .askOpen
                return
            }
            // "Enter an optional password": no aside may press the user to fill what they may leave empty.
            // "New York, London, Tokyo, Sydney…": examples of what to type, listed, are no invitation to write.
            guard Self.writingVerbs.contains(first), words.count <= 7, !words.contains("optional"), !Self.hasSecondClause(text)
            else { return nil }
            // "Add account...", "Add to list…": a menu command that opens a dialog, not a field to write in ("Add a
            // comment…").
            if first == "add", !Self.determiners.contains(words.dropFirst().first ?? "") { return nil }
            if Self.fillingVerbs.contains(first), !words.contains(where: Self.composedThings.contains) { self = .fill; return }
            self = .write
        case .title:
            guard sentences == 1 else { return nil }
            if first == "welcome" {
                // "Welcome Dashboard popup", "Welcome screen": a feature named after the greeting, a setting's label
                // (set 27's Easy Diary; "…popup. Settle in." greets no one).
                guard !words.dropFirst().prefix(2).contains(where: Self.screenParts.contains) else { return nil }
                self = .welcome
                return
            }
            // A dialog's title that asks to confirm ("Delete this task?", "Link this device?") is a confirmation;
            // "Are you satisfied with this feature?" asks for an opinion (a survey), nothing to confirm.
            if asks, text.hasSuffix("?"), words.count <= 12, Self.confirmingStarts.contains(first) {
                guard let asked = Self.confirmationAsked(text, words: words, destructive: destructive) else { return nil }
                self = asked
                return
            }
            // A screen titled by its emptiness ("You don't have any markers").
            if !asks, words.count <= 8, Self.saysEmpty(words, text: text.lowercased()) {
                self = Self.absence(words)
                return
            }
            guard asks, words.count <= 7, Self.asksOpenly(words) else { return nil }
            self = .askOpen
        case .instruction, .helpText:
            // "Enter your main Jami account password.": a field's prompt, as often the message of a field left empty;
            // every theme declines it, and so the model is not asked ("…password. Do it now." came from the model
            // on set 18, where no written text may say it).
            if kind == .instruction, first == "enter", !words.contains(where: Self.composedThings.contains) { self = .fill; return }
            // "Tap to reveal" is as often a setting's name as a hint: three words are too few to tell.
            guard !asks, words.count >= 4, !words.contains("you'll") else { return nil }
            // Another verb starts a step only in an instruction that says where ("Add content from the browse tab."):
            // a setting's summary reads the same ("Check for updates every time the app is started."), and "Enter a
            // calendar name!" is a demand of a form (validation).
            let step = kind == .instruction && Self.stepVerbs.contains(first) && !text.contains("!")
                && Self.saysWhereOnScreen(words)
            // "Press 'Back' to lock the database if you're at the root screen": a setting's summary says when
            // something happens; a step does not wait on a condition.
            // "Open navigation drawer when swiped right from anywhere on the screen" too.
            // "Navigate by sliding across status bar": a setting's summary says by what means; a step names the
            // gesture first.
            // "Swipe to adjust the brightness and volume while in fullscreen mode" too (LibreTube, set 16).
            let conditional = words.contains(where: { ["if", "whenever", "unless", "when", "while", "by"].contains($0) })
            // "Swipe down using two fingers": a gesture named by its fingers and nothing it is for is a row of a
            // touchpad's gesture settings ("Pro tip:" before it was wrong; KDE Connect, set 17).
            if words.contains(where: { ["finger", "fingers"].contains($0) }), !words.contains("to") { return nil }
            if !conditional, (Self.startsWithGesture(words) && Self.saysWhatFor(words)) || step {
                self = .instruction
                return
            }
            // One sentence that says how something works. Not a request ("Please disable…"), an exclamation, a
            // lead-in to a field, steps in its middle ("On your device, navigate to…, and press…"), and not what
            // reads as a validation message or an error the scope classifier let through ("Passwords should be
            // identical", "There is no maps app installed", "Insufficient space to download."): a negation or a
            // word of obligation or failure keeps it unframed.
            guard kind == .helpText, sentences == 1, first != "please", !text.contains("!"), !text.hasSuffix(":"),
                  !DisplayTextQualityGate.isNegated(text),
                  !words.contains(where: { Self.notInfo.contains($0) || Self.gestureVerbs.contains($0) }),
                  Self.statesSomething(words), !["have to", "has to", "need to"].contains(where: text.lowercased().contains)
            else { return nil }
            self = .info
        default:
            return nil
        }
    }

    /// Whether `words` make a statement with a subject ("Device sync allows you to…", "Your backups are kept…") rather
    /// than describe a setting in the imperative ("Pause playback when the screen is turned off", "Check for updates
    /// every time the app is started"): the first word is no verb of a command, and a finite verb follows it in the
    /// main clause, before any "when", "if" or "which".
    static func statesSomething(_ words: [String]) -> Bool {
        guard let first = words.first, !first.hasSuffix("ly"),
              !TextScopeClassifier.actionVerbs.contains(first), !Self.stepVerbs.contains(first), !Self.gestureVerbs.contains(first)
        else { return false }
        for word in words.dropFirst() {
            if Self.subordinators.contains(word) { return false }
            if Self.finiteVerbs.contains(word) { return true }
        }
        return false
    }

    /// What a question asks to confirm, from its words; `nil` for a question no aside may go before (a choice between
    /// two, a decision about safety, a question to go on after a warning). Dialog titles and messages alike.
    static func confirmationAsked(_ text: String, words: [String], destructive: Bool) -> FrameSituation? {
        // "Are you trying to log in?": a check on who is acting, asked for the user's safety.
        guard text.hasSuffix("?"), !words.contains("trying"), !words.contains(where: Self.opinionWords.contains) else { return nil }
        // "Delete original notes after merging?": a choice that comes with another action, either answer
        // fine; "Just checking:" before it reads as if the user had chosen to delete (a blind reader, set 17).
        guard !words.contains(where: Self.optionTimeWords.contains) else { return nil }
        // "Do you want to continue?", "Are you sure?": a question that names nothing ends a warning the app
        // shows before it ("All transactions … will be deleted."); an aside before it breaks in mid-warning
        // (a blind reader, set 17's apps read whole).
        guard !words.allSatisfy(Self.bareQuestionWords.contains) else { return nil }
        // "Are you sure you want to continue connecting?", "Proceed with the installation?": a question to
        // go on ends a warning as well, here a changed host key (set 20's ConnectBot; "Just checking:" and
        // "YOUR CALL, SOLDIER:" before it were read as making light of it). One that names a removal is a
        // removal asked about ("Proceed deleting backup?").
        guard destructive || !words.contains(where: Self.goingOnWords.contains) else { return nil }
        // "Do you want to take a photo or video?", "…reauthorize or delete this account?": a choice between
        // two, where "Just checking:" reads as if one had been picked (set 21's apps read whole).
        guard !words.contains("or") else { return nil }
        // "…allow %1$s to trigger destructive panic button actions?": a decision about safety; "Hey, quick
        // question:" before it makes light of it (a blind reader, set 18's Briar).
        guard !words.contains(where: Self.gravityWords.contains) else { return nil }
        // "Restore backup?" replaces the data there now: "Hey, quick question:" before it made light of that
        // (a blind reader, set 18's apps), and as a big removal two readers read every theme's aside bland.
        // (Restoring an item from the trash replaces nothing.)
        if words.contains("restore"), words.contains(where: { $0.hasPrefix("backup") }) { return nil }
        // "Do you have a moment?": a question about the user (a meditation reminder, set 26's apps), no action to
        // confirm; "YOUR CALL, SOLDIER:" before it was read wrong.
        if words.starts(with: ["do", "you"]), Self.aboutTheUser.contains(words.dropFirst(2).first ?? "") { return nil }
        // "Clear Database?", "Delete Network Engine?": a question in Title Case is a dialog's title, and the message
        // under it asks the same in full; an aside on the title reads as padding (two blind readers, set 24's wallabag).
        let titleWords = TextScopeClassifier.words(TextScopeClassifier.withoutSpecifiers(text))
        guard titleWords.count < 2 || !TextScopeClassifier.isTitleCase(titleWords) else { return nil }
        // "Do you want to delete this event and re-raise the notification?": a second action asked with the first;
        // an aside about the removal misses the other ("You decide what stays.", set 24's MedTimer read whole).
        guard !Self.asksASecondAction(text) else { return nil }
        return Self.confirming(words, destructive: destructive)
    }

    /// Whether a question joins a second action to the first: "and" before a verb and its object ("…and re-raise
    /// the notification?", "…and block them?"), not before a second object ("Delete photos and videos?").
    static func asksASecondAction(_ text: String) -> Bool {
        // Split at spaces only, so a hyphenated verb stays one word ("re-raise").
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: .punctuationCharacters) }
        return words.indices.contains { index in
            words[index] == "and" && index + 2 < words.count && !Self.objectStarts.contains(words[index + 1])
                && Self.objectStarts.contains(words[index + 2])
        }
    }

    /// Parts of a screen a feature is named by: "Welcome screen", "Welcome Dashboard popup".
    static let screenParts: Set<String> = [
        "screen", "page", "message", "dashboard", "popup", "dialog", "email", "tour", "text", "notification", "banner",
        "wizard", "card",
    ]

    /// Verbs of a question about the user rather than an action: "Do you have a moment?", "Do you need help?".
    static let aboutTheUser: Set<String> = ["have", "need", "know", "like", "mind", "remember", "feel", "agree"]

    /// Words an action's object starts with.
    static let objectStarts: Set<String> = Self.determiners.union([
        "this", "that", "these", "those", "all", "its", "their", "them", "it", "him", "her", "my", "every",
    ])

    /// The situation of a question that asks to confirm an action: a removal, a big one, or another action.
    static func confirming(_ words: [String], destructive: Bool) -> FrameSituation {
        guard destructive else { return .ask }
        return Self.losesMuch(words) ? .askBigRemoval : .askRemoval
    }

    /// Whether `text` counts a part of a whole ("Restoring podcast %1$d of %2$d…", "%1$d/%2$d keys imported"): a
    /// progress still counting up, or a result that may have failed for the rest.
    static func countsPartOfAWhole(_ text: String) -> Bool {
        text.range(of: #"(%\S+|\d+) ?(of|/) ?(%\S+|\d+)"#, options: .regularExpression) != nil
    }

    /// Whether a question is an open one put to the user about no grave matter (`gravityWords`): "What's your name?",
    /// not "Why are you reporting this player?".
    static func asksOpenly(_ words: [String]) -> Bool {
        Self.questionWords.contains(words.first ?? "") && Self.asksTheUser(words)
            && !words.contains(where: Self.gravityWords.contains)
    }

    /// Whether an open question is put to the user ("Who are you working with?", "What's your name?") rather than
    /// name a topic or a link ("What are servers?", "Why am I seeing this?", "Who can access?"), which an aside
    /// before it ("Hey there.", "Take your time:") addresses to no one.
    /// "How is your data processed?" asks what is done to the user's things, as a help page's heading does (set 23's
    /// Grocy, an About row; "SOUND OFF:" before it was read wrong): the user is not the one to answer.
    static func asksTheUser(_ words: [String]) -> Bool {
        let youAct = words.contains(where: Self.youActing.contains)
        guard youAct || words.contains("your") || words.contains("yours") else { return false }
        if !youAct, let be = words.firstIndex(where: { ["is", "are", "was", "were"].contains($0) }),
           words[(be + 1)...].contains(where: { $0.count > 3 && $0.hasSuffix("ed") }) {
            return false
        }
        return true
    }

    /// "You" as the one who acts: "Which files have you shared?".
    static let youActing: Set<String> = ["you", "you're", "you’re", "you've", "you’ve"]

    /// Whether a comma sets a second clause apart ("…, add one below"); a comma in a format ("%1$,d") does not.
    static func hasSecondClause(_ text: String) -> Bool {
        text.range(of: #",\s"#, options: .regularExpression) != nil
    }

    /// What a chat shows of each message's state: "Message sent", "Message read".
    static let messageStatuses: Set<String> = ["sent", "delivered", "read", "seen", "scheduled", "received", "edited"]
    /// Who "Waiting for …" waits on when it is the user.
    static let theUser: Set<String> = ["user", "user's", "you", "your"]
    /// How a part of another line starts: a bracket, a bullet, a dash.
    static let fragmentStarts = ["(", "[", "•", "·", "- ", "– ", "— ", "* "]
    /// Words no sentence ends on: "Welcome to", "Messages from".
    static let functionWords: Set<String> = [
        "to", "of", "by", "for", "with", "and", "or", "the", "a", "an", "from", "in", "on", "at", "your", "into",
    ]
    /// Words that say a piece of work is over or stopped, or make the line a statement about it.
    static let notInProgress: Set<String> = [
        "complete", "completed", "finished", "done", "interrupted", "failed", "cancelled", "canceled", "stopped",
        "paused", "aborted", "was", "were", "is", "are", "has", "have", "been",
    ]
    /// Whether a gesture's step says what it is for, where, or how ("Tap a voice to listen", "Click here", "Scan
    /// the code shown on your computer", "Swipe up or down"), as a how-to does; a setting's
    /// name says none of it ("Long tap forward/backward time delay", "Shake wrist ignore/reject call", "Scan device
    /// for media content"). A step that picks what a screen displays ("Choose the items displayed on the band
    /// screen") is a setting's summary too.
    static func saysWhatFor(_ words: [String]) -> Bool {
        if Self.touchGestures.contains(words.first ?? "") == false,
           words.contains(where: { ["displayed", "display", "shown", "show"].contains($0) }) { return false }
        return words.dropFirst().contains(where: Self.stepDetails.contains) || Self.saysWhereOnScreen(words)
    }
    static let stepDetails: Set<String> = [
        "to", "here", "below", "above", "up", "down", "left", "right", "twice", "again", "with", "across", "anywhere",
        "and", "then", "on", "in", "from", "at", "into",
    ]
    /// What protects an account or a device: removing it is never tidying.
    static let safeguards: Set<String> = [
        "password", "passwords", "passkey", "passkeys", "key", "keys", "pin", "passcode", "fingerprint", "biometrics",
        "certificate", "certificates", "encryption", "lock", "2fa", "authenticator", "backup", "backups",
    ]
    /// Words that end news of a thing done after a noun that could be a verb ("Export finished").
    static let statusWords: Set<String> = [
        "completed", "complete", "finished", "done", "installed", "applied", "sent", "saved", "started", "succeeded",
        "successful", "successfully", "created", "updated", "enabled", "disabled", "imported", "exported", "restored",
        "deleted", "removed", "copied",
    ]
    /// Whether a removal asked about loses much or for good: everything of a kind, a place the user belongs to,
    /// work not saved, a safeguard, or what can't be undone.
    static func losesMuch(_ words: [String]) -> Bool {
        // "Delete all notes?" loses everything; "Remove this tag from all books?" only a tag.
        let removesAll = words.indices.contains { index in
            Self.wholes.contains(words[index]) && words[max(0, index - 2)..<index].contains(where: Self.removalVerbs.contains)
        }
        // "Delete this item from search history?": what comes after "from" is where a thing is taken from, kept.
        // "…conversation without removing the contact": what comes after "without" is kept too.
        let removed = words.prefix { $0 != "from" && $0 != "without" }
        // "…cancel the invite for this user?": the invite is removed, not the person it was for; a "user-added
        // dictionary" is a dictionary.
        let named = Array(removed.prefix { $0 != "for" })
        let removesSomeone = named.indices.contains { index in
            Self.people.contains(named[index]) && !(index + 1 < named.count && named[index + 1].hasSuffix("ed"))
        }
        return removesAll || removesSomeone || removed.contains(where: Self.muchLost.contains) || removed.contains(where: Self.safeguards.contains)
            || removed.contains { $0.hasPrefix("%") && $0.hasSuffix("d") }
    }
    /// The situation of an empty list: absent for now, absent yet (the user may add it), or absent yet and coming by use.
    static func absence(_ words: [String]) -> FrameSituation {
        guard words.contains("yet") else { return .empty }
        // "No ignored codes yet", "No blocked users yet": what the user sets aside; an empty list of it is the good
        // state, and "Let's change that!" or "THAT CHANGES NOW." urged filling it (two blind readers, set 19).
        if words.contains(where: Self.setAside.contains) { return .empty }
        // "You don't have any pending or past swaps yet.": money the user moves is theirs to choose; "GET AFTER IT."
        // and "Your move." pushed a trade (set 20's Unstoppable Wallet), "and that's okay" reads as dismissive to
        // someone who waits for a payment.
        if words.contains(where: Self.moneyMoves.contains) { return .empty }
        // "No content yet": a noun that is no plural names no thing to add one of ("Let's add one." was read
        // ungrammatical), and such a mass comes by use ("No history yet", "No data yet").
        // ("No favorites added yet": the noun before the participle.)
        if words.first == "no", let named = words.prefix(while: { $0 != "yet" }).last(where: { !Self.isCompletion($0) }),
           !named.hasSuffix("s") || named.hasSuffix("ss") {
            return .emptyByUse
        }
        return words.contains(where: Self.comeByUse.contains) ? .emptyByUse : .emptyYet
    }
    /// What a user sets aside, blocks or hides: a list of it is best empty.
    static let setAside: Set<String> = [
        "ignored", "blocked", "muted", "hidden", "banned", "excluded", "blacklisted", "blocklisted", "filtered",
        "skipped", "rejected", "spam", "snoozed",
    ]
    /// What a removal done can't be cheered for: an account, a profile, everything of a kind.
    static let bigLosses: Set<String> = [
        "account", "accounts", "profile", "profiles", "vault", "database", "everything", "identity", "wallet", "data",
    ]
    /// What comes as an app is used or from others, not by the user's adding: "No history yet", "No messages yet".
    static let comeByUse: Set<String> = [
        "history", "activity", "notifications", "notification", "messages", "mentions", "alerts", "replies",
        "comments", "reviews", "followers", "likes", "reactions", "visits", "views", "recents", "logs", "requests",
        "invitations", "invites", "updates", "reports", "results", "statistics", "stats", "data", "feedback",
        "responses", "emails", "mail", "calls", "news", "crashes", "expenses", "posts",
        // What one says of others' things, as a review is: "No identifications yet." heads a profile's list, also of
        // someone else's profile, where "Let's add one." urges what the user can't do there (set 23's iNaturalist).
        "identifications", "answers", "endorsements",
        // What a naturalist records of the world, shown on every user's profile as posts are ("No observations yet.
        // THAT CHANGES NOW." on someone else's; set 23's iNaturalist, read whole).
        "observations", "sightings", "species",
        // What fills as the user subscribes elsewhere: "No channel subscriptions yet" heads a picker where nothing
        // can be added ("Let's add one.", "Your move." read wrong; NewPipe, the seventeenth round).
        "subscriptions",
    ]
    /// What moves the user's money: a list of it is nobody's to urge filling.
    static let moneyMoves: Set<String> = [
        "transactions", "payments", "charges", "swaps", "trades", "transfers", "orders", "purchases", "deposits",
        "withdrawals", "bids", "invoices",
    ]
    /// Words of a question that asks for the user's opinion ("Are you satisfied with this feature?").
    static let opinionWords: Set<String> = ["satisfied", "enjoying", "enjoy", "happy", "recommend", "helpful", "useful"]
    /// Units of a size or a length: a count of them is a measure, not news.
    static let sizeUnits: Set<String> = ["bytes", "kb", "mb", "gb", "characters"]
    static let wholes: Set<String> = ["all", "every", "everything", "entire"]
    static let removalVerbs: Set<String> = ["delete", "remove", "clear", "erase", "discard", "reset", "wipe", "purge"]
    static let muchLost: Set<String> = [
        "permanently", "undone", "forever", "account", "leave", "unsaved", "changes", "history", "factory", "contents",
        "data", "database", "collection", "block", "draft", "drafts", "folder", "folders", "files", "album",
    ]
    /// People a removal may take away: removing one is never tidying ("Delete user %1$s? You decide what stays."
    /// made a thing of a person; two blind readers, the fifteenth round). A contact is an address book's entry:
    /// "Delete this contact? You decide what stays." was read good (twelfth round).
    static let people: Set<String> = [
        "user", "users", "member", "members", "participant", "participants", "follower", "followers", "friend",
        "friends", "moderator", "moderators", "admin", "admins", "person", "people",
    ]
    /// Verbs that start a command besides the scope classifier's action verbs ("Sync archived cards").
    static let moreCommands: Set<String> = ["sync", "archive", "pair", "scan", "refresh", "reload", "clear", "copy", "rename", "play"]
    /// What a user earns: the verbs after "You" in news worth cheering.
    static let achievements: Set<String> = ["earned", "gained", "unlocked", "reached", "achieved", "completed", "finished", "won", "hit"]
    /// Every word of a question that asks about what was said before it ("Do you want to continue?").
    static let bareQuestionWords: Set<String> = [
        "do", "you", "want", "to", "continue", "proceed", "are", "sure", "really", "still", "wish", "go", "on", "ahead",
    ]
    /// What is saved from a post or a page as often as made by the user: "Saving image…".
    static let mediaNouns: Set<String> = [
        "image", "images", "media", "photo", "photos", "picture", "pictures", "video", "videos", "gif", "gifs",
    ]
    /// What "saving" names in a finance app when no ellipsis makes it work under way: "Saving goal".
    static let savingsNouns: Set<String> = ["goal", "goals", "target", "targets", "plan", "plans", "account", "accounts", "rate"]
    /// Words that tie a question's choice to another action ("Delete original notes after merging?").
    static let optionTimeWords: Set<String> = ["after", "before", "when", "while", "once", "whenever"]
    /// Words of a question about safety, which no light aside fits: "…destructive panic button actions?".
    static let gravityWords: Set<String> = [
        "destructive", "dangerous", "danger", "panic", "unsafe", "risk", "risky", "security", "certificate", "access",
        // "Cancel Alarm?" silences a glucose alert (set 23's xDrip+): "It's okay to change plans." nudged it.
        "alarm", "alarms", "alert", "alerts",
        // "Why are you reporting this player?": reporting someone is no moment for "Hey there." (a blind reader, the
        // seventeenth round's Habitica).
        "report", "reporting", "abuse",
    ]
    /// Words of a question to go on in spite of what the app just said ("Do you want to trust this certificate anyway?").
    static let goingOnWords: Set<String> = ["continue", "proceed", "anyway", "anyways", "regardless"]
    /// Words after a participle that make it a filter or a date ("Created within the past 30 days").
    static let timeWords: Set<String> = ["within", "during", "since", "before", "after", "between", "until"]
    /// What follows "Add" in a field's hint ("Add a comment…", "Add your thoughts").
    static let determiners: Set<String> = ["a", "an", "the", "your", "some", "any", "another", "more", "something", "one"]

    static let subordinators: Set<String> = [
        "when", "if", "while", "after", "before", "until", "once", "because", "which", "who", "whom", "whose", "that",
        "where", "unless", "whether", "so", "whenever", "wherever", "as", "since", "though", "although",
    ]
    /// Verbs that are finite whatever comes before them: auxiliaries, and the third person of common verbs.
    static let finiteVerbs: Set<String> = [
        "is", "are", "was", "were", "will", "can", "has", "have", "had", "may", "might", "could", "would", "does",
        "allows", "lets", "keeps", "stays", "helps", "means", "makes", "works", "runs", "shows", "appears", "syncs",
        "saves", "uses", "takes", "gives", "stores", "includes", "contains", "applies", "affects", "depends",
        "happens", "starts", "stops", "updates", "sends", "gets", "goes", "becomes", "remains", "lives", "belongs",
    ]

    /// Whether the string says a list or a place is empty — "No bookmarks", "This group is empty", "No entries
    /// found" — rather than name an option ("No limit", "No lock screen notifications") or an error ("No network
    /// connection"), which read the same to a scope classifier.
    static func saysEmpty(_ words: [String], text: String) -> Bool {
        if words.contains(where: Self.errorNouns.contains) { return false }
        // "No thanks" is a button; "No, unfortunately this is a hardware feature…" answers a question.
        if text.hasPrefix("no,") || text.hasPrefix("no thanks") { return false }
        // "No episodes lined up, but there are new episodes that await you!": not empty after all.
        if text.contains(", but ") || text.contains(" but there") { return false }
        // "No views", "No one is watching": a count shown beside a thing, not a list to fill.
        if text.hasPrefix("no one") || text.hasPrefix("nobody") || words.contains(where: Self.countedNouns.contains) { return false }
        if words.contains("yet") || words.contains("empty") { return true }
        if ["there are no", "there is no", "there's no", "you have no", "you don't have", "you haven't", "nothing"]
            .contains(where: text.hasPrefix) { return true }
        let rest = words.dropFirst()
        // "No entries were added": a list named by "no"; "You are not participating" says no list is empty.
        if rest.contains(where: Self.statingWords.contains) {
            return ["no", "nothing"].contains(words.first ?? "") && DisplayTextQualityGate.isNegated(text)
        }
        // A bare "No …": a short plural ("No feeds", "No recent locations"), as empty lists are named.
        guard words.first == "no", let last = rest.last, rest.count <= 2 else { return false }
        return last.hasSuffix("s") && !last.hasSuffix("ss")
    }

    static let errorNouns: Set<String> = [
        "connection", "network", "internet", "space", "signal", "access", "permission", "permissions", "service",
        "server", "storage", "memory", "battery", "limit", "error", "offline", "browser", "player", "players", "app",
    ]
    static let countedNouns: Set<String> = [
        "views", "likes", "dislikes", "plays", "subscribers", "followers", "listeners", "viewers", "watchers", "ratings",
        "votes", "stars",
    ]
    /// Words that make "No …" a statement rather than a name: "No entries found", "No data available".
    static let statingWords: Set<String> = [
        "have", "has", "been", "were", "was", "is", "are", "found", "available", "match", "matches", "here", "yet",
        "to", "for", "in", "tagged", "saved", "planned",
    ]

    /// Sentences in `text`: stops followed by more text, plus one. An ellipsis before a capital ends one too
    /// ("Processing… May take a moment": a frame after it read as awkward to a blind reader), not before a value
    /// ("Downloading… %1$@").
    static func sentenceCount(_ text: String) -> Int {
        var count = 1
        let characters = Array(text)
        for index in characters.indices.dropLast() where ".!?…".contains(characters[index]) {
            let next = characters[index + 1]
            if next == " " || next == "\u{00A0}" {
                let rest = characters[(index + 1)...].drop { $0 == " " }
                guard let letter = rest.first else { continue }
                let ellipsis = characters[index] == "…" || (characters[index] == "." && index > 0 && characters[index - 1] == ".")
                if letter.isUppercase || (!ellipsis && (letter.isNumber || letter == "%")) { count += 1 }
            }
        }
        return count
    }

    /// A past participle or a word of completion: "copied", "sent", "set", "done".
    static func isCompletion(_ word: String) -> Bool {
        (word.count > 4 && word.hasSuffix("ed") && !["need", "speed", "feed", "seed", "embed"].contains(word))
            || ["sent", "set", "done", "made", "built", "written", "taken", "kept", "successfully"].contains(word)
    }

    static func startsWithGesture(_ words: [String]) -> Bool {
        guard let first = words.first else { return false }
        // "Select an audio track with descriptions… if available" is a setting's summary: a gesture that is no
        // movement of a finger starts a step only where the text says where on the screen.
        if Self.gestureVerbs.contains(first) {
            return Self.touchGestures.contains(first) || Self.saysWhereOnScreen(words)
        }
        // "To enable notifications, open Notifications…": a goal, then the step.
        return first == "to" && words.dropFirst(2).prefix(8).contains(where: Self.gestureVerbs.contains)
    }

    static let ongoingActivities: Set<String> = [
        "recording", "playing", "listening", "tracking", "navigating", "streaming", "calling", "watching", "running",
        "reading", "broadcasting", "sharing", "casting",
    ]
    static let fillingPhrases = ["will appear here", "will show up here", "will be shown here", "will show here", "will be listed here", "appear here", "show up here"]
    /// Words of reporting, blocking and muting: acts on other people, taken seriously.
    static let moderationWords: Set<String> = [
        "report", "reported", "reports", "block", "blocked", "ban", "banned", "mute", "muted", "flagged",
    ]

    static let goodNews = ["all done", "all caught up", "caught up", "all set", "nothing left to do", "inbox zero"]
    /// How a title that asks to confirm starts: a yes/no question or the action itself ("Delete bookmark?"),
    /// never a question about the user's situation ("Already using Notely on desktop?").
    static let confirmingStarts: Set<String> = [
        "do", "are", "would", "should", "really", "delete", "remove", "discard", "clear", "erase", "reset", "leave", "stop",
        "link", "unlink", "sign", "log", "send", "save", "restore", "archive", "unsubscribe", "block", "mark",
    ]
    static let questionWords: Set<String> = ["what", "what's", "where", "where's", "who", "how", "when", "which", "why"]
    /// Verbs of a field that asks for a value, unless what is asked for is composed ("Type a message…").
    static let fillingVerbs: Set<String> = ["enter", "type", "name", "give"]
    static let composedThings: Set<String> = [
        "message", "comment", "note", "reply", "caption", "post", "review", "description", "thoughts", "story", "bio",
        "status", "toot", "answer",
    ]
    static let writingVerbs: Set<String> = [
        "add", "write", "name", "new", "type", "enter", "describe", "jot", "compose", "say", "give", "leave", "note",
    ]
    /// Words that make a help text's statement a validation message, an error or a wait rather than an explanation.
    static let notInfo: Set<String> = [
        "must", "should", "need", "needs", "required", "requires", "insufficient", "invalid", "blank", "missing",
        "failed", "unable", "error", "sorry", "wait", "moment", "no", "nothing", "empty",
    ]
    /// Whether the text says where to go on the screen: a place after a word of place ("from the browse tab",
    /// "in the 3-dot menu", "press the plus icon below"), not a thing a setting acts on ("Set color to large UI
    /// elements for the right tab").
    static func saysWhereOnScreen(_ words: [String]) -> Bool {
        for (index, word) in words.enumerated() where Self.placesOnScreen.contains(word) {
            // "Open the share menu", "Use the menu to…": the verb itself takes the user there.
            if ["below", "above"].contains(word) || ["open", "go", "navigate", "use"].contains(words[0]) { return true }
            // "…, and then click this button": a touch names the place too.
            let lead = words[max(0, index - 3)..<index]
            if lead.contains(where: { Self.wordsOfPlace.contains($0) || Self.touchGestures.contains($0) }) { return true }
        }
        return false
    }
    static let wordsOfPlace: Set<String> = ["from", "in", "on", "at", "under", "via", "into", "inside", "through"]
    static let placesOnScreen: Set<String> = [
        "menu", "tab", "button", "screen", "settings", "toolbar", "icon", "page", "field", "below", "above", "bar",
        "panel", "dialog", "sidebar", "corner",
    ]
    /// Verbs that start a step of a how-to, besides the gestures: "Add content from the browse tab.".
    static let stepVerbs: Set<String> = [
        "add", "enter", "type", "import", "export", "scan", "use", "set", "turn", "create", "connect", "check",
        "visit", "follow", "allow", "enable", "grant", "install", "copy", "paste", "share", "move", "find", "try",
    ]
    static let touchGestures: Set<String> = [
        "tap", "press", "long", "hold", "swipe", "drag", "pull", "pinch", "double-tap", "click", "scroll", "shake", "touch",
        "scan",
    ]
    static let gestureVerbs: Set<String> = [
        "tap", "press", "long", "hold", "swipe", "drag", "pull", "pinch", "double-tap", "toggle",
        "open", "go", "select", "choose", "click", "fill", "pick", "scroll", "shake", "touch", "navigate", "scan",
    ]
}
