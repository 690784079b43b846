import Foundation

/// How many threads llama.cpp uses for the next decode: the cores no other process is using right now.
///
/// llama.cpp's threads meet at a barrier after every layer and spin while they wait. On a quiet machine two
/// threads decode about 1.5× as fast as one; but when another process holds a core, the thread that loses its
/// core stalls the one that kept it at every barrier, and a string that takes a second takes a minute (measured
/// on 2 cores while other programs built and ran models: 52–71 s with two threads, 14–21 s with one, for the
/// same five candidates). So before each generation the engine asks how many cores are free, from the kernel's
/// count of runnable tasks (`procs_running` in `/proc/stat`), and uses that many, at least one.
struct LlamaThreadPolicy: Sendable {
    /// The cores this process may use.
    let cores: Int
    /// Where the kernel's counters are read; `nil` where there is no `/proc` (then every core is used).
    let statPath: String?

    init(cores: Int = ProcessInfo.processInfo.activeProcessorCount, statPath: String? = "/proc/stat") {
        self.cores = max(1, cores)
        self.statPath = statPath
    }

    /// The threads for the next decode.
    func threads() -> Int32 {
        guard let statPath, let running = Self.runningTasks(statPath: statPath) else { return Int32(cores) }
        return Int32(Self.threads(cores: cores, runningTasks: running))
    }

    /// With `runningTasks` runnable on the machine, counting the thread that asks: the cores the others leave.
    static func threads(cores: Int, runningTasks: Int) -> Int {
        min(cores, max(1, cores - max(0, runningTasks - 1)))
    }

    /// The kernel's `procs_running`: tasks runnable at this moment, the reader included.
    static func runningTasks(statPath: String) -> Int? {
        guard let stat = try? String(contentsOfFile: statPath, encoding: .utf8) else { return nil }
        for line in stat.split(separator: "\n") where line.hasPrefix("procs_running ") {
            return Int(line.dropFirst("procs_running ".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
