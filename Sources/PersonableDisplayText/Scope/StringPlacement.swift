/// Where a string catalog says a string is shown, read from its key and its comment for translators: a button, a
/// menu, a tab, a header, an error, a notification channel or an accessibility label — places no theme rewrites.
///
/// The words of "Loading…" or "Downloading PDFs" don't say they are a button's title or a notification channel's
/// name; `button_loading` and `notification_channel_name_downloads` do. So a catalog's own names are read before
/// the words, and only to keep a string out: a name never brings one into scope (precision first).
///
/// A key is read only when it is an identifier (no spaces, not the text itself: Apple catalogs often key a string by
/// its English text), and only its first and last words count (`menu_settings`, `btnMarkRead`, `…_acceptButton`,
/// `header_event`): a word in the middle is more often what the string is about (`tour_leftMenu_desc`, "To open
/// the left menu, tap…"). A comment counts when it starts with the place ("Button title…", "Menu item that…").
public struct StringPlacement: Sendable, Hashable {
    /// The out-of-scope kind the key or the comment names, `nil` when they name none.
    public let kind: TextKind?

    /// - Parameters:
    ///   - key: the catalog key or resource name (`nil` when there is none).
    ///   - comment: the comment for translators (`nil` when there is none).
    ///   - text: the string itself, to tell a key that is only the text.
    public init(key: String?, comment: String? = nil, text: String) {
        kind = Self.kind(ofKey: key, text: text) ?? Self.kind(ofComment: comment)
    }

    static func kind(ofKey key: String?, text: String) -> TextKind? {
        guard let key, !key.contains(where: \.isWhitespace), key != text else { return nil }
        let words = Self.words(ofKey: key)
        guard let first = words.first, let last = words.last else { return nil }
        // A notification channel's name and description are shown in the system's settings, not the app.
        if words.contains("notification"), words.contains("channel") { return .settingsLabel }
        // `cd_…`, `…_content_description`, `a11y_…`: read aloud by a screen reader, where plain words serve best.
        if first == "cd" || first == "a11y" || first == "accessibility" || words.suffix(2) == ["content", "description"] {
            return .label
        }
        for word in [first, last] {
            if let kind = placeWords[word] { return kind }
        }
        // `…_errorMessage`, `errorMessage_…`: an error's text, whatever comes around it.
        if zip(words, words.dropFirst()).contains(where: { $0 == "error" && $1 == "message" }) { return .error }
        return nil
    }

    static func kind(ofComment comment: String?) -> TextKind? {
        guard let comment else { return nil }
        var words = comment.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        if let article = words.first, ["the", "a", "an"].contains(article) { words.removeFirst() }
        guard let first = words.first else { return nil }
        if first == "section", words.dropFirst().first == "header" || words.dropFirst().first == "title" { return .sectionHeader }
        if first == "accessibility" || first == "voiceover" { return .label }
        return placeWords[first]
    }

    /// A key's words, lower-cased: split at anything but letters and digits and where a lower-case letter or digit
    /// meets a capital (`btnMarkRead` → btn, mark, read).
    static func words(ofKey key: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in key {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(Character(character.lowercased()))
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Words that name a place no theme rewrites, and what is shown there.
    static let placeWords: [String: TextKind] = [
        "button": .button, "btn": .button,
        "menu": .navigation, "tab": .navigation, "nav": .navigation, "navigation": .navigation, "toolbar": .navigation,
        "header": .sectionHeader, "heading": .sectionHeader,
        "error": .error, "err": .error,
    ]
}
