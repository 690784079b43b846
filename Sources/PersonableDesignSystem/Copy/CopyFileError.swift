import Foundation

/// Why a copy file could not be read, in the first person and naming the file.
public enum CopyFileError: Error, LocalizedError, Equatable {
    case notFound(path: String)
    case isDirectory(path: String)
    case unreadable(path: String)
    case notText(path: String)
    case notJSON(path: String)
    case notStringCatalog(path: String)
    case stringsSyntax(path: String, line: Int, detail: String)

    public var errorDescription: String? {
        switch self {
        case let .notFound(path):
            "I couldn't find \(path). Is the path right?"
        case let .isDirectory(path):
            "I can only check files, and \(path) is a folder. Give me the .strings, .xcstrings or text files inside it."
        case let .unreadable(path):
            "I couldn't open \(path) to read it."
        case let .notText(path):
            "I couldn't read \(path) as UTF-8 or UTF-16 text."
        case let .notJSON(path):
            "I couldn't read \(path) as a string catalog: its JSON isn't well formed."
        case let .notStringCatalog(path):
            "I couldn't find a \"strings\" table in \(path), so I don't think it's a string catalog."
        case let .stringsSyntax(path, line, detail):
            "I couldn't read \(path) past line \(line): \(detail)."
        }
    }
}
