/// A hash that is the same in every run (Swift's `hashValue` is seeded per process): 32-bit FNV-1a of the
/// UTF-8 bytes. Used for sampling seeds, so the same request writes the same text.
package enum StableHash {
    package static func fnv1a(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hash
    }
}
