import Foundation
import Personable

/// A stand-in embedding model (the seam `MeaningCheck` measures through): a text's vector counts its lowercased
/// words, hashed into a fixed number of dimensions, so texts sharing words are close and texts sharing none are
/// orthogonal.
public struct ScriptedEmbedding: TextEmbedding {
    public let version = "scripted-embedding-1"
    private static let dimensions = 256

    public init() {}

    public func embeddings(for texts: [String]) async throws -> [[Float]] {
        texts.map { text in
            var vector = [Float](repeating: 0, count: Self.dimensions)
            for word in text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
                vector[Self.bucket(of: word)] += 1
            }
            let length = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
            return length > 0 ? vector.map { $0 / length } : vector
        }
    }

    /// A stable bucket (FNV-1a; Swift's `hashValue` changes per process).
    private static func bucket(of word: Substring) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in word.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % UInt32(dimensions))
    }
}
