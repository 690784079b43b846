import Personable

/// `POST /api/compose`'s body: the message, who it is for, the tone asked first and how many variations.
struct ComposeBody: Decodable, Sendable {
    var message: String
    var audience: String
    var tone: String
    var count: Int?
    var fixedTone: Bool?

    /// The composer's request, checked (word limit, count) before anything is written.
    func request() throws -> ComposerRequest {
        let context = CommunicationContext(audience: try AudienceType.parse(audience), tone: try ToneType.parse(tone))
        return try ComposerRequest(
            input: message, context: context, count: count ?? ComposerRequest.maximumVariations, fixedTone: fixedTone ?? false
        ).validated()
    }
}
