@testable import PersonableDisplayText
import Testing

/// A catalog's key and comment say where a string is shown when its words don't (set 24's apps, read whole).
struct StringPlacementTests {
    @Test(arguments: [
        // A notification channel's name is shown in the system's settings: "Downloading PDFs" read as progress.
        ("notification_channel_name_downloading_articles", "Downloading PDFs", TextKind.settingsLabel),
        ("menu_syncLocalChanges", "Sync local changes", .navigation),
        ("menuDownloadAsFile", "Download as file", .navigation),
        ("btnMarkRead", "Mark as Read", .button),
        ("d_testConnection_urlSuggestion_acceptButton", "Use suggested", .button),
        ("gallery_image_search_btn", "Find in sky", .button),
        ("tab_overview", "Overview", .navigation),
        ("nav_add", "Add new entry", .navigation),
        ("header_event", "Event:", .sectionHeader),
        ("diagnostics_activity_sensors_heading", "Sensors", .sectionHeader),
        ("err_too_many_rows", "Too many rows", .error),
        ("wrongUsernameOrPassword_errorMessage", "Maybe the username or password is wrong?", .error),
        ("location_map_content_description", "Map showing your location", .label),
        ("cd_play", "Play the episode", .label),
    ])
    func aKeyThatNamesAPlaceNoThemeRewritesKeepsTheString(key: String, text: String, kind: TextKind) {
        #expect(StringPlacement(key: key, text: text).kind == kind)
    }

    @Test(arguments: [
        // What a string is about, in the middle of its key, is not where it is shown.
        ("tour_leftMenu_desc", "To open the left menu, tap on the left side of the title bar or swipe right."),
        ("prefs_buttonSettings_summary", "Configure button size and button actions."),
        ("pref_desc_tts_nextButtonIsFastForward", "Pressing \"Next\" media button fast-forwards instead of skipping."),
        ("pref_name_misc_wipeDB_confirmMessage", "Are you sure you want to clear the database?"),
        ("no_articles", "No articles"),
        ("loading_article_text", "Loading…"),
        // A chat's channel is no notification channel.
        ("leave_channel_confirm", "Leave this channel?"),
    ])
    func aKeyThatNamesNoSuchPlaceLeavesTheWordsToDecide(key: String, text: String) {
        #expect(StringPlacement(key: key, text: text).kind == nil)
    }

    @Test func aKeyThatIsTheTextItselfSaysNothing() {
        // Apple catalogs often key a string by its English text: its words are not a name.
        #expect(StringPlacement(key: "Error", text: "Error").kind == nil)
        #expect(StringPlacement(key: "Tap the menu button to start", text: "Tap the menu button to start").kind == nil)
        #expect(StringPlacement(key: nil, text: "Loading…").kind == nil)
    }

    @Test(arguments: [
        ("Button title while the connection is tested", TextKind.button),
        ("The menu item that syncs now", .navigation),
        ("Section header on the settings screen", .sectionHeader),
        ("Error shown when the server can't be reached", .error),
        ("Accessibility label of the play button", .label),
    ])
    func aCommentThatStartsWithThePlaceKeepsTheString(comment: String, kind: TextKind) {
        #expect(StringPlacement(key: nil, comment: comment, text: "Testing…").kind == kind)
    }

    @Test func aCommentThatOnlyMentionsAPlaceLeavesTheWordsToDecide() {
        #expect(StringPlacement(key: nil, comment: "Shown after the user taps the Save button", text: "Saved to your library").kind == nil)
        #expect(StringPlacement(key: nil, comment: "Shown on the harbour screen before the first sync.", text: "Syncing…").kind == nil)
    }

    @Test func keyWordsSplitAtCapitalsAndSeparators() {
        #expect(StringPlacement.words(ofKey: "btnMarkRead") == ["btn", "mark", "read"])
        #expect(StringPlacement.words(ofKey: "d_urlAction_openInBrowser") == ["d", "url", "action", "open", "in", "browser"])
        #expect(StringPlacement.words(ofKey: "settings.section2Header") == ["settings", "section2", "header"])
    }
}
