import Foundation

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
}
