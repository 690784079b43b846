import Foundation
import GRDB

/// A theme the user defined (the spec's first "future enhancement"): a name, a style guide and at least three
/// example rewrites, stored as a row of the `customTheme` table and used wherever a built-in theme is, as
/// ``DisplayTheme/custom(_:)``.
///
/// The model is prompted with the guide as the theme's instructions and the examples as few-shot rewrites, the
/// way a built-in theme's reference bank is used; its answers pass the same checks. A custom theme has no
/// hand-written frames, so its strings go straight to the model.
///
/// ```swift
/// let pirate = try CustomTheme.validated(
///     name: "pirate", styleGuide: "Salty, cheerful, nautical",
///     examples: [CustomThemeExample(original: "Loading goals...", rewrite: "Hoisting your goals...")], …)
/// try await themes.add(pirate)
/// ```
public struct CustomTheme: Codable, Sendable, Hashable {
    /// The theme's name and raw value: lower-case letters, digits and underscores (``isValidName(_:)``).
    public var name: String
    /// How the theme speaks, in the user's words: the model's instructions.
    public var styleGuide: String
    /// Originals and their rewrites in this theme, in the order given: the prompt's few-shot examples.
    public var examples: [CustomThemeExample]
    public var createdAt: Date

    public init(name: String, styleGuide: String, examples: [CustomThemeExample], createdAt: Date) {
        self.name = name
        self.styleGuide = styleGuide
        self.examples = examples
        self.createdAt = createdAt
    }

    /// The theme as the rest of the package names it.
    public var theme: DisplayTheme { .custom(name) }

    /// The name shown in a theme picker: the name's words capitalised ("space_pirate" → "Space Pirate").
    public var displayName: String { Self.displayName(forName: name) }

    /// The fewest examples a theme is learnt from.
    public static let minimumExampleCount = 3
    /// The most examples a theme keeps: every one goes into each prompt.
    public static let maximumExampleCount = 12
    /// The longest style guide, in characters: a few sentences, so the prompt stays small.
    public static let maximumStyleGuideLength = 400

    /// The instruction given to the language model: the guide, in the shape of the built-in themes' prompts.
    public var systemPrompt: String {
        Self.systemPrompt(displayName: displayName, styleGuide: styleGuide)
    }

    /// The examples as the reference bank's, each with the kind its original is (out-of-scope ones left out).
    public var referenceExamples: [ReferenceExample] {
        let classifier = TextScopeClassifier()
        return examples.compactMap { example in
            let kind = classifier.classify(example.original)
            guard kind.isInScope else { return nil }
            return ReferenceExample(theme: theme, kind: kind, original: example.original, rewrite: example.rewrite)
        }
    }

    /// Whether `name` may name a custom theme: 2–40 characters, a lower-case letter first, then lower-case
    /// letters, digits or underscores (the `customTheme` table checks the same).
    public static func isValidName(_ name: String) -> Bool {
        guard (2...40).contains(name.count), let first = name.unicodeScalars.first, ("a"..."z").contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    static func displayName(forName name: String) -> String {
        name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    static func systemPrompt(displayName: String, styleGuide: String?) -> String {
        let guide = styleGuide.map { "\nThe style: \(Self.oneLine($0))" } ?? ""
        return """
            You are helping rewrite UI text in the "\(displayName)" style the examples show.\(guide)
            Keep the core meaning but make it sound like the examples.
            """
    }

    /// `text` on one line, its whitespace runs made single spaces.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}

/// One example rewrite of a custom theme: an app's string and how the theme says it.
public struct CustomThemeExample: Codable, Sendable, Hashable {
    public var original: String
    public var rewrite: String

    public init(original: String, rewrite: String) {
        self.original = original
        self.rewrite = rewrite
    }

    /// Reads `original => rewrite` (the CLI's `--example`), trimming each side; `nil` without exactly one `=>`.
    public init?(parsing text: String) {
        let sides = text.components(separatedBy: "=>")
        guard sides.count == 2 else { return nil }
        original = CustomTheme.oneLine(sides[0])
        rewrite = CustomTheme.oneLine(sides[1])
    }
}

extension CustomTheme: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "customTheme"

    public enum Columns {
        public static let name = Column(CodingKeys.name)
        public static let createdAt = Column(CodingKeys.createdAt)
    }
}
