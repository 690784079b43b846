/// One hand-written aside of a theme, put around the app's own words: `"{core}, hang tight{end}"` makes
/// "Syncing transactions…" read "Syncing transactions, hang tight…". The original is never changed, only framed.
///
/// Placeholders: `{text}` is the original as written; `{core}` is the original without its final punctuation
/// (".", "!", "?", "…", "..."), and `{end}` is that punctuation, so an ellipsis or a question mark stays the
/// original's own (or a full stop, when the frame adds a sentence to an original that has none).
public struct ThemeFrame: Sendable, Hashable {
    public var situation: FrameSituation
    public var template: String

    public init(situation: FrameSituation, template: String) {
        self.situation = situation
        self.template = template
    }

    /// The words the frame adds, without its placeholders.
    public var addedText: String {
        template.replacingOccurrences(of: "{text}", with: " ").replacingOccurrences(of: "{core}", with: " ")
            .replacingOccurrences(of: "{end}", with: " ")
    }

    /// `original` in this frame; `nil` when it cannot be framed without changing it (a prefix that ends in a
    /// comma or a dash needs the original's first word in lower case, which only a common word allows: "Just
    /// checking — are you sure…", never "— signal needs…").
    public func applied(to original: String) -> String? {
        var (core, end) = Self.split(original)
        guard !core.isEmpty else { return nil }
        let placeholders = ["{text}", "{core}"]
        guard let range = placeholders.compactMap({ template.range(of: $0) }).first else { return nil }
        var body = template[range] == "{text}" ? original : core
        var prefix = String(template[..<range.lowerBound])
        let after = template[range.upperBound...]
        // A sentence the frame adds after an original without a stop ends with one: "No drafts yet. CHANGE THAT."
        if end.isEmpty, after.contains(". ") { end = "." }
        // …and the original gets one before it: "The marker will be permanently deleted from the device. Take a
        // moment if you need it."
        if template[range] == "{text}", end.isEmpty, after.first == " ", after.dropFirst().first?.isUppercase == true {
            body += "."
        }
        let suffix = String(after).replacingOccurrences(of: "{end}", with: end)
        var start = body
        let joint = prefix.trimmingCharacters(in: .whitespaces).last
        if let joint, ",—–-".contains(joint) {
            guard let lowered = Self.loweringFirstWord(body) else { return nil }
            start = lowered
        }
        if prefix.hasSuffix(" ") == false && !prefix.isEmpty { prefix += " " }
        return prefix + start + suffix
    }

    /// The original without its final punctuation, and that punctuation.
    static func split(_ text: String) -> (core: String, end: String) {
        var core = Substring(text)
        while let last = core.last, ".!?…".contains(last) { core = core.dropLast() }
        return (String(core).trimmingCharacters(in: .whitespaces), String(text[core.endIndex...]))
    }

    /// `text` with its first word in lower case, when that word is a common one (never a name: "Signal needs…").
    static func loweringFirstWord(_ text: String) -> String? {
        guard let first = text.split(separator: " ").first else { return nil }
        let word = String(first)
        if word.first?.isLowercase == true { return text }
        guard commonStarters.contains(word.lowercased().replacingOccurrences(of: "’", with: "'")) else { return nil }
        return word.lowercased() + text.dropFirst(word.count)
    }

    static let commonStarters: Set<String> = [
        "are", "would", "do", "does", "delete", "remove", "discard", "link", "sign", "send", "this", "the", "your",
        "you", "you're", "you've", "no", "there", "tap", "press", "press-and-hold", "swipe", "drag", "to", "open",
        "type", "search", "add", "new", "name", "what", "what's", "where", "how", "when", "is", "can", "should",
        "want", "a", "an", "all", "nothing", "clear", "leave", "reset", "log", "save", "select", "choose", "go",
        "hold", "long", "fill", "pick", "uploading", "downloading", "loading", "syncing", "saving", "exporting",
        "importing", "finding", "fixing", "updating", "waiting", "checking", "setting", "publishing", "restoring",
        "obtaining", "authenticating", "preparing", "fetching", "sending", "deleting", "processing", "connecting",
        "welcome", "write", "enter", "start", "make", "keep", "stop", "use", "pull", "scroll", "toggle", "every",
    ]
}
