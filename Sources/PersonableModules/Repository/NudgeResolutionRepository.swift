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
        let request = NudgeResolutionRecord.filter(NudgeResolutionRecord.Columns.catalog == Module.catalogName)
        var result: [String: NudgeResolution] = [:]
        for record in try NudgeResolutionRecord.fetchAllDecodable(db, request) {
            guard let kind = NudgeResolution.Kind(rawValue: record.resolution) else { continue }
            result[record.nudgeId] = NudgeResolution(kind: kind, resolvedAt: record.resolvedAt)
        }
        return result
    }

    /// Stores `resolution` for `nudgeID`, replacing an earlier one.
    static func record(_ resolution: NudgeResolution, for nudgeID: String, in db: Database) throws {
        try NudgeResolutionRecord(
            catalog: Module.catalogName, nudgeId: nudgeID, resolution: resolution.kind.rawValue,
            resolvedAt: resolution.resolvedAt
        ).upsert(db)
    }
}
