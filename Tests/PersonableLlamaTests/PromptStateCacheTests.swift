import Foundation
import PersonableCore
import PersonableLanguageModels
@testable import PersonableLlama
import PersonableTesting
import Testing

/// Where prompt states are kept and how many: the file handling around llama.cpp's state files.
struct PromptStateCacheTests {
    @Test func aFileIsNamedByTheModelAndTheTokens() {
        let cache = PromptStateCache(directory: URL(fileURLWithPath: "/tmp/states"))
        let file = cache.file(for: [2, 651, 9], modelVersion: "gemma-3-270m.gguf@a5fd3b62")
        #expect(file.lastPathComponent.hasPrefix("gemma-3-270m.gguf_a5fd3b62-3-"))
        #expect(file.pathExtension == "kvstate")
        #expect(file != cache.file(for: [2, 651, 10], modelVersion: "gemma-3-270m.gguf@a5fd3b62"))
        #expect(file != cache.file(for: [2, 651, 9], modelVersion: "other.gguf@00000000"))
        #expect(cache.file(for: [1], modelVersion: "../../etc/x").deletingLastPathComponent().path == "/tmp/states", "no path escapes")
    }

    @Test func theLeastRecentlyUsedFilesGoWhenTheyTakeTooMuch() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("prompt-states-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = PromptStateCache(directory: directory, maximumBytes: 250)
        let now = Date()
        for (name, age) in [("old", 300.0), ("middle", 200.0), ("new", 100.0)] {
            let file = directory.appendingPathComponent("\(name).kvstate")
            try Data(repeating: 1, count: 100).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: now - age], ofItemAtPath: file.path)
        }
        try Data("kept: not a state".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        cache.touch(directory.appendingPathComponent("old.kvstate"))  // just used again
        cache.prune()
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["new.kvstate", "notes.txt", "old.kvstate"])
    }
}
