import Foundation

/// Checks a custom theme before it is stored: its name, its guide, and that each example rewrite passes the
/// checks a model's answer must pass (`DisplayTextQualityGate`, as the reference bank's rewrites are checked).
/// An example that could not be shown in place of its original cannot teach the model to write one.
public struct CustomThemeValidator: Sendable {
    public init() {}

    /// A theme made of what the user gave, or the first problem found.
    public func validated(
        name: String, styleGuide: String, examples: [CustomThemeExample], createdAt: Date
    ) throws -> CustomTheme {
        guard CustomTheme.isValidName(name) else { throw CustomThemeError.invalidName(name) }
        if (try? DisplayTheme.parse(name)) != nil { throw CustomThemeError.builtInName(name) }
        let guide = CustomTheme.oneLine(styleGuide)
        guard !guide.isEmpty else { throw CustomThemeError.emptyStyleGuide }
        guard guide.count <= CustomTheme.maximumStyleGuideLength else {
            throw CustomThemeError.styleGuideTooLong(characters: guide.count, limit: CustomTheme.maximumStyleGuideLength)
        }
        guard examples.count >= CustomTheme.minimumExampleCount else {
            throw CustomThemeError.tooFewExamples(given: examples.count, minimum: CustomTheme.minimumExampleCount)
        }
        guard examples.count <= CustomTheme.maximumExampleCount else {
            throw CustomThemeError.tooManyExamples(given: examples.count, maximum: CustomTheme.maximumExampleCount)
        }
        let examples = examples.map {
            CustomThemeExample(original: CustomTheme.oneLine($0.original), rewrite: CustomTheme.oneLine($0.rewrite))
        }
        let classifier = TextScopeClassifier()
        let gate = DisplayTextQualityGate(promptText: "", vocabulary: nil)
        for (index, example) in examples.enumerated() {
            let number = index + 1
            guard !example.original.isEmpty, !example.rewrite.isEmpty else {
                throw CustomThemeError.unreadableExample(number: number, text: "\(example.original) => \(example.rewrite)")
            }
            guard example.original.count <= DisplayTextService.longestThemedText else {
                throw CustomThemeError.exampleTooLong(number: number, limit: DisplayTextService.longestThemedText)
            }
            let kind = classifier.classify(example.original)
            guard let textType = kind.textType else {
                throw CustomThemeError.exampleOutOfScope(number: number, original: example.original, kind: kind)
            }
            let reasons = gate.rejections(of: example.rewrite, original: example.original, textType: textType, kind: kind)
            guard reasons.isEmpty else {
                throw CustomThemeError.exampleFailsChecks(number: number, rewrite: example.rewrite, reasons: reasons)
            }
        }
        return CustomTheme(name: name, styleGuide: guide, examples: examples, createdAt: createdAt)
    }
}
