/// One message of a composer evaluation set: `personable compose eval` writes its variations anew.
public struct ComposerEvaluationMessage: Hashable, Sendable {
    public var id: String
    public var context: CommunicationContext
    public var message: String

    public init(id: String, context: CommunicationContext, message: String) {
        self.id = id
        self.context = context
        self.message = message
    }

    /// The messages of a tab-separated file with a header: a `message` column, and optionally `id`, `audience` and
    /// `tone` (by default the row's number, client and diplomatic). An audience or tone I don't know is refused as
    /// on the command line, naming the ones I know.
    public static func parse(_ text: String) throws -> [ComposerEvaluationMessage] {
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        guard let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map({ $0.lowercased() }),
              let messageColumn = header.firstIndex(of: "message")
        else { return [] }
        func column(_ name: String, in fields: [String]) -> String? {
            header.firstIndex(of: name).flatMap { $0 < fields.count ? fields[$0] : nil }.flatMap { $0.isEmpty ? nil : $0 }
        }
        var messages: [ComposerEvaluationMessage] = []
        for (row, line) in lines.dropFirst().enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard messageColumn < fields.count, !fields[messageColumn].isEmpty else { continue }
            let audience = try column("audience", in: fields).map(AudienceType.parse) ?? .client
            let tone = try column("tone", in: fields).map(ToneType.parse) ?? .diplomatic
            messages.append(ComposerEvaluationMessage(
                id: column("id", in: fields) ?? "\(row + 1)", context: CommunicationContext(audience: audience, tone: tone),
                message: fields[messageColumn]))
        }
        return messages
    }
}
