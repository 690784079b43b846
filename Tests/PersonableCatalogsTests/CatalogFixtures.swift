import Foundation
import Personable

/// The catalogs the tests read, from the source tree.
enum CatalogFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A catalog in Xcode's layout with plurals, device variations, a substitution, comments, a key marked
    /// `shouldTranslate: false`, format-only strings, a button, a tab, an escaped quote and a Dutch localization.
    static var localizablePath: String { directory.appendingPathComponent("Localizable.xcstrings").path }

    static func localizable() throws -> StringCatalog {
        try StringCatalog.read(path: localizablePath)
    }

    static func bytes() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: localizablePath))
    }
}
