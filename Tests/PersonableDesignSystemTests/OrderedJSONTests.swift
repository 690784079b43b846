import Foundation
@testable import PersonableDesignSystem
import Testing

@Suite struct DesignSystemOrderedJSONTests {
    @Test func keyOrderAndTheTextOfStringsAndNumbersAreKept() throws {
        let json = try OrderedJSONReader.read(Array(#"{"b" : 1.50, "a" : "x\/y \u00e9 \ud83d\ude00", "c" : [true, null, -0.5e3]}"#.utf8))
        #expect(json.members?.map(\.key) == ["b", "a", "c"])
        #expect(json["a"]?.stringValue == "x/y é 😀")
        #expect(json["b"] == .literal("1.50"))
        let text = XcodeJSONWriter().text(json)
        #expect(text == """
            {
              "b" : 1.50,
              "a" : "x\\/y \\u00e9 \\ud83d\\ude00",
              "c" : [
                true,
                null,
                -0.5e3
              ]
            }
            """)
    }

    @Test func emptyObjectsAndNewStringsAreWrittenAsXcodeWritesThem() {
        let json = OrderedJSON.object([
            .init(key: "", value: .object([])),
            .init(key: "new", value: .string("Say \"hi\"\n\tand a/b \u{01}")),
        ])
        #expect(XcodeJSONWriter().text(json) == "{\n  \"\" : {\n\n  },\n  \"new\" : \"Say \\\"hi\\\"\\n\\tand a/b \\u0001\"\n}")
        #expect(XcodeJSONWriter(escapingSlashes: true).escaped("a/b") == "a\\/b")
    }

    @Test func settingAKeyReplacesItInPlaceOrInsertsItInSortedPosition() {
        let json = OrderedJSON.object([.init(key: "comment", value: .string("c")), .init(key: "shouldTranslate", value: .literal("false"))])
        let inserted = json.setting("localizations", to: .object([]))
        #expect(inserted.members?.map(\.key) == ["comment", "localizations", "shouldTranslate"])
        #expect(inserted.setting("comment", to: .string("d"))["comment"]?.stringValue == "d")
    }

    @Test(arguments: [
        "", "{", "{\"a\" 1}", "{\"a\" : 1,}", "[1 2]", "\"\\x\"", "\"\\ud83d\"", "01", "1.", "-", "tru", "{\"a\" : \"\u{01}\"}",
        "{} {}", String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
    ])
    func malformedDocumentsAreRefused(text: String) {
        #expect(throws: OrderedJSONReader.Failure.self) { try OrderedJSONReader.read(Array(text.utf8)) }
    }

    @Test func invalidUTF8InAStringIsRefused() {
        #expect(throws: OrderedJSONReader.Failure.self) { try OrderedJSONReader.read([0x22, 0xC3, 0x28, 0x22]) }
    }
}
