import Crypto
import Foundation

/// A composed message: the request, what wrote it, and its variations (refinements appended).
public struct Composition: Identifiable, Hashable, Codable, Sendable {
    public var id: UUID
    public var input: String
    public var context: CommunicationContext
    public var fixedTone: Bool
    public var variationCount: Int
    /// The model and prompt version that wrote it.
    public var writerVersion: String
    public var variations: [ResponseVariation]
    public var createdAt: Date
    public var updatedAt: Date

    public init(request: ComposerRequest, writerVersion: String, variations: [ResponseVariation], at date: Date) {
        id = UUID()
        input = request.input
        context = request.context
        fixedTone = request.fixedTone
        variationCount = request.count
        self.writerVersion = writerVersion
        self.variations = variations
        createdAt = date
        updatedAt = date
    }

    /// What identifies an identical request: input, audience, tone, count, fixed tone and writer, hashed.
    public static func requestKey(_ request: ComposerRequest, writerVersion: String) -> String {
        let text = [request.input, request.context.audience.rawValue, request.context.tone.rawValue, "\(request.count)",
                    request.fixedTone ? "fixed" : "spread", writerVersion].joined(separator: "\u{1F}")
        return SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
