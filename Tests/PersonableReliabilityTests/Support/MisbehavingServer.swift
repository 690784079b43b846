import Foundation

/// An OpenAI-compatible server on loopback that misbehaves as asked (`misbehaving_server.py` beside this file):
/// the real seam between Personable and a language-model server.
final class MisbehavingServer {
    enum Mode: String {
        /// Answers, with `answer`, after `delay` seconds.
        case ok
        /// Accepts connections and never answers anything.
        case hang
        /// Lists its models, but never answers a request to write.
        case hangOnWrite = "hang-on-write"
        /// Lists its models; a request to write gets its head and one piece, then nothing.
        case stall
        /// Lists its models; a request to write gets HTTP 500 and garbage.
        case error
        /// Lists its models; a request to write gets events that aren't JSON.
        case garbage
        /// Lists its models; a request to write gets a piece every 0.3 s and never ends (no request timeout trips).
        case trickle
    }

    private let process = Process()
    let port: Int

    var url: String { "http://127.0.0.1:\(port)" }

    init(_ mode: Mode, answer: String = "Nothing here yet!", delay: Double = 0) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("misbehaving_server.py")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, mode.rawValue, answer, String(delay)]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile)
        }
        self.port = port
    }

    deinit {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// A loopback port nothing listens on: connections to it are refused.
    static func refusedPort() -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                _ = bind(socket, pointer, length)
                return getsockname(socket, pointer, &length)
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
