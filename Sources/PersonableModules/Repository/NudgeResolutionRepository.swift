import Foundation
import GRDB
import PersonableCore

/// How the user answered each nudge (dismissed it, or acted on it) and when: the `nudgeResolution` table, which
/// replaces the spec's `dismissedNudges` UserDefaults array.
public struct NudgeResolutionRepository<Module: ModuleCatalog>: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The latest answer to each nudge, by nudge id.
    public func resolutions() async throws -> [String: NudgeResolution] {
        try await database.writer.read { db in try Self.resolutions(in: db) }
    }

    // MARK: - Inside a transaction

    static func resolutions(in db: Database) throws -> [String: NudgeResolution] {
        let rows = try Row.fetchAll(
            db, sql: "SELECT nudgeId, resolution, resolvedAt FROM nudgeResolution WHERE catalog = ?",
            arguments: [Module.catalogName])
        var result: [String: NudgeResolution] = [:]
        for row in rows {
            guard let id = ModuleRowDecoding.string(row, "nudgeId"),
                  let kind = ModuleRowDecoding.string(row, "resolution").flatMap(NudgeResolution.Kind.init(rawValue:)),
                  let resolvedAt = ModuleRowDecoding.date(row, "resolvedAt")
            else { continue }
            result[id] = NudgeResolution(kind: kind, resolvedAt: resolvedAt)
        }
        return result
    }

    /// Stores `resolution` for `nudgeID`, replacing an earlier one.
    static func record(_ resolution: NudgeResolution, for nudgeID: String, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO nudgeResolution (catalog, nudgeId, resolution, resolvedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT(catalog, nudgeId) DO UPDATE
                SET resolution = excluded.resolution, resolvedAt = excluded.resolvedAt
                """,
            arguments: [Module.catalogName, nudgeID, resolution.kind.rawValue, resolution.resolvedAt])
    }
}
