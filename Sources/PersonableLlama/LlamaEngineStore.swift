import Foundation
import PersonableLanguageModels
import Synchronization

/// Loads each model file once per process and shares it: every `LlamaLanguageModel` for the same path uses the
/// same weights and context.
final class LlamaEngineStore: Sendable {
    static let shared = LlamaEngineStore()

    private let engines = Mutex<[String: Result<LlamaEngine, LanguageModelError>]>([:])
    private let loadQueue = DispatchQueue(label: "personable.llama.load")

    /// The engine for `file` if it is loaded; never loads it.
    func loadedEngine(for file: ModelFile) -> LlamaEngine? {
        try? engines.withLock({ $0[file.path] })?.get()
    }

    /// The engine for `file`, loading it (off Swift's cooperative pool) the first time.
    func engine(for file: ModelFile) async throws -> LlamaEngine {
        if let cached = engines.withLock({ $0[file.path] }) { return try cached.get() }
        let result: Result<LlamaEngine, LanguageModelError> = await withCheckedContinuation { continuation in
            loadQueue.async {
                if let cached = self.engines.withLock({ $0[file.path] }) { return continuation.resume(returning: cached) }
                let result: Result<LlamaEngine, LanguageModelError>
                do {
                    result = .success(try LlamaEngine(file: file))
                } catch let error as LanguageModelError {
                    result = .failure(error)
                } catch {
                    result = .failure(.loadFailed(path: file.path))
                }
                self.engines.withLock { $0[file.path] = result }
                continuation.resume(returning: result)
            }
        }
        return try result.get()
    }
}
