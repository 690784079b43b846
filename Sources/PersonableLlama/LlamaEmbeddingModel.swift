import CLlama
import Foundation
import PersonableLanguageModels

/// Sentence embeddings computed in-process by llama.cpp from a BERT-family GGUF (all-MiniLM-L6-v2 by default,
/// converted by `scripts/setup`): mean-pooled, unit length.
///
/// The model loads on first use, once per process; every llama.cpp call runs on the model's own serial queue.
/// One thread: a short string takes a few milliseconds, and a second thread only stalls on a busy machine.
public final class LlamaEmbeddingModel: TextEmbedding, @unchecked Sendable {
    public let file: ModelFile
    public let version: String
    private let queue = DispatchQueue(label: "personable.llama.embedding", qos: .userInitiated)
    // Touched only on `queue`.
    private var loaded: (model: OpaquePointer, context: OpaquePointer, vocab: OpaquePointer)?
    private static let contextLength: UInt32 = 512

    /// - Throws: when the file is missing or not a GGUF (checked now; loading happens on first use).
    public init(file: ModelFile = .installedDefaultEmbedding()) throws {
        try file.validate()
        self.file = file
        self.version = file.version()
    }

    deinit {
        if let loaded {
            llama_free(loaded.context)
            llama_model_free(loaded.model)
        }
    }

    public func embeddings(for texts: [String]) async throws -> [[Float]] {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try texts.map { try self.embed($0) } })
            }
        }
    }

    // MARK: - On the queue

    private func load() throws -> (model: OpaquePointer, context: OpaquePointer, vocab: OpaquePointer) {
        if let loaded { return loaded }
        LlamaBackend.initialise()
        var modelParameters = llama_model_default_params()
        modelParameters.n_gpu_layers = 0
        guard let model = llama_model_load_from_file(file.path, modelParameters) else {
            throw LanguageModelError.loadFailed(path: file.path)
        }
        var contextParameters = llama_context_default_params()
        contextParameters.n_ctx = Self.contextLength
        contextParameters.n_batch = Self.contextLength
        contextParameters.n_ubatch = Self.contextLength
        contextParameters.n_threads = 1
        contextParameters.n_threads_batch = 1
        contextParameters.embeddings = true
        contextParameters.pooling_type = LLAMA_POOLING_TYPE_MEAN
        contextParameters.no_perf = true
        guard let context = llama_init_from_model(model, contextParameters) else {
            llama_model_free(model)
            throw LanguageModelError.loadFailed(path: file.path)
        }
        let result = (model: model, context: context, vocab: llama_model_get_vocab(model)!)
        loaded = result
        return result
    }

    private func embed(_ text: String) throws -> [Float] {
        let (model, context, vocab) = try load()
        var tokens = [llama_token](repeating: 0, count: text.utf8.count + 8)
        var count = llama_tokenize(vocab, text, Int32(text.utf8.count), &tokens, Int32(tokens.count), true, true)
        if count < 0 {
            tokens = [llama_token](repeating: 0, count: Int(-count))
            count = llama_tokenize(vocab, text, Int32(text.utf8.count), &tokens, Int32(tokens.count), true, true)
        }
        // A UI string is far shorter; a longer text is judged on its start (as sentence-transformers truncates).
        tokens = Array(tokens.prefix(Int(min(max(count, 0), Int32(Self.contextLength)))))
        guard !tokens.isEmpty else { return [Float](repeating: 0, count: Int(llama_model_n_embd(model))) }
        llama_memory_clear(llama_get_memory(context), true)
        var batch = llama_batch_init(Int32(tokens.count), 0, 1)
        defer { llama_batch_free(batch) }
        for (index, token) in tokens.enumerated() {
            batch.token[index] = token
            batch.pos[index] = llama_pos(index)
            batch.n_seq_id[index] = 1
            batch.seq_id[index]![0] = 0
            batch.logits[index] = 1
        }
        batch.n_tokens = Int32(tokens.count)
        guard llama_decode(context, batch) == 0, let pooled = llama_get_embeddings_seq(context, 0) else {
            throw LanguageModelError.decodeFailed(code: -1)
        }
        let vector = Array(UnsafeBufferPointer(start: pooled, count: Int(llama_model_n_embd(model))))
        let norm = vector.reduce(Float(0)) { $0 + $1 * $1 }.squareRoot()
        return norm > 0 ? vector.map { $0 / norm } : vector
    }
}
