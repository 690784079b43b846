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

    /// A digest of every generated theme's file in `directories` (FNV-1a over their bytes, the same in every run):
    /// it changes whenever a written rewrite, pattern or frame does.
    static func digest(of directories: [URL]) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for directory in directories {
            for theme in DisplayTheme.allCases where theme.isGenerated {
                let contents = (try? Data(contentsOf: directory.appendingPathComponent("\(theme.rawValue).tsv"))) ?? Data()
                for byte in contents + [0] { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
            }
        }
        return String(hash, radix: 16)
    }
}
