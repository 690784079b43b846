import Foundation
import PersonableCore

/// The hand-written data of the built-in themes — the reference bank, the frames, the sentence patterns: one
/// tab-separated `<theme>.tsv` per generated theme in a folder.
enum ThemeDataFiles {
    /// Each generated theme's file in `directory`, parsed by `parse(contents, theme, file name)`.
    static func read<Value>(
        in directory: URL, _ parse: (String, DisplayTheme, String) throws -> Value
    ) throws -> [DisplayTheme: Value] {
        var values: [DisplayTheme: Value] = [:]
        for theme in DisplayTheme.allCases where theme.isGenerated {
            let file = directory.appendingPathComponent("\(theme.rawValue).tsv")
            values[theme] = try parse(String(contentsOf: file, encoding: .utf8), theme, file.lastPathComponent)
        }
        return values
    }

    /// A digest of every generated theme's file in `directories` (`StableHash` over their text): it changes whenever
    /// a written rewrite, pattern or frame does.
    static func digest(of directories: [URL]) -> String {
        let files = directories.flatMap { directory in
            DisplayTheme.allCases.filter(\.isGenerated).map { theme in
                (try? String(contentsOf: directory.appendingPathComponent("\(theme.rawValue).tsv"), encoding: .utf8)) ?? ""
            }
        }
        return String(StableHash.fnv1a(files.joined(separator: "\u{0}")), radix: 16)
    }
}
