import Crypto
import Foundation
import PersonableLanguageModels

/// A GGUF model file on disk: where it is, whether it is one, and its identity.
public struct ModelFile: Sendable, Hashable {
    /// The default model's file name, as `scripts/setup` installs it.
    public static let defaultFileName = "gemma-3-270m-q4_k_m.gguf"

    public let path: String

    public init(path: String) {
        self.path = (path as NSString).expandingTildeInPath
    }

    /// The model `scripts/setup` installed: `.llama/models/` in the checkout that built this executable (found by
    /// walking up from it), in the current directory, or in `~/.local/share/personable/models/`. (`AppSettings`
    /// reads `$PERSONABLE_MODEL` and the `--model` flag first.)
    public static func installedDefault() -> ModelFile {
        installedDefault(fileName: defaultFileName)
    }

    /// The embedding model's file name, as `scripts/setup` converts it.
    public static let defaultEmbeddingFileName = "all-minilm-l6-v2-f16.gguf"

    /// The embedding model `scripts/setup` installed, searched like the default model. (`AppSettings` reads
    /// `$PERSONABLE_EMBEDDING_MODEL` first.)
    public static func installedDefaultEmbedding() -> ModelFile {
        installedDefault(fileName: defaultEmbeddingFileName)
    }

    static func installedDefault(fileName defaultFileName: String) -> ModelFile {
        let relative = ".llama/models/\(defaultFileName)"
        var candidates: [String] = []
        var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        while directory.path != "/" {
            candidates.append(directory.appendingPathComponent(relative).path)
            directory.deleteLastPathComponent()
        }
        candidates.append((FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(relative))
        candidates.append(("~/.local/share/personable/models/\(defaultFileName)" as NSString).expandingTildeInPath)
        let found = candidates.first { FileManager.default.fileExists(atPath: $0) }
        return ModelFile(path: found ?? candidates.first ?? relative)
    }

    /// The file name.
    public var fileName: String { (path as NSString).lastPathComponent }

    /// The size in bytes, `nil` when there is no file.
    public var size: Int64? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.int64Value
    }

    /// Checks that the file exists and starts with the GGUF magic; throws the first-person reason otherwise.
    public func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw LanguageModelError.modelFileMissing(path: path)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw LanguageModelError.notGGUF(path: path) }
        defer { try? handle.close() }
        let magic = (try? handle.read(upToCount: 4)) ?? Data()
        guard magic == Data("GGUF".utf8) else { throw LanguageModelError.notGGUF(path: path) }
    }

    /// The file's SHA-256 in hex: read from the `<file>.sha256` sidecar when it is newer than the file, else
    /// computed (streaming, about half a second for the default model) and written to the sidecar if possible.
    public func sha256() throws -> String {
        let sidecar = path + ".sha256"
        let fileManager = FileManager.default
        if let modelDate = try? fileManager.attributesOfItem(atPath: path)[.modificationDate] as? Date,
            let sidecarDate = try? fileManager.attributesOfItem(atPath: sidecar)[.modificationDate] as? Date,
            sidecarDate >= modelDate,
            let stored = try? String(contentsOfFile: sidecar, encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines),
            stored.count == 64
        {
            return stored
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw LanguageModelError.modelFileMissing(path: path) }
        defer { try? handle.close() }
        var hasher = SHA256()
        while let chunk = try handle.read(upToCount: 4 << 20), !chunk.isEmpty {
            hasher.update(data: chunk)
        }
        let digest = hasher.finalize().map { String(format: "%02x", $0) }.joined()
        try? digest.write(toFile: sidecar, atomically: true, encoding: .utf8)
        return digest
    }

    /// The version recorded with generated text: file name and the first 8 hex digits of its SHA-256.
    public func version() -> String {
        "\(fileName)@\((try? sha256()).map { String($0.prefix(8)) } ?? "unhashed")"
    }
}
