import Foundation

/// Checks a database path before SQLite opens it, so a wrong path fails with a clear message and an existing
/// file that is not a SQLite database is left exactly as it was.
enum DatabaseFileCheck {
    static let sqliteHeader = Array("SQLite format 3\u{0}".utf8)

    /// What is at `path`; creates the folder of a missing file when `createFolder`.
    static func validate(path: String, createFolder: Bool = true) throws -> DatabaseFileState {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw AppDatabaseError.isDirectory(path: path) }
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw AppDatabaseError.cannotOpen(path: path, reason: "I'm not allowed to read it")
            }
            defer { try? handle.close() }
            let header = (try? handle.read(upToCount: sqliteHeader.count)) ?? Data()
            if header.isEmpty { return .empty }
            if Array(header) != sqliteHeader { throw AppDatabaseError.notADatabase(path: path) }
            return .sqlite
        }
        let directory = (path as NSString).deletingLastPathComponent
        guard createFolder, !directory.isEmpty else { return .missing }
        do {
            try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw AppDatabaseError.cannotOpen(path: path, reason: "I couldn't create the folder \(directory)")
        }
        return .missing
    }

    /// Whether this process may write the file at `path` (or create it) and the folder beside it (SQLite
    /// writes its `-wal` and `-shm` files there).
    static func isWritable(path: String) -> Bool {
        let directory = (path as NSString).deletingLastPathComponent
        let folderWritable = access(directory.isEmpty ? "." : directory, W_OK) == 0
        guard FileManager.default.fileExists(atPath: path) else { return folderWritable }
        return folderWritable && access(path, W_OK) == 0
    }

    /// Whether the file system holding `path` has (almost) no room left.
    static func isOnAFullDisk(path: String) -> Bool {
        let directory = (path as NSString).deletingLastPathComponent
        let attributes = try? FileManager.default.attributesOfFileSystem(forPath: directory.isEmpty ? "." : directory)
        guard let free = (attributes?[.systemFreeSize] as? NSNumber)?.int64Value else { return false }
        return free < 128 * 1024
    }

    /// Whether the write-ahead log beside `path` holds pages not yet copied into the file.
    static func hasPendingLog(path: String) -> Bool {
        let size = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? NSNumber)?.intValue
        return (size ?? 0) > 0
    }
}
