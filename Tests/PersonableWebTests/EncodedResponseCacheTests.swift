import Foundation
import Hummingbird
import Personable
import Testing

@testable import PersonableWeb

/// `EncodedResponseCache`: a repeated answer is the same JSON as `JSONResponse` writes, a changed one is encoded
/// anew, and the cache stays within its limit.
struct EncodedResponseCacheTests {
    func result(_ text: String, id: UUID? = nil) -> TextResult {
        let key = DisplayTextKey(entityType: .emptyState, entityId: "goals_list", theme: .casual, textType: .title)
        return TextResult(key: key, original: "No Goals Yet", themed: ThemedText(text: text, source: .cache, id: id))
    }

    @Test func aRepeatedAnswerIsTheSameJSONAndAChangedOneIsEncodedAnew() throws {
        let cache = EncodedResponseCache<TextResult>(limit: 2)
        let first = result("No goals yet! Let's add one.")
        let expected = String(decoding: try JSONResponse.data(first), as: UTF8.self)
        #expect(String(buffer: try cache.body(first)) == expected)
        #expect(String(buffer: try cache.body(first)) == expected)
        #expect(cache.count == 1)
        #expect(try cache.response(first).headers[.contentType] == "application/json; charset=utf-8")
        let changed = result("No goals yet. Pick one.")
        #expect(String(buffer: try cache.body(changed)).contains("Pick one."))
        #expect(cache.count == 2)
        // Past the limit everything is dropped, and answers are still right.
        let third = result("Nothing here yet", id: UUID())
        #expect(String(buffer: try cache.body(third)).contains("Nothing here yet"))
        #expect(cache.count == 1)
        #expect(String(buffer: try cache.body(first)) == expected)
    }
}
