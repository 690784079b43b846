/// The audience and tone a message is rewritten for.
public struct CommunicationContext: Hashable, Codable, Sendable {
    public var audience: AudienceType
    public var tone: ToneType

    public init(audience: AudienceType, tone: ToneType) {
        self.audience = audience
        self.tone = tone
    }
}
