/// Cuts streamed text at the first stop sequence, holding back only what could still become one.
///
/// ```swift
/// var matcher = StopSequenceMatcher(["\n"])
/// matcher.feed("Hello wor")   // ("Hello wor", false)
/// matcher.feed("ld\nmore")    // ("ld", true)
/// ```
public struct StopSequenceMatcher: Sendable {
    private let stops: [String]
    private var pending = ""

    public init(_ stops: [String]) {
        self.stops = stops.filter { !$0.isEmpty }
    }

    /// Adds `piece`; returns the text that is safe to emit and whether a stop sequence was reached.
    public mutating func feed(_ piece: String) -> (text: String, stopped: Bool) {
        pending += piece
        if let range = stops.compactMap({ pending.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let text = String(pending[..<range.lowerBound])
            pending = ""
            return (text, true)
        }
        let keep = heldBackCount()
        let text = String(pending.dropLast(keep))
        pending = String(pending.suffix(keep))
        return (text, false)
    }

    /// What is still held back, at the end of generation.
    public mutating func finish() -> String {
        defer { pending = "" }
        return pending
    }

    /// The length of the longest suffix of `pending` that is a proper prefix of a stop sequence.
    private func heldBackCount() -> Int {
        var longest = 0
        for stop in stops {
            var length = min(stop.count - 1, pending.count)
            while length > longest {
                if pending.hasSuffix(stop.prefix(length)) { longest = length; break }
                length -= 1
            }
        }
        return longest
    }
}
