import Foundation
import HTTPTypes
import Hummingbird

/// JSON answers, encoded as the CLI's `--json` output is (sorted keys, ISO 8601 dates), so the two surfaces
/// show one model.
enum JSONResponse {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let contentType = "application/json; charset=utf-8"

    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let data = try encoder.encode(value)
        return Response(
            status: status, headers: [.contentType: contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func data(_ value: some Encodable) throws -> Data {
        try encoder.encode(value)
    }
}
