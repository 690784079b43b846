@testable import PersonableDisplayText
import Testing

/// Which frames may be tried on a string: the situations the blind readers' verdicts turned on.
struct FrameSituationTests {
    func situation(_ text: String, _ kind: TextKind) -> FrameSituation? { FrameSituation(text, kind: kind) }

    @Test func progressIsWorkingAndAnOpenEndedWaitIsWaiting() {
        #expect(situation("Uploading…", .loading) == .working)
        #expect(situation("Syncing your library...", .loading) == .working)
        #expect(situation("Crunching the numbers…", .thinking) == .working)
        #expect(situation("Waiting for a GPS fix", .loading) == .waiting)
        #expect(situation("Please wait, rebuilding the index", .thinking) == .waiting)
        // The app waits on the user, who has something to do: no "hang tight" (set 20's Aurora Store).
        #expect(situation("Waiting for user confirmation", .loading) == nil)
        #expect(situation("Waiting for your approval…", .loading) == nil)
        #expect(situation("Waiting for users to join %s", .loading) == .waiting)
        // Two sentences, the first ending in an ellipsis: no frame ("Processing… May take a moment, one step at a
        // time" was read as wrong).
        #expect(situation("Processing… May take a moment", .loading) == nil)
        #expect(situation("Processing... May take a moment", .loading) == nil)
        // A count that goes up as it works gets no aside.
        #expect(situation("Restoring podcast %1$d of %2$d…", .loading) == nil)
        #expect(situation("Downloading 3 of 10 episodes…", .loading) == nil)
        #expect(situation("Downloading… %1$@", .loading) == .working)
        #expect(situation("Copying %1$,d", .loading) == nil)
        #expect(situation("Deleting %d…", .loading) == nil)
    }

    @Test func anOngoingActivityIsNoWait() {
        // "Recording your track, one sec…" was read as wrong: a recording lasts as long as the user wants.
        #expect(situation("Recording your run…", .loading) == .ongoing)
        #expect(situation("Playing episode %d…", .loading) == .ongoing)
        #expect(situation("Exporting to %1$s? Really?", .loading) == nil)
    }

    @Test func emptinessIsToldFromEmptinessTheUserCanFill() {
        #expect(situation("No invoices", .emptyStateTitle) == .empty)
        #expect(situation("Your basket is empty", .emptyStateTitle) == .empty)
        #expect(situation("No drafts yet", .emptyStateTitle) == .emptyYet)
        // Found nothing with the user's own filters, a scan or a lookup: as often an error as a list to fill, so no
        // frame ("No barcode was found, and that's okay" was wrong; "No feeds in the page" is Feeder's error).
        #expect(situation("No songs were found with these filters yet.", .emptyStateDescription) == .notFound)
        #expect(situation("No barcode was found", .emptyStateTitle) == .notFound)
        #expect(situation("No feeds in the page", .emptyStateTitle) == .notFound)
        #expect(situation("No blocked devices", .emptyStateTitle) == .empty)
        #expect(situation("You're all caught up!", .emptyStateTitle) == .allDone)
        // Two sentences, or no emptiness at all: no frame.
        #expect(situation("No podcasts yet. Open the menu to add one.", .emptyStateDescription) == nil)
        #expect(situation("Save articles to read them later", .emptyStateDescription) == nil)
        // Options and errors that read like empty states to the scope classifier get no frame.
        #expect(situation("No limit", .emptyStateTitle) == nil)
        #expect(situation("No sorting", .emptyStateTitle) == nil)
        #expect(situation("No home screen widgets", .emptyStateTitle) == nil)
        #expect(situation("No internet connection", .emptyStateTitle) == nil)
        #expect(situation("No space left on the card", .emptyStateTitle) == nil)
        #expect(situation("No entries found", .emptyStateTitle) == .notFound)
        // A place that fills as the app is used says what will come, not that something is missing: no aside about
        // emptiness fits it ("Your bookmarks will appear here, and that's okay"); a how-to is an instruction.
        #expect(situation("Your bookmarks will appear here.", .emptyStateDescription) == .fillsLater)
        #expect(situation("Messages you star show up here", .emptyStateDescription) == .fillsLater)
        #expect(situation("Tap + to add your first note.", .emptyStateDescription) == .instruction)
        #expect(situation("Tap + to add your first note. Notes sync everywhere.", .emptyStateDescription) == nil)
        #expect(situation("Tap here", .emptyStateDescription) == nil)
        #expect(situation("No recent places", .emptyStateTitle) == .empty)
        #expect(situation("Nothing here but dust", .emptyStateTitle) == .empty)
        // Not empty after all, or a missing app rather than an empty list.
        #expect(situation("No episodes lined up, but there are new episodes that await you!", .emptyStateTitle) == nil)
        #expect(situation("No web browser found.", .emptyStateTitle) == nil)
        #expect(situation("No views", .emptyStateTitle) == nil)
        #expect(situation("No one is watching", .emptyStateTitle) == nil)
        #expect(situation("No video streams are available for external players", .emptyStateDescription) == nil)
    }

    @Test func confirmationsAreAQuestionOrADoneStatement() {
        #expect(situation("Delete this playlist?", .confirmation) == .askRemoval)
        #expect(situation("Are you sure you want to discard your edits?", .confirmation) == .askRemoval)
        #expect(situation("Pair this watch?", .confirmation) == .ask)
        #expect(situation("Address copied", .confirmation) == .done)
        #expect(situation("Exported %1$s to %2$s.", .confirmation) == .done)
        #expect(situation("%d old messages deleted.", .confirmation) == .doneRemoval)
        #expect(situation("Imported %1$s from %2$s", .confirmation) == .done)
        // A list's name is no news.
        #expect(situation("Starred messages", .confirmation) == nil)
        // A question with more after it is left alone.
        #expect(situation("Delete this playlist? Songs stay in your library", .confirmation) == nil)
    }

    @Test func whatAConfirmationWillRemoveIsAWarningNotNews() {
        // The message under a dialog's question: what it acts on, and whether it is for good.
        #expect(situation("%1$d selected templates will be deleted.", .confirmation) == .warnBigRemoval)
        #expect(situation("Budget \"%1$s\" will be deleted.", .confirmation) == .warnRemoval)
        #expect(situation("The transaction created for the selected date will be deleted.", .confirmation) == .warnRemoval)
        #expect(situation("Your notes will be permanently deleted.", .confirmation) == .warnBigRemoval)
        #expect(situation("%s will be deleted. This cannot be undone!", .confirmation) == .warnBigRemoval)
        #expect(situation("All downloads will be deleted!", .confirmation) == .warnBigRemoval)
        // A setting's summary, a rule or a schedule: no situation of removal.
        #expect(situation("Signatures will be removed from quoted messages", .confirmation) == nil)
        #expect(situation("The Send will be permanently deleted on the specified date and time.", .confirmation) == nil)
        #expect(situation("Your backups will be deleted if the app is uninstalled", .confirmation) == nil)
        #expect(situation("Settings that will be removed in a future version", .confirmation) == nil)
    }

    @Test func aWarningOfRemovalSaidActivelyIsOneToo() {
        // Set 19 (Nextcloud Deck): the message under a delete dialog's title, taken for a help text before.
        #expect(situation("This will permanently delete this board including all lists and cards.", .confirmation) == .warnBigRemoval)
        #expect(situation("This will permanently delete this attachment.", .confirmation) == .warnBigRemoval)
        #expect(situation("This will remove the label from %1$d cards.", .confirmation) == .warnRemoval)
        // A rule, a schedule or what the user chose is no dialog's act.
        #expect(situation("This will delete old entries after 30 days.", .confirmation) == nil)
        #expect(situation("This will remove the files you selected.", .confirmation) == nil)
    }

    @Test func aQuestionOfSafetyOrARestoreOfABackupGetsNoAside() {
        // Set 18's apps read whole by a blind reader: "Hey, quick question:" made light of both.
        #expect(situation("Are you sure that you want to allow %1$s to trigger destructive panic button actions?", .confirmation) == nil)
        #expect(situation("Restore backup?", .confirmation) == nil)
        #expect(situation("Do you really want to restore this item?", .confirmation) == .ask)
        #expect(situation("Pair this watch?", .confirmation) == .ask)
    }

    @Test func aChangeSaidBareIsNoNews() {
        // "There you go: Disappearing messages changed" was a warning dialog's title (Briar): the contact changed it.
        #expect(situation("Disappearing messages changed", .confirmation) == nil)
        #expect(situation("Data changed", .confirmation) == nil)
        #expect(situation("Password has been changed.", .confirmation) == .done)
        #expect(situation("Password successfully changed", .confirmation) == .done)
    }

    @Test func newsThatIsPartlyDoneOrTheAppsThanksIsNoDoneStatement() {
        #expect(situation("One category was successfully moved.", .confirmation) == .done)
        #expect(situation("%1$d files copied to folder \"%2$s\", %3$d already exist", .confirmation) == nil)
        #expect(situation("Thanks, your feedback has been successfully sent", .confirmation) == nil)
    }

    @Test func placeholdersTitlesAndInstructions() {
        #expect(situation("Add a reply…", .placeholder) == .write)
        #expect(situation("search your notes...", .placeholder) == .search)
        #expect(situation("Type to search", .placeholder) == .search)
        // The app searching is no invitation to search ("Dig in: Search in progress…" was read as wrong).
        #expect(situation("Search in progress…", .placeholder) == nil)
        #expect(situation("Where are you headed?", .placeholder) == .askOpen)
        // A question that names no one may be a link or a topic ("What's next?"): no aside addresses it.
        #expect(situation("Where to?", .placeholder) == nil)
        #expect(situation("e.g. How far did you walk?", .placeholder) == nil)
        #expect(situation("Welcome to Notely!", .title) == .welcome)
        #expect(situation("What's your email?", .title) == .askOpen)
        #expect(situation("Notely needs your location.", .title) == nil)
        // A dialog's title asking to confirm, and a screen titled by its emptiness.
        #expect(situation("Do you really want to delete %1$s?", .title) == .askRemoval)
        #expect(situation("Link this device?", .title) == .ask)
        #expect(situation("Really delete '%@'?", .title) == .askRemoval)
        #expect(situation("Already using Notely on desktop?", .title) == nil)
        #expect(situation("You don't have any markers", .title) == .empty)
        #expect(situation("No playlists yet", .title) == .emptyYet)
        #expect(situation("No limit", .title) == nil)
        #expect(situation("No thanks", .emptyStateTitle) == nil)
        #expect(situation("No, unfortunately this is a hardware feature, so there is nothing to be done.", .emptyStateDescription) == nil)
        #expect(situation("Swipe left to archive a note", .instruction) == .instruction)
        #expect(situation("To turn on backups, open Settings and choose iCloud.", .instruction) == .instruction)
        #expect(situation("Tap to reveal", .instruction) == nil)
        // A step that starts with another verb than a gesture is a how-to too.
        #expect(situation("Add content from the browse tab.", .instruction) == .instruction)
        #expect(situation("Scan the code shown on your computer", .helpText) == .instruction)
        // A setting's summary in the imperative: no finger moves and no place on the screen is named.
        #expect(situation("Select an audio track with descriptions for visually impaired people if available", .instruction) == nil)
        #expect(situation("Select a photo in the gallery tab to share it", .instruction) == .instruction)
        #expect(situation("Set color to large UI elements for the right tab", .instruction) == nil)
        #expect(situation("Press 'Back' to lock the database if you're at the root screen of the database", .instruction) == nil)
        #expect(situation("Open the share menu to send it", .instruction) == .instruction)
        #expect(situation("Type in the password, and then click this button.", .instruction) == .instruction)
        #expect(situation("Use the menu to export your notes.", .instruction) == .instruction)
        // A field's prompt is a field to fill, which every theme declines (and the model is not asked).
        #expect(situation("Enter the name of the new category to create.", .instruction) == .fill)
        #expect(situation("Use a different instance for authenticated calls", .helpText) == nil)
    }

    @Test func aFieldThatAsksForAValueIsFilledNotWritten() {
        #expect(situation("Enter the name of your folder", .placeholder) == .fill)
        #expect(situation("Name this folder", .placeholder) == .fill)
        // Classified an instruction, the same prompt is still a field to fill: declined, and no model asked (set 18).
        #expect(situation("Enter your main Jami account password.", .instruction) == .fill)
        #expect(situation("Type a message…", .placeholder) == .write)
        #expect(situation("Add a comment…", .placeholder) == .write)
    }

    @Test func aHelpTextThatExplainsInOneSentenceIsInfo() {
        #expect(situation("Backups are made every night at 2:00.", .helpText) == .info)
        #expect(situation("Offline calendars are only available on your phone.", .helpText) == .info)
        // Validation messages and errors the scope classifier took for help texts (real apps' strings), and a wait.
        for text in [
            "Passwords should be identical and non-empty", "There is no maps app installed", "Insufficient space to download.",
            "Template value must not be blank", "You must add at least one recipient.", "Opening a large file (%s), this may take a moment.",
            "Offline calendars are NOT synchronized to a cloud service", "On your device, navigate to device sync, and press scan sync code.",
        ] {
            #expect(situation(text, .helpText) == nil, "\(text)")
        }
        #expect(situation("Enter a calendar name!", .instruction) == .fill)
        // A setting described in the imperative is no statement (LibreTube's settings summaries).
        for text in [
            "Pause playback when the screen is turned off", "Check for updates automatically every time the app is started.",
            "Show a badge with the amount of new videos if there are some", "Keep track of watched videos locally",
            "Automatically play next video in playlists regardless of selected autoplay setting", "Uses the sponsor.ajay.app API",
            "Limit the time span in which stream notifications are shown", "You have to enter a username and password.",
            "Calibrates whenever there is a GPS fix",
        ] {
            #expect(situation(text, .helpText) == nil, "\(text)")
        }
        #expect(situation("Device sync allows you to sync feeds between your devices.", .helpText) == .info)
        #expect(situation("You have filtered out all calendars", .helpText) == .info)
        // Not a help text's explanation: a request, two sentences, a question, an exclamation, a lead-in, too few words.
        #expect(situation("Please disable battery optimizations for playback.", .helpText) == nil)
        #expect(situation("Treat this like a password. Anyone with the link can read it.", .helpText) == nil)
        #expect(situation("How much did you spend or receive?", .helpText) == nil)
        #expect(situation("Enjoy the silence, it's a solid choice!", .helpText) == nil)
        #expect(situation("If you'd like a custom name, enter it below:", .helpText) == nil)
        #expect(situation("Stored locally", .helpText) == nil)
        // An instruction is never info, whatever it says.
        #expect(situation("Backups run every night at 2:00.", .instruction) == nil)
    }

    @Test func aDoneStatementIsNewsNotACommandOrACount() {
        // From a held-out app (Catima, Feeder; seventh round): a count beside a list and a menu command are no news,
        // and what was archived is put away, not removed ("Poof. Card archived" read as deleted).
        #expect(situation("%1$d cards (%2$d archived)", .confirmation) == nil)
        #expect(situation("Export saved articles", .confirmation) == nil)
        #expect(situation("Card archived", .confirmation) == .done)
        #expect(situation("Draft discarded", .confirmation) == .doneRemoval)
        // Who made or shared a thing (Nextcloud Notes), and nothing for an action to act on (Habitica).
        #expect(situation("Shared with you by %1$s", .confirmation) == nil)
        #expect(situation("Created by %@", .confirmation) == nil)
        #expect(situation("No data to export", .emptyStateTitle) == .notFound)
        // A negated statement is no empty list (Habitica), and a count like "%1$d/%2$d" grows as it goes (Aegis).
        #expect(situation("You are not participating", .title) == nil)
        #expect(situation("Optimizing icons %1$d/%2$d", .loading) == nil)
        // "NO HESITATION: Enter an optional password" pressed the user to fill an optional field (Aegis).
        #expect(situation("Enter an optional password", .placeholder) == nil)
        // "Search in content" names where an option looks; "Search for" invites a query.
        #expect(situation("Search in content", .placeholder) == nil)
        #expect(situation("Search for", .placeholder) == .search)
    }

    @Test func noSituationWhereAnAsideWouldMisjudgeTheMomentOrBreakTheSentence() {
        // A report of abuse or a block is no news to cheer (Mastodon's "Report was sent.").
        #expect(situation("Report was sent.", .confirmation) == nil)
        #expect(situation("Blocked %1$s", .confirmation) == nil)
        #expect(situation("Invite sent", .confirmation) == .done)
        // The end of a sentence the app starts with a name (Element's "sent a sticker."): nothing goes before it.
        #expect(situation("sent a sticker.", .confirmation) == nil)
        #expect(situation("search your library...", .placeholder) == .search)
    }

    // The ninth round: every shown text of about 9,800 strings of eight apps, read.

    @Test func noAsideBreaksALeadInOrAFragment() {
        // A lead-in to a value, a sentence the app ends, a part of another line.
        #expect(situation("Restoring backup:", .loading) == nil)
        #expect(situation("Restoring backup…", .loading) == .working)
        #expect(situation("This widget was added by:", .confirmation) == nil)
        #expect(situation("Welcome to", .title) == nil)
        #expect(situation("Welcome to VLC!", .title) == .welcome)
        #expect(situation("(avatar was changed too)", .confirmation) == nil)
        #expect(situation("• Servers matching %s were removed from the allowed list.", .confirmation) == nil)
        // A comma in a format is no second clause.
        #expect(situation("Copying %1$,d files to “%2$s”", .loading) == .working)
    }

    @Test func progressIsWorkStillUnderWay() {
        #expect(situation("Syncing complete", .loading) == nil)
        #expect(situation("Fetching sports details was interrupted", .loading) == nil)
        #expect(situation("Fetching sports details", .loading) == .working)
        // A setting's summary ends with a stop; a second clause asks something of the user; a percentage counts up.
        #expect(situation("Syncing vault with pull down gesture.", .loading) == nil)
        #expect(situation("Showing only the first results, type more letters…", .loading) == nil)
        #expect(situation("Compressing video %d%%", .loading) == nil)
        #expect(situation("Compressing video…", .loading) == .working)
        // When a thing is scheduled is no work under way (set 12).
        #expect(situation("Sending on December 23rd", .loading) == nil)
        #expect(situation("Sending message…", .loading) == .working)
        // A value after a colon ends the line (Thunderbird's notifications).
        #expect(situation("Checking mail: %1$s:%2$s", .loading) == nil)
        #expect(situation("Sending mail: %s", .loading) == nil)
        #expect(situation("Checking mail", .loading) == .working)
    }

    @Test func doneIsNewsOfTheUsersOwnAction() {
        // A state or a failure.
        #expect(situation("Not logged in", .confirmation) == nil)
        #expect(situation("Some messages have not been sent", .confirmation) == nil)
        #expect(situation("Too many requests have been sent", .confirmation) == nil)
        #expect(situation("Email sent", .confirmation) == .done)
        // A timeline's line about what someone did, or an announcement.
        #expect(situation("%1$s created the room", .confirmation) == nil)
        #expect(situation("%s sent you a follow request", .confirmation) == nil)
        #expect(situation("You removed %1$s", .confirmation) == nil)
        #expect(situation("We updated our widgets!", .confirmation) == nil)
        // A count first is what was done to.
        #expect(situation("%d cards deleted", .confirmation) == .doneRemoval)
        #expect(situation("%1$d items have been imported to your vault.", .confirmation) == .done)
        // Who did it, when, as whom: an attribution or a filter.
        #expect(situation("Event deleted by user", .confirmation) == nil)
        #expect(situation("Updated %1$s ago", .confirmation) == nil)
        #expect(situation("Logged in as %1$s on %2$s.", .confirmation) == nil)
        #expect(situation("Created within the past 30 days", .confirmation) == nil)
        #expect(situation("Updated to version %s", .confirmation) == .done)
        // A command is no news either.
        #expect(situation("Sync archived cards", .confirmation) == nil)
        #expect(situation("Delete downloaded", .confirmation) == nil)
        // A part of the whole, and a line with a value after its colon.
        #expect(situation("%1$d/%2$d keys imported with success.", .confirmation) == nil)
        #expect(situation("3 of 5 files imported", .confirmation) == nil)
        #expect(situation("AnkiDroid exported flashcards: %s", .confirmation) == nil)
        #expect(situation("Update installed", .confirmation) == .done)
        // The user's own things taken away, perhaps by someone else.
        #expect(situation("Some of your posts have been removed.", .confirmation) == nil)
        #expect(situation("Your account has been deleted", .confirmation) == nil)
        #expect(situation("Item deleted", .confirmation) == .doneRemoval)
    }

    @Test func anOpenQuestionIsPutToTheUserAndAFieldIsNoMenuCommand() {
        // A topic or a link is asked of no one: "Hey there." before it addresses nobody.
        #expect(situation("What are servers?", .placeholder) == nil)
        #expect(situation("Why am I seeing this?", .placeholder) == nil)
        #expect(situation("Who can access?", .title) == nil)
        #expect(situation("Who are you working with?", .placeholder) == .askOpen)
        #expect(situation("What's your email?", .title) == .askOpen)
        // What is done to the user's things, asked as a help page's heading (set 23's Grocy, an About row).
        #expect(situation("How is your data processed?", .title) == nil)
        #expect(situation("Where are your photos stored?", .placeholder) == nil)
        #expect(situation("What is your name?", .title) == .askOpen)
        #expect(situation("Which files have you shared?", .title) == .askOpen)
        // A menu command opens a dialog; a field's hint names what to write.
        #expect(situation("Add account...", .placeholder) == nil)
        #expect(situation("Add to list…", .placeholder) == nil)
        #expect(situation("Add a comment…", .placeholder) == .write)
        // A step does not wait on a condition.
        #expect(situation("Open navigation drawer when swiped right from anywhere on the screen", .instruction) == nil)
    }

    @Test func aHowToSaysWhatTheGestureIsForWhereOrHow() {
        // A setting's name says none of it.
        #expect(situation("Long tap forward/backward time delay", .helpText) == nil)
        #expect(situation("Shake wrist ignore/reject call", .instruction) == nil)
        #expect(situation("Scan device for media content", .instruction) == nil)
        #expect(situation("Tap connected device for App manager", .instruction) == nil)
        #expect(situation("Tap a voice to listen", .instruction) == .instruction)
        #expect(situation("Click here to see older messages", .helpText) == .instruction)
        // Picking what a screen displays is a setting's summary.
        #expect(situation("Choose the items displayed on the band screen", .instruction) == nil)
        // A setting's summary says by what means (set 13).
        #expect(situation("Navigate by sliding across status bar", .instruction) == nil)
    }

    @Test func noAsideOnASafeguardRemovedAWarningOrACheckOnWhoIsActing() {
        #expect(situation("Passkey removed", .confirmation) == nil)
        #expect(situation("Password removed", .confirmation) == nil)
        #expect(situation("Poll removed", .confirmation) == .doneRemoval)
        #expect(situation("The card type for the current card was deleted.", .confirmation) == nil)
        #expect(situation("Are you trying to log in?", .title) == nil)
        #expect(situation("Are you trying to log in?", .confirmation) == nil)
        #expect(situation("Are you sure you want to sign out?", .confirmation) == .ask)
        // What the app schedules is not something the user makes.
        #expect(situation("No cards are due yet", .emptyStateTitle) == nil)
        #expect(situation("No cards yet", .emptyStateTitle) == .emptyYet)
    }

    /// Read in the whole of set 14's four apps (AntennaPod, NewPipe, Thunderbird, Wikipedia; tenth round).
    @Test func noAsideOnASurveyAnotherOnesDoingAMeasureOrAfterASymbol() {
        #expect(situation("Are you satisfied with this feature?", .title) == nil)
        #expect(situation("Are you satisfied with your collection?", .confirmation) == nil)
        #expect(situation("Are you sure you want to exit?", .title) == .ask)
        #expect(situation("A collection has been shared with you", .confirmation) == nil)
        #expect(situation("%,d bytes added", .confirmation) == nil)
        #expect(situation("Your 'Thanks' was sent to %s 👍", .confirmation) == nil)
        #expect(situation("Your 'Thanks' was sent to %s", .confirmation) == .done)
        // A participle first is news when it says where to (set 15's Amaze), a list's name when it names a kind.
        #expect(situation("Copied to clipboard", .confirmation) == .done)
        #expect(situation("Saved articles", .confirmation) == nil)
        // Taking one thing out of a history keeps the history.
        #expect(situation("Do you want to delete this item from search history?", .confirmation) == .askRemoval)
        #expect(situation("Delete entire search history?", .confirmation) == .askBigRemoval)
    }

    @Test func aRemovalThatLosesMuchIsToldFromAnEverydayOne() {
        // A pause suits these (blind readers: good) and patronises a bookmark's deletion (bland or wrong).
        #expect(situation("Delete all notes?", .confirmation) == .askBigRemoval)
        #expect(situation("Are you sure you want to leave the room?", .confirmation) == .askBigRemoval)
        #expect(situation("Delete all encryption keys related to device unlock recognition?", .confirmation) == .askBigRemoval)
        #expect(situation("Are you sure you want to delete %d activities?", .confirmation) == .askBigRemoval)
        #expect(situation("Delete this bookmark?", .confirmation) == .askRemoval)
        #expect(situation("Remove this tag from all books?", .confirmation) == .askRemoval)
        #expect(situation("Remove this tag?", .confirmation) == .askRemoval)
    }

    @Test func removingAPersonIsNeverTidying() {
        // "Delete user %1$s? You decide what stays." and "Remove member? You decide what stays." made a thing of a
        // person (two blind readers, fifteenth round): a person's removal is weighed, like an account's.
        #expect(situation("Delete user %1$s?", .confirmation) == .askBigRemoval)
        #expect(situation("Remove member?", .confirmation) == .askBigRemoval)
        #expect(situation("Remove follower?", .title) == .askBigRemoval)
        #expect(situation("Delete this contact?", .confirmation) == .askRemoval)
        // What comes after "from" is kept: the user list stays.
        #expect(situation("Remove this tag from all users?", .confirmation) == .askRemoval)
        #expect(situation("Are you sure you want to cancel the invite for this user?", .confirmation) == .askRemoval)
        #expect(situation("Really remove user-added dictionary \"%s\"?", .confirmation) == .askRemoval)
        #expect(situation("This will remove this conversation without removing the moderator.", .confirmation) == .warnRemoval)
        #expect(situation("Delete this playlist?", .confirmation) == .askRemoval)
    }

    @Test func anEmptyStateThatAlreadySaysWhatToDoGetsNoAside() {
        #expect(situation("No other published addresses yet, add one below.", .emptyStateTitle) == nil)
        #expect(situation("No other published addresses yet.", .emptyStateTitle) == .emptyYet)
    }

    @Test func whatComesByUseOrFromOthersIsToldFromWhatTheUserAdds() {
        // Set 16 (LibreTube, DuckDuckGo; two blind readers): "No history yet. Take charge and add your first." was
        // wrong, "Let's change that!" bland; history fills as the app is used.
        #expect(situation("No history yet.", .emptyStateTitle) == .emptyByUse)
        #expect(situation("No notifications yet", .emptyStateTitle) == .emptyByUse)
        #expect(situation("No messages yet", .title) == .emptyByUse)
        #expect(situation("No Fireproof sites yet", .emptyStateTitle) == .emptyYet)
        #expect(situation("No playlists yet", .title) == .emptyYet)
        // Set 23 (iNaturalist, two blind readers): "No identifications yet. Let's add one." on a profile's list,
        // someone else's too, urged what the user can't do there; what one says of others' things comes by use.
        #expect(situation("No identifications yet.", .emptyStateTitle) == .emptyByUse)
        #expect(situation("No answers yet", .emptyStateTitle) == .emptyByUse)
        #expect(situation("No observations yet.", .emptyStateTitle) == .emptyByUse)
        #expect(situation("No species yet", .emptyStateTitle) == .emptyByUse)
        #expect(situation("No projects yet", .emptyStateTitle) == .emptyYet)
    }

    @Test func whatTheUserSetsAsideOrANounOfNoPluralIsNothingToAdd() {
        // Set 19 (Binary Eye, Jerboa; two blind readers): "No ignored codes yet. Let's change that!" urged ignoring
        // codes; "No content yet! Let's add one." is ungrammatical, and a feed's content is not the user's to add.
        #expect(situation("No ignored codes yet", .emptyStateTitle) == .empty)
        #expect(situation("No blocked users yet", .emptyStateTitle) == .empty)
        #expect(situation("No content yet", .emptyStateTitle) == .emptyByUse)
        #expect(situation("No posts yet", .emptyStateTitle) == .emptyByUse)
        #expect(situation("No profiles yet", .emptyStateTitle) == .emptyYet)
        #expect(situation("No addresses yet", .emptyStateTitle) == .emptyYet)
        #expect(situation("No favorites added yet", .emptyStateTitle) == .emptyYet)
    }

    @Test func newsEndingOnSuccessOrOfEverythingOfAKindIsDone() {
        // Set 19 (openScale, Jerboa): "Log file…" was taken for an instruction, "All crash logs deleted" for a label;
        // the kind comes from the scope classifier, as for an app's strings.
        let classifier = TextScopeClassifier()
        for (text, expected) in [("Log file exported successfully.", FrameSituation.done), ("All crash logs deleted", .doneRemoval)] {
            #expect(situation(text, classifier.classify(text)) == expected, "\(text)")
        }
    }

    @Test func aBigLossDoneIsNoNewsToCheer() {
        // Set 16 (Read You): "Poof. Account deleted" read as flippant, "Account deleted. NO DEAD WEIGHT." as wrong.
        #expect(situation("Account deleted", .confirmation) == nil)
        #expect(situation("Profile removed", .confirmation) == nil)
        #expect(situation("Chat deleted", .confirmation) == .doneRemoval)
        #expect(situation("Deleted %d calendar events!", .confirmation) == .doneRemoval)
    }

    @Test func aGestureWhileSomethingHoldsIsASettingsSummary() {
        // LibreTube's "Swipe controls" summary (set 16's app read whole) got casual's "Pro tip:".
        #expect(situation("Swipe to adjust the brightness and volume while in fullscreen mode", .instruction) == nil)
        #expect(situation("Swipe left to archive a note", .instruction) == .instruction)
    }

    @Test func aGestureNamedByItsFingersIsATouchpadSetting() {
        // KDE Connect's touchpad gesture rows (set 17's apps read whole) got casual's "Pro tip:".
        #expect(situation("Swipe down using two fingers", .instruction) == nil)
        #expect(situation("Swipe up using three fingers", .instruction) == nil)
        #expect(situation("Tap with 3 fingers", .instruction) == nil)
        #expect(situation("Swipe with two fingers to scroll the page", .instruction) == .instruction)
    }

    @Test func aChoiceThatComesWithAnotherActionIsNoConfirmation() {
        // Set 17 (Omni Notes): "Just checking: Delete original notes after merging?" read as if the user had chosen.
        #expect(situation("Delete original notes after merging?", .confirmation) == nil)
        #expect(situation("Disable Fireproof reminder when signing in to sites?", .confirmation) == nil)
        #expect(situation("Delete original notes?", .confirmation) == .askRemoval)
    }

    @Test func aRemovalSaidInAFullSentenceIsAThingGoneNotNews() {
        // Set 17 (MyExpenses): "Budget has been deleted" is the text of a view whose budget is gone; "Poof." there
        // cheers a loss. Data erased is a big loss ("Poof. Data erasing completed", set 17's apps read whole).
        #expect(situation("Budget has been deleted", .confirmation) == nil)
        #expect(situation("Messages were removed", .confirmation) == nil)
        #expect(situation("Data erasing completed", .confirmation) == nil)
        #expect(situation("Budget deleted", .confirmation) == .doneRemoval)
        #expect(situation("Preferences have been restored from backup.", .confirmation) == .done)
    }

    @Test func expensesComeByUseNotByAddingForTheirOwnSake() {
        // "No Expenses Yet. GET AFTER IT!" urged spending (set 17's apps read whole).
        #expect(situation("No expenses yet", .emptyStateTitle) == .emptyByUse)
    }

    @Test func aChoiceAGrantOfAccessAndAStateAreNoConfirmationToFrame() {
        // Set 21's apps read whole (fifteenth round): "Just checking:" before a choice between two reads as if one had
        // been picked; before a grant of access or a certificate trusted "anyway" it makes light of a decision about
        // safety; "Boom. Previously set" and "KEEP MOVING." after the app's own doing cheer what the user didn't do.
        #expect(situation("Do you want to take a photo or video?", .confirmation) == nil)
        #expect(situation("Do you want to reauthorize or delete this account?", .confirmation) == nil)
        #expect(situation("Delete or archive this note?", .title) == nil)
        #expect(situation("Do you want to trust this certificate anyway?", .confirmation) == nil)
        #expect(situation("Send anyway?", .confirmation) == nil)
        #expect(situation("Allow %1$s to access your Nextcloud account %2$s?", .confirmation) == nil)
        #expect(situation("Previously set", .confirmation) == nil)
        #expect(situation("Your status was set automatically", .confirmation) == nil)
        #expect(situation("Save to storage?", .confirmation) == .ask)
        #expect(situation("Delete this task?", .title) == .askRemoval)
        #expect(situation("Status set", .confirmation) == .done)
        // Set 23's xDrip+ (read whole, sixteenth round): silencing an alert is a decision about safety.
        #expect(situation("Cancel Alarm?", .confirmation) == nil)
        #expect(situation("Snooze all alerts?", .confirmation) == nil)
        #expect(situation("Cancel upload?", .confirmation) == .askRemoval)
        // A chat's status of each message, read out beside every one; where a copied text came from.
        #expect(situation("Message sent", .confirmation) == nil)
        #expect(situation("Message scheduled", .confirmation) == nil)
        #expect(situation("Text copied from %1$s", .confirmation) == nil)
        #expect(situation("Message copied", .confirmation) == .done)
        #expect(situation("Invitation sent", .confirmation) == .done)
    }

    @Test func examplesOfWhatToTypeAreNoInvitationToWrite() {
        // Proton VPN's search field: "Your voice matters: New York, London, Tokyo, Sydney…" (set 21's apps read whole).
        #expect(situation("New York, London, Tokyo, Sydney…", .placeholder) == nil)
        #expect(situation("New comment…", .placeholder) == .write)
    }

    @Test func anEmptyListOfMoneyMovedIsNobodysToUrgeFilling() {
        // "You don't have any pending or past swaps yet. GET AFTER IT." pushed a trade (set 20's Unstoppable Wallet,
        // read whole in the fifteenth round); "No pending or past transactions yet, and that's okay." was read as
        // dismissive to someone waiting for a payment.
        #expect(situation("You don't have any pending or past swaps yet.", .emptyStateDescription) == .empty)
        #expect(situation("No transactions yet", .emptyStateTitle) == .empty)
        #expect(situation("No orders yet", .emptyStateTitle) == .empty)
        #expect(situation("No notes yet", .emptyStateTitle) == .emptyYet)
    }

    @Test func aBareQuestionAfterAWarningAndASavingsGoalGetNoAside() {
        // Set 17's apps read whole by a blind reader: "Hey, quick question: Do you want to continue?" broke into a
        // warning of data loss; "Saving goal" is a savings account's goal, not a save under way.
        #expect(situation("Do you want to continue?", .confirmation) == nil)
        #expect(situation("Are you sure?", .confirmation) == nil)
        // A question to go on ends a warning too, whatever it names: a changed host key before "Are you sure you
        // want to continue connecting?" (set 20's ConnectBot, read whole in the fifteenth round).
        #expect(situation("Are you sure you want to continue connecting?", .confirmation) == nil)
        #expect(situation("Do you want to continue the download?", .confirmation) == nil)
        #expect(situation("Proceed restoring from backup?", .confirmation) == nil)
        #expect(situation("Proceed deleting backup?", .confirmation) == .askBigRemoval)
        #expect(situation("Do you want to cancel the download?", .confirmation) == .askRemoval)
        #expect(situation("Saving goal", .loading) == nil)
        #expect(situation("Saving goal…", .loading) == .working)
        #expect(situation("Saving draft", .loading) == .working)
    }

    @Test func aDialogTitleInTitleCaseGetsNoAside() {
        // Set 24's wallabag: "Clear Database? Take a moment if you need it." and "Just checking: Clear Database?"
        // were read as padding on a dialog's title (two blind readers); the message under it asks in full.
        #expect(situation("Clear Database?", .confirmation) == nil)
        #expect(situation("Delete Network Engine?", .title) == nil)
        #expect(situation("Clear database?", .confirmation) == .askBigRemoval)
        #expect(situation("Are you sure you want to clear the database?", .confirmation) == .askBigRemoval)
        #expect(situation("Delete %s?", .confirmation) == .askRemoval)
    }

    @Test func aQuestionThatAsksASecondActionGetsNoAside() {
        // Set 24's MedTimer read whole: "You decide what stays." after a removal asked with another action.
        #expect(situation("Do you want to delete this event and re-raise the notification?", .confirmation) == nil)
        #expect(situation("Remove this member and block them?", .confirmation) == nil)
        #expect(situation("Delete photos and videos?", .confirmation) == .askRemoval)
        #expect(situation("Delete all notes and all folders?", .confirmation) == .askBigRemoval)
        #expect(situation("Do you want to delete this event?", .confirmation) == .askRemoval)
    }

    @Test func aQuestionAboutReportingSomeoneGetsNoAside() {
        // Habitica's report sheet: "Hey there. Why are you reporting this player?" (a blind reader, seventeenth round).
        #expect(situation("Why are you reporting this player?", .title) == nil)
        #expect(situation("Why are you reporting this player?", .placeholder) == nil)
        #expect(situation("Report this post?", .confirmation) == nil)
        #expect(situation("Who are you working with?", .title) == .askOpen)
    }

    @Test func subscriptionsComeByUse() {
        // NewPipe's channel picker: "No channel subscriptions yet! Let's add one." where nothing can be added.
        #expect(situation("No channel subscriptions yet", .emptyStateTitle) == .emptyByUse)
        #expect(situation("No subscriptions yet", .emptyStateTitle) == .emptyByUse)
        #expect(situation("No playlists yet", .emptyStateTitle) == .emptyYet)
    }

    @Test func aTimeAfterABareParticipleLabelsARow() {
        // Set 26's Clock: "Scheduled for %s" under every alarm of the list ("Boom.", "ON TO THE NEXT ONE." read wrong).
        #expect(situation("Scheduled for %s", .confirmation) == nil)
        #expect(situation("Snoozed until %1$s", .confirmation) == nil)
        #expect(situation("Notification scheduled for %s", .confirmation) == .done)
        #expect(situation("Saved to %s", .confirmation) == .done)
    }

    @Test func aFeatureNamedAfterTheGreetingIsNoWelcome() {
        // Set 27's Easy Diary: the setting "Welcome Dashboard popup" got "Settle in.", "STAY HARD.", "Stay curious.".
        #expect(situation("Welcome Dashboard popup", .title) == nil)
        #expect(situation("Welcome screen", .title) == nil)
        #expect(situation("Welcome to ReadTracker!", .title) == .welcome)
        #expect(situation("Welcome back", .title) == .welcome)
    }
}
