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
        // Two sentences, the first ending in an ellipsis: no frame ("Processing… May take a moment, one step at a
        // time" was read as wrong).
        #expect(situation("Processing… May take a moment", .loading) == nil)
        #expect(situation("Processing... May take a moment", .loading) == nil)
        #expect(situation("Downloading… %1$@", .loading) == .working)
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
        // Found nothing with the user's own filters: nothing to create, so no "let's add one".
        #expect(situation("No songs were found with these filters yet.", .emptyStateDescription) == .empty)
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
        #expect(situation("No entries found", .emptyStateTitle) == .empty)
        // A place that fills as the app is used; an empty state that says how to fill it is a how-to.
        #expect(situation("Your bookmarks will appear here.", .emptyStateDescription) == .empty)
        #expect(situation("Messages you star show up here", .emptyStateDescription) == .empty)
        #expect(situation("Tap + to add your first note.", .emptyStateDescription) == .instruction)
        #expect(situation("Tap + to add your first note. Notes sync everywhere.", .emptyStateDescription) == nil)
        #expect(situation("Tap here", .emptyStateDescription) == nil)
        #expect(situation("No recent places", .emptyStateTitle) == .empty)
        #expect(situation("Nothing here but dust", .emptyStateTitle) == .empty)
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
        // A warning of what will happen is no done statement; a question with more after it is left alone.
        #expect(situation("Your notes will be permanently deleted.", .confirmation) == nil)
        #expect(situation("Delete this playlist? Songs stay in your library", .confirmation) == nil)
    }

    @Test func placeholdersTitlesAndInstructions() {
        #expect(situation("Add a reply…", .placeholder) == .write)
        #expect(situation("search your notes...", .placeholder) == .search)
        #expect(situation("Type to search", .placeholder) == .search)
        // The app searching is no invitation to search ("Dig in: Search in progress…" was read as wrong).
        #expect(situation("Search in progress…", .placeholder) == nil)
        #expect(situation("Where to?", .placeholder) == .askOpen)
        #expect(situation("e.g. How far did you walk?", .placeholder) == nil)
        #expect(situation("Welcome to Notely!", .title) == .welcome)
        #expect(situation("What's your email?", .title) == .askOpen)
        #expect(situation("Notely needs your location.", .title) == nil)
        // A dialog's title asking to confirm, and a screen titled by its emptiness.
        #expect(situation("Do you really want to delete %1$s?", .title) == .askRemoval)
        #expect(situation("Link this device?", .title) == .ask)
        #expect(situation("Already using Notely on desktop?", .title) == nil)
        #expect(situation("You don't have any markers", .title) == .empty)
        #expect(situation("No playlists yet", .title) == .emptyYet)
        #expect(situation("No limit", .title) == nil)
        #expect(situation("Swipe left to archive a note", .instruction) == .instruction)
        #expect(situation("To turn on backups, open Settings and choose iCloud.", .instruction) == .instruction)
        #expect(situation("Backups run every night at 2:00.", .helpText) == nil)
        #expect(situation("Tap to reveal", .instruction) == nil)
    }
}
