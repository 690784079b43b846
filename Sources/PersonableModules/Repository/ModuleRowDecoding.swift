import Foundation
import GRDB

/// Reads stored values without trusting them: a value that is not what it should be is `nil` (and its row is
/// ignored), never a crash. (GRDB's `row["column"]` traps on a value it cannot convert.)
enum ModuleRowDecoding {
    static func date(_ row: Row, _ column: String) -> Date? {
        Date.fromDatabaseValue(row[column] as DatabaseValue)
    }

    static func string(_ row: Row, _ column: String) -> String? {
        String.fromDatabaseValue(row[column] as DatabaseValue)
    }
}
