import Foundation

/// Why the service would not rewrite a text, in the first person.
public enum DisplayTextServiceError: Error, LocalizedError, Equatable {
    case emptyText
    case textTooLong(characters: Int, limit: Int)
    case noAcceptableCandidate(tried: Int, reasons: [DisplayTextRejection])
    /// The kind of string a theme never rewrites: the caller shows the original, as it is.
    case outOfScope(TextKind)
    /// A regeneration of a string the reference bank has a hand-written rewrite of, which is shown, found no other
    /// text that passes the checks: the written rewrite is the one on offer.
    case onlyWrittenRewrite
    /// A custom theme that is not stored (removed, or never added).
    case unknownTheme(String)
    /// Text in another language than the themes are written for (an ISO 639-1 code, e.g. `nl`): kept as written.
    case otherLanguage(String)
    /// The model had not written a candidate when the time limit for one string passed: the original is shown,
    /// and the string is asked for again later.
    case tookTooLong(seconds: Double)

    static let languageNames = ["nl": "Dutch", "de": "German", "fr": "French", "es": "Spanish"]

    /// Whether the text is kept as written on purpose (a kind or language no theme rewrites): not a failure.
    public var isOutOfScope: Bool {
        switch self {
        case .outOfScope, .otherLanguage: true
        default: false
        }
    }

    /// Whether this is a verdict on the text itself (kept, and not worth asking again) rather than a reason that
    /// passes once fixed: a theme not stored is no verdict on any string.
    public var isVerdict: Bool {
        switch self {
        case .unknownTheme, .tookTooLong: false
        default: true
        }
    }

    public var errorDescription: String? {
        switch self {
        case .emptyText:
            "I need some text to rewrite, and this was empty."
        case let .textTooLong(characters, limit):
            "I can rewrite UI text of up to \(limit) characters, and this has \(characters)."
        case let .noAcceptableCandidate(tried, reasons):
            "I wrote \(tried) versions and none was good enough to show"
                + (reasons.isEmpty ? "." : " (\(reasons.map(\.rawValue).joined(separator: ", "))).")
        case let .outOfScope(kind):
            "I keep this text as it is: a theme doesn't rewrite \(kind.rawValue.replacingOccurrences(of: "_", with: " ")) text."
        case .onlyWrittenRewrite:
            "The hand-written rewrite is the one I have for this text: none of the new versions I wrote passed my checks, so I kept it."
        case let .unknownTheme(name):
            "I don't have a theme called \"\(name)\". Run `personable themes` to see the themes I know."
        case let .otherLanguage(code):
            "I keep this text as it is: it looks like \(Self.languageNames[code] ?? code), and I write themed text in English only so far."
        case let .tookTooLong(seconds):
            "I couldn't write this in the \(seconds.formatted(.number.precision(.fractionLength(0...1)))) seconds I give a string, so I showed the original; I'll try again later."
        }
    }
}
