/// One string of an evaluation set: the text, and what a person said it is (when the set is labelled).
public struct EvaluationCase: Sendable, Hashable {
    public var text: String
    /// `true` in scope, `false` out of scope, `nil` unlabelled.
    public var inScope: Bool?
    /// The string's key or resource name in its app, when the set has one (read as a catalog's key is).
    public var key: String?
    /// The app's comment for translators, when the set has one.
    public var comment: String?

    public init(text: String, inScope: Bool? = nil, key: String? = nil, comment: String? = nil) {
        self.text = text
        self.inScope = inScope
        self.key = key
        self.comment = comment
    }

    /// Reads a tab-separated file with a header naming a `text` column (and optionally `scope`, `in`/`out`;
    /// `key` or `name`, the string's key; `comment`), or one string per line.
    public static func parse(_ contents: String) -> [EvaluationCase] {
        let lines = contents.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init),
            let textColumn = header.firstIndex(of: "text")
        else {
            return lines.map { EvaluationCase(text: $0) }
        }
        let scopeColumn = header.firstIndex(of: "scope")
        let keyColumn = header.firstIndex(of: "key") ?? header.firstIndex(of: "name")
        let commentColumn = header.firstIndex(of: "comment")
        return lines.dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.indices.contains(textColumn) else { return nil }
            func field(_ column: Int?) -> String? {
                column.flatMap { fields.indices.contains($0) && !fields[$0].isEmpty ? fields[$0] : nil }
            }
            return EvaluationCase(
                text: fields[textColumn], inScope: field(scopeColumn).map { $0 == "in" }, key: field(keyColumn),
                comment: field(commentColumn))
        }
    }
}
