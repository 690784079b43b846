import Foundation
import PersonableCore

/// Evaluated prompt prefixes kept on disk between processes (llama.cpp's `--prompt-cache`): a new process — every
/// `personable` command is one — reads a few-shot prefix's KV state in milliseconds instead of evaluating its
/// hundreds of tokens again.
///
/// A file holds one prefix's state for one model, named by the model's version and the prefix's tokens; the tokens
/// are stored in it too and compared on load, so a stale or foreign file is never used. The least recently used
/// files beyond ``maximumBytes`` are removed.
///
/// The app's directory is a setting (`AppSettings.promptCacheDirectory`: `$PERSONABLE_PROMPT_CACHE`, else
/// `$XDG_CACHE_HOME/personable/prompt-states`); `AppEnvironment` hands it to ``LlamaLanguageModel``.
public struct PromptStateCache: Sendable, Hashable {
    public let directory: URL
    /// The most the files may take together.
    public let maximumBytes: Int

    public init(directory: URL, maximumBytes: Int = 256 << 20) {
        self.directory = directory
        self.maximumBytes = maximumBytes
    }

    /// Where the state of `tokens` evaluated by the model `modelVersion` is kept.
    func file(for tokens: [Int32], modelVersion: String) -> URL {
        let hash = StableHash.fnv1a(tokens.map(String.init).joined(separator: ","))
        let name = modelVersion.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        return directory.appendingPathComponent("\(String(name))-\(tokens.count)-\(String(hash, radix: 16)).kvstate")
    }

    /// Marks `file` as just used.
    func touch(_ file: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
    }

    /// Removes the least recently used files until the rest fit in ``maximumBytes``.
    func prune() {
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys) else { return }
        let states = files.filter { $0.pathExtension == "kvstate" }.compactMap { file -> (URL, Date, Int)? in
            guard let values = try? file.resourceValues(forKeys: Set(keys)) else { return nil }
            return (file, values.contentModificationDate ?? .distantPast, values.fileSize ?? 0)
        }.sorted { $0.1 > $1.1 }
        var total = 0
        for (file, _, size) in states {
            total += size
            if total > maximumBytes { try? FileManager.default.removeItem(at: file) }
        }
    }
}

/// Where a prewarmed prompt prefix came from.
public enum PromptPrewarmSource: String, Sendable {
    /// It was already in the model's KV cache.
    case memory
    /// Its state was read from the ``PromptStateCache``.
    case disk
    /// It was evaluated now (and saved to the cache, if there is one).
    case evaluated
}
