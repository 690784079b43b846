import Foundation

/// Why the web app could not start.
public enum WebError: Error, LocalizedError, Equatable {
    case nonLoopbackHost(String)
    case badPort(Int)
    case missingResource(String)

    public var errorDescription: String? {
        switch self {
        case let .nonLoopbackHost(host):
            "I only listen on this machine (127.0.0.1, ::1 or localhost) unless you add --allow-remote; \(host) would let other machines reach your data."
        case let .badPort(port):
            "I can listen on a port from 0 to 65535, not \(port)."
        case let .missingResource(name):
            "I couldn't find my own file \(name); the build may be incomplete, so try building again."
        }
    }
}
