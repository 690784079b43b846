import Foundation
import Synchronization
import GRDB
import Personable
import PersonableTesting
import Testing

/// Many processes writing one database, and processes killed in the middle of writing: no row lost, no "database
/// is locked" on anyone's terminal, and a database SQLite finds intact that the next run goes on using.
@Suite struct ConcurrentWritersTests {
    let directory = TemporaryDirectory()

    static let writers = 6
    static let recordsPerWriter = 4
    static let kills = 12

    func count(_ path: String, _ table: String) throws -> Int {
        let queue = try DatabaseQueue(path: path, configuration: { var c = Configuration(); c.readonly = true; return c }())
        return try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }

    func integrity(_ path: String) throws -> String {
        let queue = try DatabaseQueue(path: path)
        return try queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "" }
    }

    @Test func writersAtOnceLoseNoRow() throws {
        let path = directory.path("shared.sqlite")
        let messages = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: Self.writers) { _ in
            for _ in 0..<Self.recordsPerWriter {
                let result = (try? PersonableProcess.run(["modules", "activity", "record", "walks", "--db", path]))
                if result?.status != 0 { messages.withLock { $0.append(result?.stderr ?? "did not run") } }
            }
        }
        #expect(messages.withLock { $0 }.isEmpty, "\(messages.withLock { $0 })")
        #expect(try count(path, "moduleActivity") == Self.writers * Self.recordsPerWriter)
    }

    @Test func killedWritersLeaveAnIntactDatabase() throws {
        let path = directory.path("killed.sqlite")
        var recorded = 0
        for kill in 0..<Self.kills {
            // Some killed during the first set-up, the others in the middle of a write.
            let process = PersonableProcess.make(["modules", "activity", "record", "walks", "--db", path])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(20_000 + (kill * 37_000) % 250_000))
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(try integrity(path) == "ok", "after kill \(kill + 1)")
            let next = try PersonableProcess.run(["modules", "activity", "record", "walks", "--db", path])
            #expect(next.status == 0, "the next run after kill \(kill + 1): \(next.stderr)")
            recorded += 1
        }
        #expect(try count(path, "moduleActivity") >= recorded, "every run that finished is kept")
    }
}
