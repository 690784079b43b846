import Foundation
import Personable
import PersonableCore

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
                // A stable bucket: Swift's `hashValue` changes per process.
                vector[Int(StableHash.fnv1a(String(word)) % UInt32(Self.dimensions))] += 1
            }
            let length = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
            return length > 0 ? vector.map { $0 / length } : vector
        }
    }
}
