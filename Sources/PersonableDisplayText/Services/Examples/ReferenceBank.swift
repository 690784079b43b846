import Foundation

/// The hand-written rewrites every theme is modelled on: the few-shot source of each prompt, the oracle of the
/// checks' tests and the style model of the scorer.
///
/// Data, reviewed like code: one tab-separated file per theme in `Resources/ReferenceBank/` (`kind`, `original`,
/// `rewrite`; see `docs/REFERENCE_BANK.md` for the rules each line keeps). Professional has no file: it is the
/// app's own text.
public struct ReferenceBank: Sendable {
    /// Every example, in file order per theme.
    public let examples: [ReferenceExample]

    public init(examples: [ReferenceExample]) {
        self.examples = examples
    }

    /// The bank shipped with the package.
    public static let shipped: ReferenceBank = {
        do { return try ReferenceBank(directory: resourceDirectory) } catch {
            preconditionFailure("The package's reference bank is missing or malformed: \(error)")
        }
    }()

    static var resourceDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("ReferenceBank")
    }

    /// Reads `<theme>.tsv` for every generated theme in `directory`.
    public init(directory: URL) throws {
        let files = try ThemeDataFiles.read(in: directory) { try Self.parse($0, theme: $1, file: $2) }
        examples = DisplayTheme.allCases.flatMap { files[$0] ?? [] }
    }

    /// The examples of `theme`.
    public func examples(for theme: DisplayTheme) -> [ReferenceExample] {
        examples.filter { $0.theme == theme }
    }

    /// The content stems `theme`'s written rewrites add to their originals: the words the theme may add to a
    /// string ("grab", "EXCUSES", "journey"), and no others ("device" is in the bank because strings mention one,
    /// not because a theme brings it).
    public func vocabulary(for theme: DisplayTheme) -> Set<String> {
        var words = Set<String>()
        for example in examples(for: theme) {
            let original = Set(DisplayTextScorer.contentStems(example.original))
            words.formUnion(DisplayTextScorer.contentStems(example.rewrite).filter { !original.contains($0) })
        }
        return words
    }

    /// The hand-written rewrite of exactly `original` in `theme`, if the bank has one.
    public func rewrite(of original: String, theme: DisplayTheme) -> String? {
        examples.first { $0.theme == theme && $0.original == original }?.rewrite
    }

    /// Why a bank file could not be read.
    public struct FormatError: Error, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var problem: String
        public var description: String { "\(file), line \(line): \(problem)" }
    }

    static func parse(_ text: String, theme: DisplayTheme, file: String) throws -> [ReferenceExample] {
        var examples: [ReferenceExample] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() where index > 0 {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else {
                throw FormatError(file: file, line: index + 1, problem: "expected 3 tab-separated fields, found \(fields.count)")
            }
            guard let kind = TextKind(rawValue: fields[0]), kind.isInScope else {
                throw FormatError(file: file, line: index + 1, problem: "unknown or out-of-scope kind \(fields[0])")
            }
            examples.append(ReferenceExample(theme: theme, kind: kind, original: fields[1], rewrite: fields[2]))
        }
        return examples
    }
}
