import Foundation
import PersonableCore

/// Each theme's hand-written sentence patterns (`ThemePattern`), by situation (`FrameSituation`): the theme's
/// own way of saying a common shape of UI string ("Loading {x}" → "Grabbing {x}{end}"), the app's words kept in
/// the slot.
///
/// Data, reviewed like code: one tab-separated file per theme in `Resources/Patterns/` (`situation`, `pattern`,
/// `rewrite`). A pattern is kept only once blind readers have labelled what it gives good; see
/// `docs/TEXT_QUALITY.md`.
public struct ThemePatterns: Sendable {
    public let patterns: [DisplayTheme: [FrameSituation: [ThemePattern]]]

    public init(patterns: [DisplayTheme: [FrameSituation: [ThemePattern]]]) {
        self.patterns = patterns
    }

    /// The patterns shipped with the package.
    public static let shipped: ThemePatterns = {
        do { return try ThemePatterns(directory: Bundle.module.resourceURL!.appendingPathComponent("Patterns")) } catch {
            preconditionFailure("The package's theme patterns are missing or malformed: \(error)")
        }
    }()

    /// Reads `<theme>.tsv` for every generated theme in `directory`.
    public init(directory: URL) throws {
        patterns = try ThemeDataFiles.read(in: directory) { try Self.parse($0, file: $2) }
    }

    /// The patterns of `theme` written for `situation`, in file order.
    public func patterns(for theme: DisplayTheme, in situation: FrameSituation) -> [ThemePattern] {
        patterns[theme]?[situation] ?? []
    }

    /// `original` said by `theme`'s patterns for its situation: every fitting rewrite, starting at one picked by the
    /// string itself (several rewrites of one shape vary across an app, and the same string always reads the same).
    public func candidates(for original: String, situation: FrameSituation, theme: DisplayTheme) -> [String] {
        let fitting = patterns(for: theme, in: situation).compactMap { $0.applied(to: original) }
        guard !fitting.isEmpty else { return [] }
        let start = Int(StableHash.fnv1a("\(theme.rawValue)|\(original)") % UInt32(fitting.count))
        return Array(fitting[start...] + fitting[..<start])
    }

    static func parse(_ text: String, file: String) throws -> [FrameSituation: [ThemePattern]] {
        var patterns: [FrameSituation: [ThemePattern]] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() where index > 0 {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 3 else {
                throw ReferenceBank.FormatError(file: file, line: index + 1, problem: "expected 3 tab-separated fields, found \(fields.count)")
            }
            guard let situation = FrameSituation(rawValue: fields[0]) else {
                throw ReferenceBank.FormatError(file: file, line: index + 1, problem: "unknown situation \(fields[0])")
            }
            let slots = fields[1].components(separatedBy: ThemePattern.slot).count - 1
            guard slots <= 1, fields[2].components(separatedBy: ThemePattern.slot).count - 1 == slots else {
                throw ReferenceBank.FormatError(
                    file: file, line: index + 1, problem: "a pattern has at most one {x}, and its rewrite the same number")
            }
            patterns[situation, default: []].append(ThemePattern(situation: situation, pattern: fields[1], rewrite: fields[2]))
        }
        return patterns
    }
}
