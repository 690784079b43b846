import Hummingbird
import Synchronization

/// The JSON bytes of answers a route gives again and again (a cached themed text), so a repeated answer is a hash
/// lookup instead of a `JSONEncoder` run: encoding was the largest cost of a cached `GET /api/text`. The value
/// itself is the key, so a changed text is encoded anew; at most `limit` answers are kept (then all are dropped).
final class EncodedResponseCache<Value: Hashable & Encodable & Sendable>: Sendable {
    private let encoded = Mutex<[Value: ByteBuffer]>([:])
    private let limit: Int

    init(limit: Int = 4096) {
        self.limit = limit
    }

    /// `value` as a JSON answer, its body from the cache when it was encoded before.
    func response(_ value: Value) throws -> Response {
        Response(status: .ok, headers: [.contentType: JSONResponse.contentType], body: ResponseBody(byteBuffer: try body(value)))
    }

    /// `value` as `JSONResponse` encodes it.
    func body(_ value: Value) throws -> ByteBuffer {
        if let cached = encoded.withLock({ $0[value] }) { return cached }
        let body = ByteBuffer(bytes: try JSONResponse.data(value))
        encoded.withLock { cache in
            if cache.count >= limit { cache.removeAll(keepingCapacity: true) }
            cache[value] = body
        }
        return body
    }

    /// How many answers are kept.
    var count: Int { encoded.withLock { $0.count } }
}
