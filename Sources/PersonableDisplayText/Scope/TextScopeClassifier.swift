import Foundation

/// Tells what kind of UI string a text is, from its shape and wording alone, so that a batch of an app's strings
/// can be themed without labelling each one.
///
/// Precision comes first: when a string could be a label, a button or a header, it is classified out of scope
/// and kept as it is. A single word ("Saved", "Title") is always out of scope: without context it is as likely a
/// tab or a button as a status or a placeholder. A caller that knows the kind passes a `DisplayTextType` instead.
public struct TextScopeClassifier: Sendable {
    public init() {}

    /// The kind of `text`.
    public func classify(_ text: String) -> TextKind {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let bare = Self.withoutSpecifiers(trimmed)
        let words = Self.words(bare)
        guard bare.contains(where: \.isLetter) else { return .formatOnly }
        let lower = trimmed.lowercased().replacingOccurrences(of: "’", with: "'")

        // "Mute @%1$s?", "Unfollow #%1$s?": a dialog that asks to act on a value, not a label.
        if trimmed.hasSuffix("?"), let verb = words.first?.lowercased(), Self.confirmationVerbs.contains(verb),
           !FormatSpecifiers(in: trimmed).all.isEmpty {
            return .confirmation
        }
        // "Welcome!", "Welcome, %1$s!": a greeting said to the user; "Welcome" bare may name a screen.
        if words.count == 1, words[0].lowercased() == "welcome", trimmed.hasSuffix("!") || !FormatSpecifiers(in: trimmed).all.isEmpty {
            return .title
        }
        if Self.isVersionOrValue(trimmed, words: words) { return .label }
        if Self.containsAny(lower, Self.errorMarkers) { return .error }
        if Self.containsAny(lower, Self.validationMarkers) || Self.isLengthRule(lower) { return .validation }
        if lower.contains("(default)") || trimmed.range(of: #"^[A-Z][\w ]*\([A-Z][\w ]*\)$"#, options: .regularExpression) != nil {
            return .optionLabel
        }
        let letters = bare.filter(\.isLetter)
        if letters.count >= 2, letters == letters.uppercased(), !Self.endsSentence(trimmed) { return .sectionHeader }
        let first = words[0].lowercased()
        let endsWithEllipsis = trimmed.hasSuffix("...") || trimmed.hasSuffix("…")
        // "Checking every …", "Remind me in…": the ellipsis stands for a value still to come, a setting's row.
        if endsWithEllipsis, Self.needsComplement.contains(Self.lastWordBeforeEllipsis(trimmed)) { return .settingsLabel }
        if endsWithEllipsis, first.hasSuffix("ing") {
            return Self.thinkingVerbs.contains(first) ? .thinking : .loading
        }
        // "Downloading %d episodes.", "Updating weather data (%1$d/%2$d)": progress, even without an ellipsis.
        // "Waiting" alone is a title; "Uploading this file will replace the existing one." warns of what will happen.
        // "Moving time", "Recording interval", "Moving Averages", "Processing amount": a short phrase that ends on what
        // is measured names a statistic, a setting or a sum.
        if Self.progressVerbs.contains(first), (2...8).contains(words.count), !trimmed.hasSuffix("?"), !trimmed.hasSuffix("!"),
           !words.contains(where: { Self.modalVerbs.contains($0.lowercased()) }),
           // "Downloading requires storage permission": the doing is the subject of a statement, not under way.
           !words.dropFirst().contains(where: { Self.statementVerbs.contains($0.lowercased()) }),
           // "Uploading not allowed on metered networks": a negation says what doesn't happen, not work under way.
           !DisplayTextQualityGate.isNegated(trimmed),
           !(words.count <= 3 && Self.namesAMeasure(words[words.count - 1].lowercased())) {
            return .loading
        }
        if trimmed.range(of: #"\(\d+\s*[-–]\s*\d+\)"#, options: .regularExpression) != nil { return .helpText }
        if trimmed.range(of: #"^[A-Z][a-z]+( [a-z]+)?: %"#, options: .regularExpression) != nil { return .helpText }
        guard words.count >= 2 else { return .label }
        if Self.greetings.contains(where: { lower.hasPrefix($0) }) { return .title }
        if Self.warnsOfRemoval(trimmed) { return .confirmation }
        if trimmed.contains("?"), Self.confirmationVerbs.contains(first) || Self.confirmingQuestions.contains(where: lower.hasPrefix) {
            return .confirmation
        }
        if Self.gestureVerbs.contains(first) { return .instruction }
        if trimmed.hasSuffix("?") {
            return words.count <= 6 && !Self.endsSentenceInside(trimmed) ? (Self.questionWords.contains(first) ? .placeholder : .title) : .helpText
        }
        if Self.isTitleCase(words), !Self.endsSentence(trimmed), !trimmed.contains(",") {
            if first == "no" || first == "nothing" { return .emptyStateTitle }
            if trimmed.contains("&") { return .sectionHeader }
            return Self.actionVerbs.contains(first) ? .button : .settingsLabel
        }
        if first == "no" || first == "nothing" || lower.contains(" is empty") || lower.contains("all caught up") {
            return words.count <= 6 && !Self.endsSentenceInside(trimmed) ? .emptyStateTitle : .emptyStateDescription
        }
        if Self.containsAny(lower, Self.emptyStateMarkers) { return .emptyStateDescription }
        if Self.isDoneStatement(trimmed, words: words) { return .confirmation }
        if Self.actionVerbs.contains(first) || Self.gestureVerbs.contains(first) {
            if Self.endsSentence(trimmed) || words.count > 7 { return .instruction }
            // "Write a caption…", "Search your goals" wait for input; "Show notifications for new articles" is a setting.
            // "Search history", "Search engine": a compound noun names a setting or a list, not a query to type.
            // "Search fyyd" is a button that names a service: a query's field names what it finds ("Search
            // transactions", "Search your goals", "Search for people").
            if endsWithEllipsis || (first == "search" && words.count > 1 && Self.namesWhatIsFound(words[1].lowercased())) {
                return .placeholder
            }
            // "Enter the name of your folder", "Enter a search term": a field's hint. "Enter manually" is a button.
            if ["enter", "type"].contains(first), words.count >= 3, Self.determiners.contains(words[1].lowercased()) {
                return .placeholder
            }
            return .button
        }
        // "This account (%s) is being verified", "Episode is being downloaded": work under way, said as a status (a
        // title to the rule below, and so the model's: "Hey, this account (%s) is being verified." on set 19).
        if !trimmed.contains("?"), lower.range(of: #"\b(is|are) being [a-z]+ed\b"#, options: .regularExpression) != nil {
            return .loading
        }
        if !Self.endsSentence(trimmed) && words.count <= 5 {
            // "Your languages", "Location-based dark mode", "Ignore this event only": a short phrase without a
            // sentence's end is as likely a header, a setting or a button as a title.
            // A statement about a value or with a verb ("Your streak is %d days") is a sentence, not a label.
            let isStatement = !FormatSpecifiers(in: trimmed).all.isEmpty || words.contains { Self.linkingVerbs.contains($0.lowercased()) }
            return trimmed.hasSuffix("!") || isStatement ? .title : .label
        }
        return .helpText
    }

    /// Whether `text` says what a confirmation will remove — the message under a dialog's question: "%1$d selected
    /// templates will be deleted.", "The track and its markers will be permanently deleted from the device.", "%s
    /// will be deleted. This cannot be undone!". Not a setting's summary ("Signatures will be removed from quoted
    /// messages"), a rule ("…will be deleted if the app is uninstalled") or when a deletion is due ("The Send will
    /// be permanently deleted on the specified date and time."). Said actively too: "This will permanently delete this
    /// attachment.".
    static func warnsOfRemoval(_ text: String) -> Bool {
        var body = text.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "’", with: "'")
        if let undo = body.range(of: #"\s+This (action )?(cannot|can't|can not) be undone[.!]?$"#, options: .regularExpression) {
            body = String(body[..<undo.lowerBound])
        }
        guard !body.contains("?"), !endsSentenceInside(body) else { return false }
        // "This will permanently delete this board including all lists and cards.": the same warning said actively.
        let active = #"^This (action )?will (also )?(permanently |irreversibly )?(delete|remove|erase|wipe) "#
        if let will = body.range(of: active, options: .regularExpression) {
            let rest = words(withoutSpecifiers(String(body[will.upperBound...]))).map { $0.lowercased() }
            return (1...10).contains(rest.count) && !rest.contains(where: Self.conditionsOrTimes.contains)
                && !rest.contains(where: Self.clauseWords.contains)
        }
        let pattern = #" will (also )?be (permanently |irreversibly |also )?(deleted|removed|erased|wiped)\b"#
        guard let will = body.range(of: pattern, options: [.regularExpression, .caseInsensitive]) else { return false }
        let subjectText = String(body[..<will.lowerBound])
        let subject = words(withoutSpecifiers(subjectText)).map { $0.lowercased() }
        let rest = words(String(body[will.upperBound...])).map { $0.lowercased() }
        // "Budget "%1$s"", "%d waypoints", "The selected tracks": what the dialog acts on, not a kind of thing.
        let namesTheObject = subjectText.hasPrefix("%") || subjectText.first?.isNumber == true
            || !FormatSpecifiers(in: subjectText).all.isEmpty || subjectText.contains("\"")
            || Self.removalSubjectStarts.contains(subject.first ?? "")
        return namesTheObject && subject.count <= 8 && rest.count <= 8
            && !subject.contains(where: Self.clauseWords.contains) && !rest.contains(where: Self.conditionsOrTimes.contains)
    }
    /// How the subject of a confirmation's removal starts: "The selected…", "All…", "This filter…".
    static let removalSubjectStarts: Set<String> = [
        "the", "this", "these", "those", "all", "selected", "both", "every", "each", "your", "its", "their",
    ]
    /// Words of a relative or conditional clause: "Settings that will be removed…", "If you proceed, …".
    static let clauseWords: Set<String> = ["that", "which", "who", "if", "when", "once", "unless", "you"]
    /// What makes a removal a rule or a schedule rather than the dialog's act: "…on the specified date", "…in 30
    /// days", "…if Tasks is uninstalled", "…for security".
    static let conditionsOrTimes: Set<String> = [
        "on", "at", "after", "before", "until", "when", "if", "unless", "in", "every", "automatically", "for", "once",
        "daily", "later",
    ]

    /// A string's letters and spaces, with format specifiers taken out.
    static func withoutSpecifiers(_ text: String) -> String {
        var result = text
        for specifier in FormatSpecifiers(in: text).all { result = result.replacingOccurrences(of: specifier, with: " ") }
        return result
    }

    static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "’" && $0 != "&" && $0 != "+" }.map(String.init)
    }

    static func containsAny(_ text: String, _ markers: [String]) -> Bool {
        markers.contains { text.contains($0) }
    }

    static func endsSentence(_ text: String) -> Bool {
        guard let last = text.last else { return false }
        return ".!?".contains(last) && !text.hasSuffix("...")
    }

    /// Whether a sentence ends before the end ("Saved. Go on"): more than one sentence.
    static func endsSentenceInside(_ text: String) -> Bool {
        text.dropLast().contains { ".!?".contains($0) } && !text.contains("...")
    }

    /// "v2.4.1", "%lld kcal", "12 min": a value with at most a unit, nothing to theme.
    static func isVersionOrValue(_ text: String, words: [String]) -> Bool {
        if text.range(of: #"^v?\d+(\.\d+)+"#, options: .regularExpression) != nil { return true }
        if text.contains(":") { return false }
        let hasValue = !FormatSpecifiers(in: text).all.isEmpty || text.contains(where: \.isNumber)
        return hasValue && words.filter { $0.contains(where: \.isLetter) }.count <= 1 && text.count <= 16
    }

    /// "Title Case Words": every word of three letters or more starts with a capital.
    static func isTitleCase(_ words: [String]) -> Bool {
        let long = words.filter { $0.count >= 3 || words.first == $0 }
        return !long.isEmpty && long.allSatisfy { $0.first.map { $0.isUppercase || $0.isNumber } ?? false }
    }

    static func isLengthRule(_ lower: String) -> Bool {
        lower.range(of: #"at least \S+ (characters|digits|letters|numbers)"#, options: .regularExpression) != nil
    }

    /// "Saved", "Deleted %lld actions", "%@ was added to your goals", "Message sent", "Reminder set for %@".
    static func isDoneStatement(_ text: String, words: [String]) -> Bool {
        let lower = words.map { $0.lowercased() }
        // "File moved or deleted" is why a file can't be found; "Notifications (archived)" names a folder.
        if lower.contains("or") || text.contains("(") { return false }
        // "Downloaded video files are stored here" says where things are kept, not that something was done.
        // "Logged-in editors": a participle joined to the next word describes a noun.
        if let first = lower.first, Self.doneParticiples.contains(first), !["set", "reset"].contains(first) {
            // "%1$d archived items": a count of a kind of thing, not news of what was done ("%d downloaded episodes
            // deleted." is).
            if text.first == "%" || text.first?.isNumber == true, lower.count >= 2, !Self.placeOrManner.contains(lower[1]),
               !Self.doneParticiples.contains(lower[lower.count - 1]) {
                return false
            }
            return !lower.dropFirst().contains(where: Self.presentVerbs.contains) && !text.lowercased().hasPrefix(first + "-")
        }
        // "Mark completed", "Keep archived": an action in a menu, not news that something is done.
        // "Your saved paths", "All archived notes": a list's name, not news. "Date published", "Auto downloaded":
        // a field or a setting. "Filter saved articles", "Articles saved this month": what follows the participle
        // is no place or manner ("Item moved to archive", "Message saved as draft").
        if lower.count <= 4, let second = lower.dropFirst().first, Self.doneParticiples.contains(second),
           !Self.imperativeOnly.contains(lower[0]), !Self.listOwners.contains(lower[0]), !Self.notSubjects.contains(lower[0]),
           lower.count == 2 || lower[0] == "successfully" || Self.placeOrManner.contains(lower[2]) { return true }
        // "Crash report copied to clipboard", "Item moved to the vault": a thing named in two or three words, what was
        // done to it, and where to.
        if (4...6).contains(lower.count), !Self.imperativeOnly.contains(lower[0]), !Self.confirmationVerbs.contains(lower[0]),
           !Self.listOwners.contains(lower[0]), !Self.notSubjects.contains(lower[0]),
           let index = (1...2).first(where: { Self.doneParticiples.contains(lower[$0]) && !Self.stateParticiples.contains(lower[$0]) }),
           ["to", "into", "from", "as", "in"].contains(lower[index + 1]),
           !lower[..<index].contains(where: Self.notReportWords.contains) { return true }
        // "Show recent changes when app was updated" is a setting: a command or a condition before "was".
        // "FTP server shared path had been reset…": what had happened before something else, not news of a success.
        if !Self.imperativeOnly.contains(lower.first ?? ""), !lower.contains(where: ["when", "if", "once", "had"].contains) {
            for (index, word) in lower.enumerated() where ["was", "were", "been"].contains(word) {
                // "One category was successfully moved."
                let next = lower.dropFirst(index + 1).first { $0 != "successfully" }
                if let next, Self.doneParticiples.contains(next) { return true }
            }
        }
        // "Watch history deleted", "Settings successfully exported", "1 item deleted.": a short report that ends on
        // what was done to what it names first. Not a command ("Show all archived", "Clear recently deleted") or a
        // clause ("Notify when completed", "Items you shared", "Files to be deleted").
        // "Log file exported successfully.": the adverb after the participle makes it news even after a noun that
        // could be a verb. "All crash logs deleted": "all" first counts what was done to.
        let succeeded = lower.last == "successfully"
        let report = succeeded ? Array(lower.dropLast()) : lower
        if (3...5).contains(report.count) || (succeeded && report.count == 2), let last = report.last,
           Self.doneParticiples.contains(last), !Self.stateParticiples.contains(last), !Self.imperativeOnly.contains(report[0]),
           succeeded || !Self.confirmationVerbs.contains(report[0]), !Self.notSubjects.contains(report[0]),
           !report.dropLast().dropFirst(report[0] == "all" ? 1 : 0).contains(where: Self.notReportWords.contains) {
            return true
        }
        return false
    }

    /// Participles that as often end a setting's or a state's name ("Alarm set", "Keep me logged") as news.
    static let stateParticiples: Set<String> = ["set", "reset", "logged"]
    /// First words of a field's or a setting's name ending on a participle: "Date published", "Auto downloaded",
    /// "Kept updated", "Enqueue downloaded", "Filter saved articles".
    static let notSubjects: Set<String> = [
        "date", "time", "auto", "kept", "keep", "enqueue", "filter", "sort", "first", "newly", "most", "least",
    ]
    /// What may come right after a participle in a report: where to, how, when ("to archive", "as draft").
    static let placeOrManner: Set<String> = [
        "to", "from", "into", "in", "on", "onto", "as", "for", "with", "by", "at", "successfully", "again", "now",
        "thanks",
    ]

    /// Words that make a phrase ending on a participle something else than a report of what was done.
    static let notReportWords: Set<String> = [
        "all", "only", "recently", "last", "not", "never", "already", "just", "when", "if", "once", "after", "before",
        "until", "while", "to", "be", "being", "been", "is", "are", "was", "were", "have", "has", "had", "get", "got",
        "i", "you", "you've", "we", "they", "he", "she", "it", "who", "which", "that", "a", "an", "the", "your", "my",
    ]

    static let errorMarkers = [
        "couldn't", "could not", "can't connect", "cannot connect", "unable to", "failed", "failure", "error",
        "went wrong", "no internet", "no connection", "you're offline", "you are offline", "not available",
        "unavailable", "invalid", "not found", "denied", "expired", "incorrect", "isn't valid", "is not valid",
        "try again", "can't add", "cannot add", "can't open", "cannot open", "can't load", "cannot load", "can't save",
        "cannot save", "can't find", "cannot find", "already subscribed", "already exists", "already associated",
        "already in use", "was lost", "were lost", "progress lost", "connection lost", "lost connection",
        "not implemented", "not supported", "unsupported",
    ]
    static let validationMarkers = [
        "must be", "must contain", "must have", "must include", "must match", "is required", "are required",
        "field is required", "required field", "don't match", "do not match", "doesn't match", "too short",
        "enter a valid", "please enter", "please select", "please choose", "a number between", "a value between",
        "may only contain", "can only contain", "may only include", "can only include", "cannot be empty",
        "can't be empty", "cannot be blank",
    ]
    static let emptyStateMarkers = [
        "will appear here", "will show up here", "will be listed here", "appear here", "show up here",
        "you haven't", "you have not", "haven't added", "you don't have any", "you do not have any", "no results", "nothing here", "to see your", "to see its",
        "to see what",
    ]
    static let thinkingVerbs: Set<String> = [
        "thinking", "analyzing", "analysing", "generating", "crunching", "finding", "planning", "looking", "writing",
        "working", "figuring", "considering", "reflecting", "brainstorming", "composing", "drafting", "reasoning",
        "summarizing", "summarising", "calculating", "searching", "matching", "creating", "preparing",
    ]
    static let linkingVerbs: Set<String> = ["is", "are", "was", "were", "has", "have", "will", "can", "joined", "did"]
    static let progressVerbs: Set<String> = [
        "loading", "updating", "syncing", "downloading", "uploading", "saving", "exporting", "importing", "restoring",
        "recording", "publishing", "fetching", "processing", "connecting", "authenticating", "waiting", "refreshing",
        "installing", "backing", "sending", "receiving", "copying", "moving", "preparing", "checking", "verifying",
        "encrypting", "decrypting", "scanning", "indexing", "optimizing", "optimising", "compressing", "extracting",
        "converting", "migrating",
    ]
    /// Verbs that make a gerund first the subject of a statement ("Downloading requires…", "Syncing is off").
    static let statementVerbs: Set<String> = [
        "requires", "require", "needs", "is", "isn't", "are", "aren't", "takes", "uses", "means", "lets", "allows",
        "helps", "makes", "keeps", "does", "doesn't",
    ]
    /// Words a phrase can't end on: what follows them is missing ("Checking every …"). Not "in" or "on", which end
    /// a verb ("Logging in…").
    static let needsComplement: Set<String> = [
        "every", "each", "per", "for", "to", "of", "the", "a", "an", "by", "with", "from", "at", "after", "before",
        "until", "and", "or", "your",
    ]
    /// The word an ellipsis follows, lowercased; a format specifier counts as a word ("Waiting for %s…" → "%s").
    static func lastWordBeforeEllipsis(_ text: String) -> String {
        let body = text.replacingOccurrences(of: "…", with: " ").replacingOccurrences(of: "...", with: " ")
        return body.split(whereSeparator: \.isWhitespace).last.map { $0.lowercased() } ?? ""
    }
    /// What a statistic or a setting measures: "Moving time", "Recording interval", "Loading speed".
    static let measures: Set<String> = [
        "time", "speed", "pace", "distance", "duration", "interval", "rate", "elevation", "altitude", "count", "total",
        "average", "limit", "threshold", "accuracy", "frequency", "size", "delay", "timeout", "amount", "balance", "fee",
        "cost", "value",
    ]

    /// Whether `word` (in lower case) is one of the `measures`, or more than one of them ("averages", "fees").
    static func namesAMeasure(_ word: String) -> Bool {
        measures.contains(word) || (word.hasSuffix("s") && measures.contains(String(word.dropLast())))
    }

    static let searchCompounds: Set<String> = [
        "history", "results", "result", "settings", "engine", "engines", "suggestions", "bar", "filters", "options",
        "terms", "provider", "language", "mode",
    ]
    /// Whether the word after "Search" names things a query finds: a plural, or a determiner or preposition before them.
    static func namesWhatIsFound(_ word: String) -> Bool {
        if Self.searchCompounds.contains(word) { return false }
        // "Search in content" names where an option looks ("Search for people" is a field's hint).
        return Self.determiners.contains(word) || ["for", "by", "all", "my"].contains(word)
            || (word.hasSuffix("s") && !word.hasSuffix("ss"))
    }
    static let modalVerbs: Set<String> = ["will", "would", "can", "could", "may", "might", "should", "must"]
    static let presentVerbs: Set<String> = ["is", "are", "will", "can", "may", "get", "gets", "stay", "stays"]
    static let listOwners: Set<String> = ["your", "my", "our", "the", "all", "recently", "last", "new"]
    static let determiners: Set<String> = ["a", "an", "the", "your", "some"]
    static let confirmationVerbs: Set<String> = [
        "delete", "remove", "discard", "leave", "sign", "log", "cancel", "reset", "clear", "archive", "unfollow",
        "block", "erase", "replace", "overwrite", "stop", "end", "quit", "close", "restore", "undo", "save", "send",
        "publish", "unsubscribe", "disconnect", "turn", "mark", "mute", "unmute", "unblock", "follow", "allow",
        "revoke", "deactivate", "unpin", "pin", "enable", "disable",
    ]
    /// How a question that asks to confirm starts when no verb of the action comes first.
    static let confirmingQuestions = [
        "are you sure", "do you want to", "do you really want to", "would you like to", "really ", "do you wish to",
        "confirm ", "proceed ",
    ]
    static let questionWords: Set<String> = ["what", "what's", "how", "where", "who", "which", "when", "why", "anything"]
    static let actionVerbs: Set<String> = [
        "add", "save", "delete", "cancel", "done", "edit", "create", "new", "share", "export", "import", "continue",
        "next", "back", "skip", "submit", "send", "sign", "log", "show", "hide", "enable", "disable", "allow", "turn",
        "use", "open", "close", "remove", "start", "stop", "try", "get", "view", "see", "set", "choose", "select",
        "enter", "search", "write", "name", "type", "go", "find", "invite", "join", "connect", "upload", "download",
        "restore", "reset", "apply", "confirm", "accept", "decline", "retry", "learn", "manage", "change", "update",
        "upgrade", "subscribe", "follow", "log", "record", "track", "plan", "make", "give", "describe", "pick", "rate",
        "keep", "take", "create", "complete", "finish", "describe", "tell", "note", "mark", "move",
    ]
    /// Action verbs that start a command, never a subject: "Mark completed" is a menu item, "Download completed" news.
    static let imperativeOnly: Set<String> = [
        "mark", "make", "keep", "show", "hide", "turn", "go", "try", "get", "see", "choose", "select", "pick", "take",
        "tell", "give", "enable", "disable", "allow", "use", "open", "close", "apply", "confirm", "move", "leave",
    ]
    static let gestureVerbs: Set<String> = ["tap", "swipe", "drag", "pull", "scan", "press", "hold", "pinch", "double-tap", "long-press", "scroll", "shake", "slide"]
    static let greetings = ["welcome", "good morning", "good afternoon", "good evening", "hello", "hi ", "hey ", "great job", "well done", "nice work", "congrat", "ready for", "what's new", "what’s new"]
    static let doneParticiples: Set<String> = [
        "saved", "sent", "added", "deleted", "removed", "updated", "created", "copied", "archived", "restored",
        "uploaded", "downloaded", "shared", "completed", "published", "scheduled", "set", "changed", "moved",
        "renamed", "exported", "imported", "synced", "posted", "submitted", "cleared", "reset", "logged",
    ]
}
