import CLlama
import PersonableLanguageModels

/// One completion being written by `LlamaEngine`: its sampler, its token limit, its stop sequences and the text
/// so far, and where its next token goes in the KV cache.
struct LlamaCompletion {
    let sampler: UnsafeMutablePointer<llama_sampler>
    let limit: Int
    var stops: StopSequenceMatcher
    var text = UTF8Accumulator()
    /// The next token to put in the cache, and its position.
    var pending: llama_token?
    var position: Int
    /// Tokens in the cache after the shared prefix: the rest of the prompt, then the answer so far.
    var fed: [llama_token] = []
    var generated = 0

    /// What taking a sampled token gave: text to stream (maybe empty), and whether the completion ended.
    struct Step {
        var text: String
        var isFinal: Bool
        /// Whether the token was part of the answer (not an end-of-generation token nor one past the limit).
        var countsAsGenerated: Bool
    }

    /// Takes the token sampled for this completion: it ends the completion (end of generation, the limit, a stop
    /// sequence) or is streamed as far as the stop matcher allows and queued for the next step. `bytes` gives the
    /// token's text; it is read only when the token is part of the answer.
    mutating func take(_ token: llama_token, endsGeneration: Bool, bytes: () -> [UInt8]) -> Step {
        pending = nil
        if endsGeneration || generated >= limit {
            return Step(text: rest(), isFinal: true, countsAsGenerated: false)
        }
        generated += 1
        let (safe, stopped) = stops.feed(text.append(bytes()))
        if stopped || generated >= limit {
            return Step(text: safe + (stopped ? "" : rest()), isFinal: true, countsAsGenerated: true)
        }
        pending = token
        position += 1
        return Step(text: safe, isFinal: false, countsAsGenerated: true)
    }

    /// What the stop matcher and the UTF-8 accumulator still hold, at the end.
    mutating func rest() -> String {
        stops.feed(text.finish()).text + stops.finish()
    }
}
