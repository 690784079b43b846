import Foundation

/// Why the database could not be used, said in the first person, with what to do next. Never SQLite's own words:
/// those go to the logs.
public enum AppDatabaseError: Error, LocalizedError, Equatable {
    case cannotOpen(path: String, reason: String)
    case notADatabase(path: String)
    case isDirectory(path: String)
    /// A SQLite database another program made: refused before anything is written to it.
    case notOurs(path: String)
    /// The file or its folder can't be written, and the command needs to write (or to set up the database).
    case readOnly(path: String)
    /// The disk is full.
    case diskFull(path: String)
    /// Another program kept the database locked for longer than I wait.
    case busy(path: String)
    /// The file is damaged.
    case damaged(path: String)
    /// Reading or writing the file failed at the file-system level.
    case ioFailure(path: String)

    public var errorDescription: String? {
        switch self {
        case let .cannotOpen(path, reason):
            "I couldn't open the database at \(path): \(reason)."
        case let .notADatabase(path):
            "I couldn't open the database at \(path): the file isn't a SQLite database, so I left it untouched."
        case let .isDirectory(path):
            "I couldn't open the database at \(path): that's a folder. Give me a file path instead."
        case let .notOurs(path):
            "I couldn't use the database at \(path): it belongs to another program, so I left it untouched. "
                + "Give me a new file with --db instead."
        case let .readOnly(path):
            "I couldn't open the database at \(path) for writing: the file or its folder is read-only. "
                + "Make both writable, or give me another file with --db."
        case let .diskFull(path):
            "I couldn't write to the database at \(path): the disk is full. Free some space and try again; nothing stored was lost."
        case let .busy(path):
            "I couldn't use the database at \(path): another program kept it locked. Try again in a moment."
        case let .damaged(path):
            "I couldn't read the database at \(path): the file is damaged. Move it aside and I'll start a new one."
        case let .ioFailure(path):
            "I couldn't read or write the database at \(path): the file system reported an error. "
                + "Check the disk and that the file is still there, then try again."
        }
    }
}
