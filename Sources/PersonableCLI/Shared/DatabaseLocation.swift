import Synchronization

/// The database file this command opened, so an error SQLite raises later (a full disk during a write) is said
/// with its path in the first person.
enum DatabaseLocation {
    private static let path = Mutex<String?>(nil)

    static var current: String? { path.withLock { $0 } }

    static func record(_ newPath: String) {
        path.withLock { $0 = newPath }
    }
}
