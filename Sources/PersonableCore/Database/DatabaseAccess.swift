/// How a command uses the database: reading only, or reading and writing.
///
/// A reading open runs no migration and writes nothing, so a database on a read-only file or disk can still be
/// read; when the file is missing or was made by an older version (it needs migrating), it is opened for writing.
public enum DatabaseAccess: Sendable, Hashable {
    case readWrite
    case readOnly
}
