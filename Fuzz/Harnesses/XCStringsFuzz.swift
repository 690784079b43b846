import Foundation

/// libFuzzer entry: `.xcstrings` (JSON string catalog) bytes into the catalog parser. Any input is fine; a crash
/// or a sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    _ = try? StringCatalogParser.parse(bytes, path: "fuzz.xcstrings")
    return 0
}
