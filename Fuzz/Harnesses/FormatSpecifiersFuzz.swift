/// libFuzzer entry: any text into the format-specifier scanner. Every specifier found starts with `%` and is part
/// of the text, and a text's specifiers always match themselves.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatSpecifiers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let specifiers = FormatSpecifiers(in: text)
    for specifier in specifiers.all {
        precondition(specifier.hasPrefix("%") && text.contains(specifier), "\(specifier) is not in \(text.debugDescription)")
    }
    precondition(specifiers.matches(FormatSpecifiers(in: text)))
    return 0
}
