import Foundation

/// When stored themed text is still good.
///
/// By default text never expires (the spec: "cache never expires unless user regenerates"), but a row made by
/// another model or another prompt template is refreshed: it is served once more while a new one is written.
public struct DisplayTextCachePolicy: Sendable, Hashable {
    /// How long a row stays fresh; `nil` for ever.
    public var expiry: TimeInterval?
    /// Refresh rows written by another model version.
    public var refreshOnModelChange: Bool
    /// Refresh rows written with another prompt template version.
    public var refreshOnPromptChange: Bool
    /// After a failed generation, how long the same key falls back without trying the model again.
    public var failureRetryInterval: TimeInterval
    /// How long text kept in memory is served before the database is asked whether another process changed it
    /// (`PRAGMA data_version`); `.zero` asks on every lookup.
    public var memoryRecheckInterval: Duration

    public init(
        expiry: TimeInterval? = nil,
        refreshOnModelChange: Bool = true,
        refreshOnPromptChange: Bool = true,
        failureRetryInterval: TimeInterval = 300,
        memoryRecheckInterval: Duration = .milliseconds(100)
    ) {
        self.expiry = expiry
        self.refreshOnModelChange = refreshOnModelChange
        self.refreshOnPromptChange = refreshOnPromptChange
        self.failureRetryInterval = failureRetryInterval
        self.memoryRecheckInterval = memoryRecheckInterval
    }

    /// The default: never expire, refresh on model or prompt change, retry a failed key after five minutes, and
    /// see another process's writes within a tenth of a second.
    public static let `default` = DisplayTextCachePolicy()

    /// When a row generated at `date` expires.
    public func expiresAt(generatedAt date: Date) -> Date? {
        expiry.map { date.addingTimeInterval($0) }
    }

    /// Whether `row` should be regenerated in the background, given the generator's current versions
    /// (`nil` when the generator cannot say, which never makes a row stale).
    public func needsRefresh(
        _ row: GeneratedDisplayText, now: Date, modelVersion: String?, promptVersion: String?
    ) -> Bool {
        if let expiresAt = row.expiresAt, expiresAt <= now { return true }
        if refreshOnModelChange, let modelVersion, row.modelVersion != modelVersion { return true }
        if refreshOnPromptChange, let promptVersion, row.promptVersion != promptVersion { return true }
        return false
    }
}
