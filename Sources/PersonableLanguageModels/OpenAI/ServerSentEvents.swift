/// Splits a `text/event-stream` body into the `data:` payloads of its events.
///
/// Hand-written on purpose: mattt/EventSource 1.1.1, the SSE package on this machine, does not build on Linux
/// (its `EventSource` actor calls `URLSession.bytes`, which FoundationNetworking lacks), and SwiftPM builds the
/// whole module even when only its parser is used.
struct ServerSentEventParser: Sendable {
    private var buffer: [UInt8] = []
    private var data: [String] = []

    /// Adds bytes; returns the data of every event completed by them.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [String] {
        buffer.append(contentsOf: bytes)
        var events: [String] = []
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            var line = Array(buffer[..<newline])
            buffer.removeSubrange(...newline)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if line.isEmpty {
                if !data.isEmpty { events.append(data.joined(separator: "\n")) }
                data = []
                continue
            }
            let text = String(decoding: line, as: UTF8.self)
            if text.hasPrefix("data:") {
                var value = text.dropFirst(5)
                if value.first == " " { value = value.dropFirst() }
                data.append(String(value))
            }
        }
        return events
    }

    /// The last event, if the stream ended without a blank line.
    mutating func finish() -> [String] {
        var events = feed([UInt8(ascii: "\n")])
        if !data.isEmpty { events.append(data.joined(separator: "\n")) }
        data = []
        return events
    }
}
