import Foundation
import GRDB
import Personable
import PersonableTesting
import Testing

/// A full disk: a write that can't be made is said in the first person, nothing stored before is lost, and once
/// there is room again the next run writes. The disk is a 1 MB tmpfs the test mounts (root only; skipped
/// elsewhere).
@Suite(.enabled(if: SmallDisk.canMount, "mounting a small tmpfs needs root (mount -t tmpfs)"))
struct DiskFullTests {
    @Test func aFullDiskIsSaidAndLosesNothing() throws {
        let disk = try SmallDisk(kilobytes: 1024)
        let path = disk.path("db.sqlite")
        for _ in 0..<3 {
            let run = try PersonableProcess.run(["modules", "activity", "record", "walks", "--db", path])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let filler = try disk.fill()

        var refusals = 0
        for _ in 0..<3 {
            let run = try PersonableProcess.run(["modules", "activity", "record", "walks", "--db", path])
            if run.status != 0 {
                refusals += 1
                #expect(run.status == 1)
                #expect(run.stderr.hasPrefix("I couldn't"), "\(run.stderr)")
                #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
                for raw in ["SQLite", "disk I/O error", "database or disk is full", "Error", "SQLITE"] {
                    #expect(!run.stderr.contains(raw), "\(raw) in \(run.stderr)")
                }
            }
        }
        #expect(refusals > 0, "the disk was full, yet every write went through")

        try FileManager.default.removeItem(atPath: filler)
        let queue = try DatabaseQueue(path: path)
        #expect(try queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
        let before = try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM moduleActivity") ?? 0 }
        try queue.close()
        #expect(before >= 3, "what was stored before the disk filled is kept")
        let again = try PersonableProcess.run(["modules", "activity", "record", "walks", "--db", path])
        #expect(again.status == 0, "\(again.stderr)")
    }
}

/// A small tmpfs mounted for one test, unmounted when released.
final class SmallDisk {
    let directory = TemporaryDirectory()
    private var mounted = false

    /// Whether this process may mount a tmpfs (it is root, and mount works here).
    static let canMount: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
        guard let disk = try? SmallDisk(kilobytes: 64) else { return false }
        return disk.mounted
    }()

    init(kilobytes: Int) throws {
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", directory.url.path]
        mount.standardError = FileHandle.nullDevice
        try mount.run()
        mount.waitUntilExit()
        mounted = mount.terminationStatus == 0
    }

    deinit {
        guard mounted else { return }
        let unmount = Process()
        unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
        unmount.arguments = [directory.url.path]
        try? unmount.run()
        unmount.waitUntilExit()
    }

    func path(_ name: String) -> String { directory.path(name) }

    /// Fills the disk with a file; returns its path.
    func fill() throws -> String {
        let filler = path("filler")
        _ = FileManager.default.createFile(atPath: filler, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: filler))
        defer { try? handle.close() }
        let block = Data(count: 4096)
        while (try? handle.write(contentsOf: block)) != nil {}
        return filler
    }
}
