import Foundation

/// Why the database could not be used, said in the first person.
public enum AppDatabaseError: Error, LocalizedError, Equatable {
    case cannotOpen(path: String, reason: String)
    case notADatabase(path: String)
    case isDirectory(path: String)

    public var errorDescription: String? {
        switch self {
        case let .cannotOpen(path, reason):
            "I couldn't open the database at \(path): \(reason)."
        case let .notADatabase(path):
            "I couldn't open the database at \(path): the file isn't a SQLite database, so I left it untouched."
        case let .isDirectory(path):
            "I couldn't open the database at \(path): that's a folder. Give me a file path instead."
        }
    }
}
