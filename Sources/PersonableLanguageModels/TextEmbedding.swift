/// A model that turns text into vectors whose cosine similarity says how close two texts are in meaning.
///
/// `LlamaEmbeddingModel` computes them in-process with llama.cpp from a BERT-family GGUF; tests use a double.
public protocol TextEmbedding: Sendable {
    /// Identifies the model (file name and hash prefix), for calibration records and caches.
    var version: String { get }
    /// One unit-length vector per text, in order.
    func embeddings(for texts: [String]) async throws -> [[Float]]
}
