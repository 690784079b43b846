/// One string of an evaluation set: the text, and what a person said it is (when the set is labelled).
public struct EvaluationCase: Sendable, Hashable {
    public var text: String
    /// `true` in scope, `false` out of scope, `nil` unlabelled.
    public var inScope: Bool?

    public init(text: String, inScope: Bool? = nil) {
        self.text = text
        self.inScope = inScope
    }

    /// Reads a tab-separated file with a header naming a `text` column (and optionally `scope`, `in`/`out`),
    /// or one string per line.
    public static func parse(_ contents: String) -> [EvaluationCase] {
        let lines = contents.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init),
            let textColumn = header.firstIndex(of: "text")
        else {
            return lines.map { EvaluationCase(text: $0) }
        }
        let scopeColumn = header.firstIndex(of: "scope")
        return lines.dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.indices.contains(textColumn) else { return nil }
            let scope = scopeColumn.flatMap { fields.indices.contains($0) ? fields[$0] : nil }
            return EvaluationCase(text: fields[textColumn], inScope: scope.map { $0 == "in" })
        }
    }
}
