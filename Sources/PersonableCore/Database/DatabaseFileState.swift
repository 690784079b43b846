/// What is at a database path before SQLite opens it.
enum DatabaseFileState: Equatable {
    /// Nothing: the file will be created.
    case missing
    /// A file of zero bytes (SQLite treats it as a new database).
    case empty
    /// A file that starts with SQLite's header.
    case sqlite
}
