import Foundation

/// A file of an app's localized strings that can be themed: a String Catalog or a `.strings` file.
public protocol LocalizedStringsDocument: Sendable {
    /// The file it was read from, for messages and the output's name.
    var path: String { get }
    /// The language its text is written in (`en`, `nl`, `en-GB`), when the file says; `nil` when it doesn't.
    var language: String? { get }
    /// Every source-language value, in file order.
    var units: [CatalogUnit] { get }
    /// This document with `values` put in, everything else as it was.
    func replacing(_ values: [CatalogValue]) -> Self
    /// The document's bytes.
    func data() -> Data
}

extension StringCatalog: LocalizedStringsDocument {
    public var language: String? { sourceLanguage }
}
