import Foundation
@testable import Personable

/// A fresh folder under the system's temporary directory, removed when the value is released.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("personable-tests-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A path inside the folder.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// A new, migrated database file in this folder.
    func database(_ name: String = "test.sqlite") throws -> AppDatabase {
        try AppDatabase.open(at: path(name))
    }
}
