/// Turns token bytes into text without splitting a character: a token may end inside a multi-byte UTF-8
/// sequence, whose bytes are kept until the rest arrives.
package struct UTF8Accumulator: Sendable {
    package init() {}

    private var bytes: [UInt8] = []

    /// Adds bytes; returns the longest complete text now available.
    package mutating func append(_ newBytes: some Sequence<UInt8>) -> String {
        bytes.append(contentsOf: newBytes)
        let complete = bytes.count - incompleteTailCount()
        guard complete > 0 else { return "" }
        let text = String(decoding: bytes[..<complete], as: UTF8.self)
        bytes.removeFirst(complete)
        return text
    }

    /// Whatever is left (replacing an unfinished character), at the end.
    package mutating func finish() -> String {
        defer { bytes = [] }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How many bytes at the end start a character that is not complete yet.
    private func incompleteTailCount() -> Int {
        for back in 1...min(3, max(bytes.count, 1)) where back <= bytes.count {
            let byte = bytes[bytes.count - back]
            if byte & 0b1100_0000 == 0b1000_0000 { continue }  // continuation byte: look further back
            let needed = byte >= 0b1111_0000 ? 4 : byte >= 0b1110_0000 ? 3 : byte >= 0b1100_0000 ? 2 : 1
            return needed > back ? back : 0
        }
        return 0
    }
}
