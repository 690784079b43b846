import GRDB

extension FetchableRecord {
    /// The records of `request`'s rows that decode; a row holding something it should not (a value another program
    /// wrote) is skipped, never a crash or a failed read of the rest.
    package static func fetchAllDecodable(_ db: Database, _ request: some FetchRequest) throws -> [Self] {
        try Row.fetchAll(db, request).compactMap { try? Self(row: $0) }
    }
}
