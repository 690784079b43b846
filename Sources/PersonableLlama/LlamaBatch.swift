import CLlama

/// A `llama_batch` being filled with tokens for one `llama_decode`: each token with its position, its sequence
/// and whether its logits are wanted. Freed with the batch.
final class LlamaBatch {
    private(set) var batch: llama_batch
    /// The most tokens it holds.
    let capacity: Int32

    init(capacity: Int32) {
        self.capacity = capacity
        batch = llama_batch_init(capacity, 0, 1)
    }

    deinit {
        llama_batch_free(batch)
    }

    /// The tokens added since the last ``clear()``.
    var count: Int32 { batch.n_tokens }
    var isFull: Bool { batch.n_tokens == capacity }

    /// Adds `token` at `position` of sequence `sequence`; `logits`: its next token is sampled from this row.
    func add(_ token: llama_token, at position: Int, sequence: Int, logits: Bool) {
        let row = Int(batch.n_tokens)
        batch.token[row] = token
        batch.pos[row] = llama_pos(position)
        batch.n_seq_id[row] = 1
        batch.seq_id[row]![0] = llama_seq_id(sequence)
        batch.logits[row] = logits ? 1 : 0
        batch.n_tokens += 1
    }

    /// Empties the batch after a decode.
    func clear() {
        batch.n_tokens = 0
    }
}
