import Foundation

/// libFuzzer entry: `.strings` text into the strings-file parser, as CopyFileReader gives it (UTF-8 here).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? StringsFileParser.parse(text, path: "fuzz.strings")
    return 0
}
