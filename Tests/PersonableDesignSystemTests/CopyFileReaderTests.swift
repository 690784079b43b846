import Foundation
@testable import PersonableDesignSystem
import PersonableTesting
import Testing

/// Reading `.strings`, `.xcstrings` and text files, including the odd and the broken.
@Suite struct DesignSystemCopyFileReaderTests {
    let folder = TemporaryDirectory()

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder.path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func readsStringsFilesWithCommentsEscapesAndOddValues() throws {
        let path = try write("Localizable.strings", #"""
        /* Shown when the network is down */
        "error.network" = "Connection failed.";
        // a line comment
        "greeting" = "Hello, %@!\nWelcome back.";
        "empty" = "";
        "quote" = "She said \"hi\" \U00E9 \UD83D\UDE00";
        unquoted_key = "Bare keys work";
        "multi" = "Line one
        line two";
        """#)
        let entries = try CopyFileReader.read(path: path)
        #expect(entries.map(\.key) == ["error.network", "greeting", "empty", "quote", "unquoted_key", "multi"])
        #expect(entries[0].comment == "Shown when the network is down")
        #expect(entries[0].text == "Connection failed.")
        #expect(entries[1].text == "Hello, %@!\nWelcome back.")
        #expect(entries[1].comment == "a line comment")
        #expect(entries[2].comment == nil)
        #expect(entries[2].text == "")
        #expect(entries[3].text == "She said \"hi\" é 😀")
        #expect(entries[5].text == "Line one\nline two")
    }

    @Test func readsUTF16StringsFiles() throws {
        let path = folder.path("utf16.strings")
        try #require("\"k\" = \"Connection failed.\";".data(using: .utf16)).write(to: URL(fileURLWithPath: path))
        #expect(try CopyFileReader.read(path: path) == [CopyEntry(key: "k", text: "Connection failed.")])
    }

    @Test func aBrokenStringsFileNamesTheFileAndLine() throws {
        let path = try write("broken.strings", "\"a\" = \"b\";\n\"c\" \"d\";\n")
        #expect(throws: CopyFileError.stringsSyntax(path: path, line: 2, detail: "I was looking for \"=\" after the key \"c\"")) {
            try CopyFileReader.read(path: path)
        }
        let open = try write("open.strings", "\"a\" = \"never closed;\n")
        #expect(throws: CopyFileError.self) { try CopyFileReader.read(path: open) }
        // Two high surrogates in a row (found by fuzzing) are refused, not an arithmetic overflow.
        let halves = try write("halves.strings", "\n\"g g \\ud908\\ud908\" = \"x\";\n")
        #expect(throws: CopyFileError.self) { try CopyFileReader.read(path: halves) }
    }

    @Test func readsStringCatalogsWithVariationsAndKeyOnlyEntries() throws {
        let path = try write("Localizable.xcstrings", #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Invalid input" : { },
            "files" : {
              "comment" : "File count",
              "localizations" : { "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
              } } } }
            },
            "save_error" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Save failed." } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Échec." } }
              }
            },
            "weird" : 42
          }
        }
        """#)
        let entries = try CopyFileReader.read(path: path)
        #expect(entries.map(\.key) == ["Invalid input", "files [plural.one]", "files [plural.other]", "save_error", "weird"])
        #expect(entries[0].text == "Invalid input")
        #expect(entries[1].text == "%lld file" && entries[1].comment == "File count")
        #expect(entries[3].text == "Save failed.")
    }

    @Test func badCatalogsAndPathsGiveFirstPersonErrorsNamingTheFile() throws {
        let malformed = try write("bad.xcstrings", "{ \"strings\": { ")
        #expect(throws: CopyFileError.notJSON(path: malformed)) { try CopyFileReader.read(path: malformed) }
        let notCatalog = try write("list.xcstrings", "[1, 2, 3]")
        #expect(throws: CopyFileError.notStringCatalog(path: notCatalog)) { try CopyFileReader.read(path: notCatalog) }
        let missing = folder.path("nope.strings")
        #expect(throws: CopyFileError.notFound(path: missing)) { try CopyFileReader.read(path: missing) }
        #expect(throws: CopyFileError.isDirectory(path: folder.url.path)) { try CopyFileReader.read(path: folder.url.path) }
        let binary = folder.path("binary.txt")
        try Data([0xC3, 0x28, 0xFF]).write(to: URL(fileURLWithPath: binary))
        #expect(throws: CopyFileError.notText(path: binary)) { try CopyFileReader.read(path: binary) }
        for error: CopyFileError in [.notJSON(path: malformed), .notFound(path: missing), .isDirectory(path: "/x")] {
            let message = try #require(error.errorDescription)
            #expect(message.hasPrefix("I "))
        }
    }

    @Test func plainTextIsOneStringPerNonEmptyLine() throws {
        let path = try write("errors.txt", "Connection failed.\n\n   \nI couldn't save that.\r\n")
        let entries = try CopyFileReader.read(path: path)
        #expect(entries == [CopyEntry(key: "line 1", text: "Connection failed."), CopyEntry(key: "line 4", text: "I couldn't save that.")])
        #expect(try CopyFileReader.read(path: try write("empty.txt", "")).isEmpty)
    }
}
