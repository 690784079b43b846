import Foundation
import PersonableDisplayText

/// Where themed catalogs go: one file per theme in a folder, named `<table>-<theme>.xcstrings` (the source's name
/// without its extension, a hyphen, the theme's raw value), which an app reads with
/// `String(localized: "key", table: "Localizable-casual")`. Files are written whole or not at all: each to a
/// temporary file in the folder, then renamed over the old one.
public struct CatalogOutput: Sendable {
    public let directory: URL

    /// Checks that `path` is a folder this process may write to, or one it may make (it is made by `write`, so
    /// a run refused later leaves nothing behind).
    public init(directory path: String) throws(CatalogError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        var existing = URL(fileURLWithPath: path, isDirectory: true)
        while !manager.fileExists(atPath: existing.path, isDirectory: &isDirectory) {
            existing.deleteLastPathComponent()
        }
        guard isDirectory.boolValue else { throw .outputIsFile(path: existing.path) }
        guard manager.isWritableFile(atPath: existing.path) else { throw .outputNotWritable(path: path) }
        directory = URL(fileURLWithPath: path, isDirectory: true)
    }

    /// The table name of `source` (its file name without `.xcstrings` or `.strings`) in `theme`.
    public static func tableName(for source: String, theme: DisplayTheme) -> String {
        let base = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        return "\(base)-\(theme.rawValue)"
    }

    /// The file `source` themed in `theme` is written to.
    public func url(for source: String, theme: DisplayTheme) -> URL {
        let fileExtension = URL(fileURLWithPath: source).pathExtension
        return directory.appendingPathComponent(Self.tableName(for: source, theme: theme))
            .appendingPathExtension(fileExtension.isEmpty ? "xcstrings" : fileExtension)
    }

    /// Writes every file: all to temporary files first, then each renamed into place, so a failure leaves every
    /// existing file as it was and no temporary file behind. A file whose bytes are already there is not rewritten.
    public func write(_ files: [(url: URL, data: Data)]) throws(CatalogError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .outputNotWritable(path: directory.path)
        }
        var staged: [(temporary: URL, final: URL)] = []
        func removeStaged() {
            for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
        }
        for file in files {
            if FileManager.default.contents(atPath: file.url.path) == file.data { continue }
            let temporary = directory.appendingPathComponent(".\(file.url.lastPathComponent).\(UUID().uuidString).tmp")
            do {
                try file.data.write(to: temporary)
            } catch {
                removeStaged()
                try? FileManager.default.removeItem(at: temporary)
                throw .writeFailed(path: file.url.path, detail: "I couldn't write a temporary file beside it")
            }
            staged.append((temporary, file.url))
        }
        for (offset, file) in staged.enumerated() {
            guard rename(file.temporary.path, file.final.path) == 0 else {
                for rest in staged[offset...] { try? FileManager.default.removeItem(at: rest.temporary) }
                throw .writeFailed(path: file.final.path, detail: "the new file couldn't be renamed into place")
            }
        }
    }
}
