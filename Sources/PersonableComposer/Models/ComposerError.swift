import Foundation

/// What went wrong while composing, in the first person.
public enum ComposerError: Error, LocalizedError, Equatable {
    case emptyInput
    case tooManyWords(Int, limit: Int)
    case tooManyTokens(Int, limit: Int)
    case badVariationCount(Int, limit: Int)
    case notUTF8
    case unknownVariation(String)
    case nothingToExport
    case unknownExportFormat(String)

    public var errorDescription: String? {
        switch self {
        case .emptyInput:
            "I need a message to rewrite, and this one has no words."
        case let .tooManyWords(words, limit):
            "I can rewrite messages of up to \(limit) words, and this one has \(words). Could you split it?"
        case let .tooManyTokens(tokens, limit):
            "This message and its rewrite would need about \(tokens) tokens, and I can only hold \(limit) at once. Could you shorten it?"
        case let .badVariationCount(count, limit):
            "I can write from 1 to \(limit) variations, not \(count)."
        case .notUTF8:
            "I couldn't read the message from standard input: it isn't UTF-8 text."
        case let .unknownVariation(id):
            "I don't have a variation with the id \(id). The ids are in the output of compose --json."
        case .nothingToExport:
            "I have no variations to export yet. Compose a message first."
        case let .unknownExportFormat(format):
            "I can export as md or json, not \(format)."
        }
    }
}
