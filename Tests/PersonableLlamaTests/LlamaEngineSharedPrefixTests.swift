@testable import PersonableLlama
import Testing

/// How much of a group of prompts is evaluated once and copied to every sequence.
struct LlamaEngineSharedPrefixTests {
    @Test func theSharedPartLeavesEveryPromptItsLastToken() {
        #expect(LlamaEngine.sharedPrefixLength(of: [[1, 2, 3, 4], [1, 2, 3, 5]]) == 3)
        #expect(LlamaEngine.sharedPrefixLength(of: [[1, 2, 3], [1, 2, 3, 4]]) == 2, "the shorter prompt keeps its last token")
        #expect(LlamaEngine.sharedPrefixLength(of: [[1, 2, 3]]) == 2, "one prompt: all but its last token")
        #expect(LlamaEngine.sharedPrefixLength(of: [[1, 2], [7, 2], [1, 2]]) == 0)
    }
}
