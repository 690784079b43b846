import Foundation
import GRDB

/// A row of the `themeSelection` log: a theme the user chose, and when.
struct ThemeSelectionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "themeSelection"

    /// `nil` until inserted (SQLite numbers the rows).
    var id: Int64?
    var theme: String
    var selectedAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let theme = Column(CodingKeys.theme)
    }

    /// How many times one theme was chosen: a row of ``countsByTheme``.
    struct Count: Decodable, FetchableRecord {
        var theme: String
        var count: Int
    }

    /// The number of selections of each theme chosen at least once.
    static let countsByTheme = ThemeSelectionRecord
        .select(Columns.theme, count(Columns.id).forKey("count"))
        .group(Columns.theme)
        .asRequest(of: Count.self)
}
