import Foundation

/// One generation at a time on this machine, across processes: an exclusive `flock` on a file every
/// Personable process shares.
///
/// llama.cpp's CPU threads wait for each other by spinning. Two or three processes that each run a model with
/// a thread per core take turns so badly on a 2-core machine that one short string took 72 s; taking turns
/// whole generations at a time keeps each to its own speed (a string waits for the others' current strings,
/// about a second each). The lock is released by the kernel if a process dies holding it.
/// `$PERSONABLE_GENERATION_LOCK` names the file (`off` disables it); the default is in the temporary directory.
final class GenerationLock: Sendable {
    static let shared = GenerationLock()

    private let descriptor: Int32?

    init(path: String? = nil) {
        let environment = ProcessInfo.processInfo.environment["PERSONABLE_GENERATION_LOCK"]
        guard environment != "off" else {
            descriptor = nil
            return
        }
        let path = path ?? environment ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("personable-generation.lock")
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        descriptor = fd >= 0 ? fd : nil
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Runs `body` while holding the lock (blocking the calling thread until it is free). Without a lock file
    /// (unwritable directory, or `off`), runs it anyway.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        guard let descriptor else { return try body() }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
