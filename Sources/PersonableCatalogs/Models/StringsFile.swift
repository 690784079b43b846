import Foundation
import PersonableDesignSystem

/// An Apple `.strings` file (UTF-8 or UTF-16) read whole, so themed values can be put in with every comment,
/// blank line and untouched pair left byte for byte. A `.strings` file has no review state: a themed file's
/// values are all to be reviewed.
public struct StringsFile: LocalizedStringsDocument, Hashable {
    public var path: String
    private let contents: StringsFileText
    /// Entry index → new value.
    private var replacements: [Int: String] = [:]

    public static func == (lhs: StringsFile, rhs: StringsFile) -> Bool { lhs.data() == rhs.data() }
    public func hash(into hasher: inout Hasher) { hasher.combine(data()) }

    /// Reads and checks the `.strings` file at `path`.
    public static func read(path: String) throws -> StringsFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw CatalogError.notFound(path: path) }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw CatalogError.unreadable(path: path)
        }
        return try parse(data, path: path)
    }

    /// The file in `data`; `path` names it in errors (`CopyFileError`, first person).
    public static func parse(_ data: Data, path: String) throws -> StringsFile {
        StringsFile(path: path, contents: try StringsFileText.read(data, path: path))
    }

    private init(path: String, contents: StringsFileText) {
        self.path = path
        self.contents = contents
    }

    public var units: [CatalogUnit] {
        contents.entries.enumerated().map { index, entry in
            CatalogUnit(key: entry.key, text: replacements[index] ?? entry.text, comment: entry.comment)
        }
    }

    public func replacing(_ values: [CatalogValue]) -> StringsFile {
        var copy = self
        for value in values where value.variation.isEmpty {
            if let index = contents.entries.firstIndex(where: { $0.key == value.key }), contents.valueRanges[index] != nil {
                copy.replacements[index] = value.text
            }
        }
        return copy
    }

    public func data() -> Data {
        contents.data(replacing: replacements)
    }
}

extension StringsFile {
    /// The language of the `.lproj` folder the file is in (`nl.lproj/Localizable.strings`), if any; `Base` says none.
    public var language: String? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        guard folder.hasSuffix(".lproj"), folder != "Base.lproj" else { return nil }
        return String(folder.dropLast(".lproj".count))
    }
}
