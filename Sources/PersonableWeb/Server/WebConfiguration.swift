import Foundation

/// Where the web app listens and what it accepts.
///
/// Loopback by default: a non-loopback host is refused unless ``allowNonLoopback`` is set (the CLI's
/// `--allow-remote`), and then the server says so on standard error.
public struct WebConfiguration: Sendable, Hashable {
    public var host: String
    public var port: Int
    /// Whether a host that is not a loopback address may be bound.
    public var allowNonLoopback: Bool
    /// The largest request body read, in bytes (larger ones are answered 413).
    public var maximumBodySize: Int

    public init(host: String = "127.0.0.1", port: Int = 8080, allowNonLoopback: Bool = false, maximumBodySize: Int = 64 * 1024) {
        self.host = host
        self.port = port
        self.allowNonLoopback = allowNonLoopback
        self.maximumBodySize = maximumBodySize
    }

    /// The host names a request's `Host` may carry: the loopback names and the host bound. Any other name is
    /// refused, so a page on another site whose name resolves to this machine (DNS rebinding) cannot talk to it.
    public var allowedHostNames: Set<String> {
        var names: Set<String> = ["127.0.0.1", "localhost", "[::1]", "::1"]
        names.insert(host.lowercased())
        if host.contains(":"), !host.hasPrefix("[") { names.insert("[\(host.lowercased())]") }
        return names
    }

    /// Whether `host` is a loopback address or name.
    public static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return name == "localhost" || name == "::1" || name.hasPrefix("127.")
    }

    /// Checks the host against the loopback rule.
    public func validated() throws -> WebConfiguration {
        guard (0...65535).contains(port) else { throw WebError.badPort(port) }
        guard allowNonLoopback || Self.isLoopback(host) else { throw WebError.nonLoopbackHost(host) }
        return self
    }

    /// The warning printed when a non-loopback host is bound, or `nil`.
    public var exposureWarning: String? {
        Self.isLoopback(host)
            ? nil
            : "I'm listening on \(host), so other machines on your network can reach this app and your data. It has no login: stop me (Ctrl-C) when you are done."
    }
}
