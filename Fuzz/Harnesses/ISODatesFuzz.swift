import Foundation

/// libFuzzer entry: any text into the ISO 8601 date reader (`--now`, birth dates). A day it accepts prints back
/// as the same day.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzISODates(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    if let date = ISO8601DateInput.date(from: text, calendar: calendar), text.trimmingCharacters(in: .whitespaces).count == 10 {
        let day = ISO8601DateInput.dayString(date, calendar: calendar)
        precondition(ISO8601DateInput.date(from: day, calendar: calendar) == date, "\(text.debugDescription) → \(day)")
    }
    return 0
}
