import Foundation

/// Reads the dates a user types: an ISO 8601 day (`2025-03-14`, the start of that day in the calendar's time
/// zone) or timestamp (`2025-03-14T09:30:00Z`, `2025-03-14T09:30:00.250+01:00`). Days that do not exist
/// (`2025-02-30`) are refused rather than rolled over.
public enum ISO8601DateInput {
    /// The date `text` names, or `nil`.
    public static func date(from text: String, calendar: Calendar) -> Date? {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard text.count >= 10, let day = day(String(text.prefix(10)), calendar: calendar) else { return nil }
        if text.count == 10 { return day }
        guard text.dropFirst(10).first == "T" || text.dropFirst(10).first == "t" else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// `date` as `yyyy-MM-dd` in the calendar's time zone.
    public static func dayString(_ date: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// `date` as an ISO 8601 timestamp in UTC (`2026-03-01T09:30:00Z`).
    public static func timestampString(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    /// The start of `yyyy-MM-dd` in the calendar's time zone, if that day exists.
    private static func day(_ text: String, calendar: Calendar) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        let wanted = DateComponents(year: year, month: month, day: day)
        guard let date = calendar.date(from: wanted) else { return nil }
        let found = calendar.dateComponents([.year, .month, .day], from: date)
        return found.year == year && found.month == month && found.day == day ? date : nil
    }
}
