import Foundation
import GRDB
import PersonableCore

/// The dog's profile (its birth date), stored once in the `puppyProfile` table so nudges can be evaluated
/// without being told it every time.
public struct PuppyProfileRepository: Sendable {
    private let database: AppDatabase
    private let now: @Sendable () -> Date

    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.now = now
    }

    /// The stored profile, or `nil`.
    public func profile() async throws -> PuppyProfile? {
        try await database.writer.read { db in
            try PuppyProfileRecord.fetchAllDecodable(db, PuppyProfileRecord.filter(key: 1)).first
                .map { PuppyProfile(birthDate: $0.birthDate) }
        }
    }

    /// Stores `profile`, replacing the previous one; a birth date after now is refused and nothing changes.
    public func save(_ profile: PuppyProfile, calendar: Calendar = .current) async throws {
        let date = now()
        _ = try profile.validated(now: date, calendar: calendar)
        try await database.writer.write { db in
            try PuppyProfileRecord(birthDate: profile.birthDate, updatedAt: date).upsert(db)
        }
    }

    /// Forgets the profile.
    public func remove() async throws {
        try await database.writer.write { db in _ = try PuppyProfileRecord.deleteAll(db) }
    }
}
