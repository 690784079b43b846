import Foundation

/// Checks a database path before SQLite opens it, so a wrong path fails with a clear message and an existing
/// file that is not a SQLite database is left exactly as it was.
enum DatabaseFileCheck {
    static let sqliteHeader = Array("SQLite format 3\u{0}".utf8)

    static func validate(path: String) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw AppDatabaseError.isDirectory(path: path) }
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw AppDatabaseError.cannotOpen(path: path, reason: "I'm not allowed to read it")
            }
            defer { try? handle.close() }
            let header = (try? handle.read(upToCount: sqliteHeader.count)) ?? Data()
            if !header.isEmpty && Array(header) != sqliteHeader {
                throw AppDatabaseError.notADatabase(path: path)
            }
        } else {
            let directory = (path as NSString).deletingLastPathComponent
            guard !directory.isEmpty else { return }
            do {
                try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw AppDatabaseError.cannotOpen(path: path, reason: "I couldn't create the folder \(directory)")
            }
        }
    }
}
