import Foundation

/// Reads an Xcode string catalog (`.xcstrings`): the source language's value of every key, each plural or
/// device variation as its own entry (`key [plural.one]`), and the key itself when it has no source value.
enum StringCatalogParser {
    static func parse(_ data: Data, path: String) throws -> [CopyEntry] {
        let catalog: OrderedJSON
        do {
            catalog = try OrderedJSONReader.read([UInt8](data))
        } catch {
            throw CopyFileError.notJSON(path: path)
        }
        guard let strings = catalog["strings"]?.members else {
            throw CopyFileError.notStringCatalog(path: path)
        }
        let language = catalog["sourceLanguage"]?.stringValue ?? "en"
        var entries: [CopyEntry] = []
        for member in strings.sorted(by: { $0.key < $1.key }) {
            let key = member.key, item = member.value
            let comment = item["comment"]?.stringValue
            let localization = item["localizations"]?[language]
            var values: [(suffix: String, text: String)] = []
            if let localization { collect(localization, path: [], into: &values) }
            if values.isEmpty {
                entries.append(CopyEntry(key: key, text: key, comment: comment))
            } else {
                for (suffix, text) in values {
                    entries.append(CopyEntry(key: suffix.isEmpty ? key : "\(key) [\(suffix)]", text: text, comment: comment))
                }
            }
        }
        return entries
    }

    /// Walks `stringUnit` and nested `variations` (plural, device, …) in sorted order.
    private static func collect(_ node: OrderedJSON, path: [String], into values: inout [(suffix: String, text: String)]) {
        if let value = node["stringUnit"]?["value"]?.stringValue {
            values.append((path.joined(separator: "."), value))
        }
        guard let variations = node["variations"]?.members else { return }
        for kind in variations.sorted(by: { $0.key < $1.key }) {
            guard let cases = kind.value.members else { continue }
            for name in cases.sorted(by: { $0.key < $1.key }) where name.value.members != nil {
                collect(name.value, path: path + [kind.key, name.key], into: &values)
            }
        }
    }
}
