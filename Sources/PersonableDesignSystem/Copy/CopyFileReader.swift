import Foundation

/// Reads the strings of a `.strings`, `.xcstrings` or plain text file for the warm-copy linter.
public enum CopyFileReader {
    /// The file's strings, in file order (catalog keys sorted). Throws `CopyFileError` naming the file.
    public static func read(path: String) throws -> [CopyEntry] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CopyFileError.notFound(path: path)
        }
        if isDirectory.boolValue { throw CopyFileError.isDirectory(path: path) }
        guard let data = FileManager.default.contents(atPath: path) else { throw CopyFileError.unreadable(path: path) }
        return try parse(data, format: CopyFileFormat(path: path), path: path)
    }

    /// The strings of `data` read as `format`; `path` names the file in errors.
    public static func parse(_ data: Data, format: CopyFileFormat, path: String) throws -> [CopyEntry] {
        switch format {
        case .stringCatalog:
            return try StringCatalogParser.parse(data, path: path)
        case .strings:
            return try StringsFileParser.parse(try decodeText(data, path: path), path: path)
        case .plainText:
            let text = try decodeText(data, path: path)
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
                return trimmed.isEmpty ? nil : CopyEntry(key: "line \(index + 1)", text: trimmed)
            }
        }
    }

    /// UTF-8 (with or without BOM) or UTF-16 with a BOM, as `.strings` files may be.
    static func decodeText(_ data: Data, path: String) throws -> String {
        let bytes = [UInt8](data.prefix(3))
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else { throw CopyFileError.notText(path: path) }
            return text
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        guard let text = String(data: body, encoding: .utf8) else { throw CopyFileError.notText(path: path) }
        return text
    }
}
