import Foundation
import Personable

/// A language model that breaks mid-answer, as a server sending garbage does: each answer streams `before`, then
/// fails with `error`.
struct BreakingLanguageModel: LanguageModel {
    var before = "Hi team, the review"
    var error = LanguageModelError.badResponse("a line that isn't an event")
    let version = "breaking-1"

    var availability: LanguageModelAvailability { get async { .available } }
    var promptStyle: PromptStyle { get async { .completion } }

    func streamResponse(to prompt: Prompt, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        let (stream, continuation) = AsyncThrowingStream<String, any Error>.makeStream()
        continuation.yield(before)
        continuation.finish(throwing: error)
        return stream
    }
}
