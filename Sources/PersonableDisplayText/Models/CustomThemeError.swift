import Foundation

/// Why a custom theme could not be added, used or removed, said in the first person with what to do next.
public enum CustomThemeError: Error, LocalizedError, Equatable {
    case invalidName(String)
    case builtInName(String)
    case alreadyExists(String)
    case emptyStyleGuide
    case styleGuideTooLong(characters: Int, limit: Int)
    case tooFewExamples(given: Int, minimum: Int)
    case tooManyExamples(given: Int, maximum: Int)
    /// Example `number` (from 1) is not written as `original => rewrite`.
    case unreadableExample(number: Int, text: String)
    /// Example `number`'s original is a kind of string no theme rewrites.
    case exampleOutOfScope(number: Int, original: String, kind: TextKind)
    /// Example `number`'s original is longer than the text a theme rewrites.
    case exampleTooLong(number: Int, limit: Int)
    /// Example `number`'s rewrite fails the checks every model answer must pass.
    case exampleFailsChecks(number: Int, rewrite: String, reasons: [DisplayTextRejection])
    case cannotRemoveBuiltIn(String)
    case notFound(String)
    /// A file of theme definitions could not be read.
    case unreadableFile(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case let .invalidName(name):
            "I couldn't use \"\(name)\" as a theme name: a name is 2 to 40 lower-case letters, digits or underscores, starting with a letter (for example space_pirate)."
        case let .builtInName(name):
            "I couldn't add the theme \"\(name)\": that's the name of a built-in theme. Choose another name."
        case let .alreadyExists(name):
            "I couldn't add the theme \"\(name)\": you already have a theme by that name. Remove it first with `personable themes remove \(name)`, or choose another name."
        case .emptyStyleGuide:
            "I need a style guide to learn a theme from: describe how it speaks in a few words with --guide."
        case let .styleGuideTooLong(characters, limit):
            "I can take a style guide of up to \(limit) characters, and this one has \(characters). Shorten it to a few sentences."
        case let .tooFewExamples(given, minimum):
            "I need at least \(minimum) example rewrites to learn a theme from, and I got \(given). Add more with --example \"original => rewrite\"."
        case let .tooManyExamples(given, maximum):
            "I can learn a theme from up to \(maximum) example rewrites, and I got \(given). Keep the ones that show its voice best."
        case let .unreadableExample(number, text):
            "I couldn't read example \(number) (\"\(text)\"): write it as \"original => rewrite\", with text on both sides."
        case let .exampleOutOfScope(number, original, kind):
            "I couldn't learn from example \(number): \"\(original)\" reads as \(Self.words(kind.rawValue)) text, which themes keep as written. Choose UI text a theme rewrites: an empty state, a loading message, help text, an instruction, a title or a confirmation."
        case let .exampleTooLong(number, limit):
            "I couldn't learn from example \(number): themes rewrite text of up to \(limit) characters, and its original is longer."
        case let .exampleFailsChecks(number, rewrite, reasons):
            "I couldn't learn from example \(number): \"\(rewrite)\" doesn't pass the checks every rewrite must pass (\(reasons.map { Self.words($0.rawValue) }.joined(separator: ", "))). Keep the original's meaning, facts and placeholders, and try again."
        case let .cannotRemoveBuiltIn(name):
            "I can't remove \"\(name)\": it's a built-in theme. I can only remove themes you added."
        case let .notFound(name):
            "I don't have a theme you added called \"\(name)\". Run `personable themes` to see them."
        case let .unreadableFile(path, reason):
            "I couldn't read the themes in \(path): \(reason)"
        }
    }

    private static func words(_ raw: String) -> String {
        raw.replacingOccurrences(of: "_", with: " ")
    }
}
