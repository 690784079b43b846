import Foundation

/// Reads an Xcode string catalog (`.xcstrings`): the source language's value of every key, each plural or
/// device variation as its own entry (`key [plural.one]`), and the key itself when it has no source value.
enum StringCatalogParser {
    static func parse(_ data: Data, path: String) throws -> [CopyEntry] {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw CopyFileError.notJSON(path: path)
        }
        guard let catalog = root as? [String: Any], let strings = catalog["strings"] as? [String: Any] else {
            throw CopyFileError.notStringCatalog(path: path)
        }
        let language = catalog["sourceLanguage"] as? String ?? "en"
        var entries: [CopyEntry] = []
        for key in strings.keys.sorted() {
            let item = strings[key] as? [String: Any] ?? [:]
            let comment = item["comment"] as? String
            let localization = (item["localizations"] as? [String: Any])?[language] as? [String: Any]
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
    private static func collect(_ node: [String: Any], path: [String], into values: inout [(suffix: String, text: String)]) {
        if let unit = node["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            values.append((path.joined(separator: "."), value))
        }
        guard let variations = node["variations"] as? [String: Any] else { return }
        for kind in variations.keys.sorted() {
            guard let cases = variations[kind] as? [String: Any] else { continue }
            for name in cases.keys.sorted() {
                if let child = cases[name] as? [String: Any] { collect(child, path: path + [kind, name], into: &values) }
            }
        }
    }
}
