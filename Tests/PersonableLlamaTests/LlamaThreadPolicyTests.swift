import Foundation
@testable import PersonableLlama
import PersonableTesting
import Testing

/// A decode uses the cores other processes leave free, at least one.
struct LlamaThreadPolicyTests {
    @Test func theCoresOthersHoldAreLeftToThem() {
        #expect(LlamaThreadPolicy.threads(cores: 2, runningTasks: 1) == 2)  // only the asking thread runs
        #expect(LlamaThreadPolicy.threads(cores: 2, runningTasks: 2) == 1)
        #expect(LlamaThreadPolicy.threads(cores: 2, runningTasks: 9) == 1)
        #expect(LlamaThreadPolicy.threads(cores: 8, runningTasks: 3) == 6)
        #expect(LlamaThreadPolicy.threads(cores: 4, runningTasks: 0) == 4)
    }

    @Test func theKernelsCountIsRead() throws {
        let directory = TemporaryDirectory()
        let stat = directory.url.appendingPathComponent("stat")
        try "cpu  1 2 3\nctxt 99\nprocs_running 3\nprocs_blocked 0\n".write(to: stat, atomically: true, encoding: .utf8)
        #expect(LlamaThreadPolicy.runningTasks(statPath: stat.path) == 3)
        #expect(LlamaThreadPolicy(cores: 2, statPath: stat.path).threads() == 1)
        #expect(LlamaThreadPolicy(cores: 4, statPath: stat.path).threads() == 2)
        // No counters to read: every core.
        #expect(LlamaThreadPolicy(cores: 4, statPath: directory.url.appendingPathComponent("missing").path).threads() == 4)
        #expect(LlamaThreadPolicy(cores: 4, statPath: nil).threads() == 4)
    }
}
