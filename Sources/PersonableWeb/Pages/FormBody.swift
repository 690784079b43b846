import Foundation
import Hummingbird

/// A page form's fields (`application/x-www-form-urlencoded`), bounded like every body.
struct FormBody: Sendable {
    var fields: [(name: String, value: String)]

    static func read(_ request: Request, limit: Int) async throws -> FormBody {
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw APIError(.contentTooLarge, APIError.sentence(for: .contentTooLarge, maximumBodySize: limit))
        }
        let text = String(decoding: buffer.readableBytesView, as: UTF8.self)
        return FormBody(fields: text.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        })
    }

    private static func decode(_ text: Substring) -> String {
        String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
    }

    /// The first value of `name`.
    subscript(_ name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// Every value of `name` (checkboxes).
    func all(_ name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value)
    }
}
