/// Time limits for one request to a language-model server, so a server that never answers, or stops in the middle
/// of an answer, can't hold a command forever.
///
/// ```swift
/// let model = OpenAICompatibleLanguageModel(baseURL: url, model: "gemma", timeouts: RequestTimeouts(seconds: 10))
/// ```
public struct RequestTimeouts: Sendable, Hashable {
    /// From sending the request to the answer's first byte (its status line), connecting included.
    public var firstByte: Duration
    /// The longest silence while the answer streams in.
    public var idle: Duration
    /// The whole request, however steadily it streams.
    public var total: Duration

    public init(firstByte: Duration, idle: Duration, total: Duration) {
        self.firstByte = firstByte
        self.idle = idle
        self.total = total
    }

    /// `seconds` to the first byte and between pieces, four times as long for the whole request.
    public init(seconds: Double) {
        let limit = Duration.milliseconds(Int64((seconds * 1000).rounded()))
        self.init(firstByte: limit, idle: limit, total: limit * 4)
    }

    /// 30 s to the first byte and between pieces, 2 minutes in all.
    public static let `default` = RequestTimeouts(seconds: 30)

    /// The limits for the availability probe: at most 5 s for everything.
    var probe: RequestTimeouts {
        let limit = min(firstByte, .seconds(5))
        return RequestTimeouts(firstByte: limit, idle: limit, total: limit)
    }
}
