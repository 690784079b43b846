import Foundation
import Hummingbird

/// Reads a request's JSON body: bounded (413 past the limit), `application/json` only (415: a cross-site form
/// cannot send it without the browser asking first), and decoded with a first-person sentence for what is wrong.
enum JSONBody {
    static func decode<Value: Decodable>(_ type: Value.Type, from request: Request, limit: Int) async throws -> Value {
        let contentType = request.headers[.contentType]?.lowercased() ?? ""
        guard contentType.hasPrefix("application/json") else {
            throw APIError(.unsupportedMediaType, "I only accept JSON here: send the body with Content-Type: application/json.")
        }
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw APIError(.contentTooLarge, APIError.sentence(for: .contentTooLarge, maximumBodySize: limit))
        }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(buffer.readableBytesView))
        } catch let DecodingError.keyNotFound(key, _) {
            throw APIError(.badRequest, "I need \"\(key.stringValue)\" in the JSON body.")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw APIError(.badRequest, "I couldn't read \"\(field)\" in the JSON body: it is missing or of the wrong kind; /openapi.json says what it takes.")
        } catch {
            throw APIError(.badRequest, "I couldn't read the body as a JSON object; check its commas, quotes and braces.")
        }
    }
}
