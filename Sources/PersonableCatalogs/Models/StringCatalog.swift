import Foundation
import PersonableDesignSystem

/// An Xcode String Catalog (`.xcstrings`) read whole, so it can be written back byte for byte with only the
/// changed values different.
///
/// ```swift
/// let catalog = try StringCatalog.read(path: "Localizable.xcstrings")
/// for unit in catalog.units { print(unit.id, unit.text) }
/// let data = catalog.replacing([CatalogValue(unitID: "Loading…", text: "Hang tight…", state: "needs_review")]).data()
/// ```
public struct StringCatalog: Sendable, Hashable {
    /// The file it was read from, for messages.
    public var path: String
    /// The whole document.
    public var root: OrderedJSON
    /// The language the app's own text is written in (`sourceLanguage`).
    public var sourceLanguage: String
    /// Whether the file ended with a newline (kept when written back).
    public var endsWithNewline: Bool
    /// Whether the file writes `/` as `\/` (kept for new values).
    public var escapesSlashes: Bool

    /// Reads and checks the catalog at `path`.
    public static func read(path: String) throws(CatalogError) -> StringCatalog {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .notFound(path: path) }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        return try parse(data, path: path)
    }

    /// The catalog in `data`; `path` names it in errors.
    public static func parse(_ data: Data, path: String) throws(CatalogError) -> StringCatalog {
        let bytes = [UInt8](data)
        let root: OrderedJSON
        do {
            root = try OrderedJSONReader.read(bytes)
        } catch {
            throw .notJSON(path: path, detail: "\(error.detail) at byte \(error.offset)")
        }
        guard root["strings"]?.members != nil else { throw .notStringCatalog(path: path) }
        guard let language = root["sourceLanguage"]?.stringValue, !language.isEmpty else {
            throw .noSourceLanguage(path: path)
        }
        return StringCatalog(
            path: path, root: root, sourceLanguage: language, endsWithNewline: bytes.last == UInt8(ascii: "\n"),
            escapesSlashes: bytes.count > 1 && String(decoding: bytes, as: UTF8.self).contains("\\/"))
    }

    /// Every source-language value in file order, forms of a key in the order the file lists them. A key without a
    /// value of its own stands for itself (Xcode leaves extracted keys so). Substitutions (`%#@arg@`) are not
    /// units: their forms stay as written.
    public var units: [CatalogUnit] {
        var units: [CatalogUnit] = []
        for member in root["strings"]?.members ?? [] {
            let entry = member.value
            let comment = entry["comment"]?.stringValue
            let translate = entry["shouldTranslate"]?.boolValue ?? true
            var found: [CatalogUnit] = []
            if let localization = entry["localizations"]?[sourceLanguage] {
                collect(localization, key: member.key, path: [], comment: comment, translate: translate, into: &found)
            }
            if found.isEmpty, entry["localizations"]?[sourceLanguage] == nil {
                found = [CatalogUnit(key: member.key, text: member.key, comment: comment, shouldTranslate: translate)]
            }
            units += found
        }
        return units
    }

    private func collect(
        _ node: OrderedJSON, key: String, path: [String], comment: String?, translate: Bool, into units: inout [CatalogUnit]
    ) {
        if let unit = node["stringUnit"], let value = unit["value"]?.stringValue {
            units.append(CatalogUnit(
                key: key, variation: path, text: value, comment: comment, state: unit["state"]?.stringValue,
                shouldTranslate: translate))
        }
        for kind in node["variations"]?.members ?? [] {
            for form in kind.value.members ?? [] {
                collect(form.value, key: key, path: path + [kind.key, form.key], comment: comment, translate: translate, into: &units)
            }
        }
    }

    /// This catalog with the given values set (text and state), everything else as it was. A key that had no
    /// value of its own gets a source localization holding the new one.
    public func replacing(_ values: [CatalogValue]) -> StringCatalog {
        guard !values.isEmpty, let strings = root["strings"]?.members else { return self }
        let byKey = Dictionary(grouping: values, by: \.key)
        var changed = strings
        for index in changed.indices {
            guard let forKey = byKey[changed[index].key] else { continue }
            var entry = changed[index].value
            for value in forKey {
                entry = setting(value, in: entry)
            }
            changed[index].value = entry
        }
        var copy = self
        copy.root = root.setting("strings", to: .object(changed))
        return copy
    }

    private func setting(_ value: CatalogValue, in entry: OrderedJSON) -> OrderedJSON {
        let localizations = entry["localizations"] ?? .object([])
        let localization = localizations[sourceLanguage] ?? .object([])
        let updated = setting(value, at: value.variation[...], in: localization)
        return entry.setting("localizations", to: localizations.setting(sourceLanguage, to: updated))
    }

    private func setting(_ value: CatalogValue, at path: ArraySlice<String>, in node: OrderedJSON) -> OrderedJSON {
        guard let kind = path.first, path.count >= 2 else {
            let unit = node["stringUnit"] ?? .object([])
            let newUnit = unit
                .setting("state", to: .string(value.state))
                .setting("value", to: unit["value"]?.stringValue == value.text ? unit["value"]! : .string(value.text))
            return node.setting("stringUnit", to: newUnit)
        }
        let form = path[path.startIndex + 1]
        guard let variations = node["variations"], let kinds = variations[kind], let child = kinds[form] else { return node }
        let updated = setting(value, at: path.dropFirst(2), in: child)
        return node.setting("variations", to: variations.setting(kind, to: kinds.setting(form, to: updated)))
    }

    /// The catalog's bytes in Xcode's layout.
    public func data() -> Data {
        let text = XcodeJSONWriter(escapingSlashes: escapesSlashes).text(root)
        return Data((endsWithNewline ? text + "\n" : text).utf8)
    }
}
