import Foundation
@testable import Personable
import PersonableTesting
import Testing

/// Every first-person error message of the project passes the warm-copy linter.
@Suite struct DesignSystemProjectErrorMessagesTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The library's error types, one value per case (with realistic associated values).
    static var libraryMessages: [(String, String)] {
        let id = UUID()
        var errors: [(String, any LocalizedError)] = [
            ("DisplayTextError.invalidRating", DisplayTextError.invalidRating(9)),
            ("DisplayTextError.textNotFound", DisplayTextError.textNotFound(id)),
            ("DisplayTextError.emptyFallback", DisplayTextError.emptyFallback),
            ("UnknownValueError", UnknownValueError(kind: "theme", value: "x", valid: ["casual", "pirate"])),
            ("AppSettingsError.badEndpoint", AppSettingsError.badEndpoint("x")),
            ("AppSettingsError.badLogLevel", AppSettingsError.badLogLevel("loud")),
            ("DesignSystemError.unknownValue", DesignSystemError.unknownValue(kind: "export format", value: "pdf", valid: ["css", "json"])),
            ("DisplayTextError.generatorUnavailable", DisplayTextError.generatorUnavailable(reason: "the model wrote nothing.")),
            ("DisplayTextServiceError.emptyText", DisplayTextServiceError.emptyText),
            ("DisplayTextServiceError.textTooLong", DisplayTextServiceError.textTooLong(characters: 612, limit: 500)),
            ("DisplayTextServiceError.noAcceptableCandidate",
             DisplayTextServiceError.noAcceptableCandidate(tried: 3, reasons: DisplayTextRejection.allCases)),
            ("DisplayTextServiceError.noAcceptableCandidate.none", DisplayTextServiceError.noAcceptableCandidate(tried: 3, reasons: [])),
            ("LanguageModelError.modelFileMissing", LanguageModelError.modelFileMissing(path: "/models/gemma.gguf")),
            ("LanguageModelError.notGGUF", LanguageModelError.notGGUF(path: "/tmp/model.bin")),
            ("LanguageModelError.loadFailed", LanguageModelError.loadFailed(path: "/models/gemma.gguf")),
            ("LanguageModelError.promptTooLong", LanguageModelError.promptTooLong(tokens: 5000, limit: 4088)),
            ("LanguageModelError.decodeFailed.1", LanguageModelError.decodeFailed(code: 1)),
            ("LanguageModelError.decodeFailed.-1", LanguageModelError.decodeFailed(code: -1)),
            ("LanguageModelError.badResponse", LanguageModelError.badResponse("an event was not a completion chunk: {}")),
            ("LanguageModelError.unavailable", LanguageModelError.unavailable(reason: "I don't have a language model to write with.")),
            ("AppDatabaseError.cannotOpen", AppDatabaseError.cannotOpen(path: "/db.sqlite", reason: "I'm not allowed to read it")),
            ("AppDatabaseError.notADatabase", AppDatabaseError.notADatabase(path: "/db.sqlite")),
            ("AppDatabaseError.isDirectory", AppDatabaseError.isDirectory(path: "/tmp")),
            ("AppDatabaseError.notOurs", AppDatabaseError.notOurs(path: "/other-app.sqlite")),
            ("AppDatabaseError.readOnly", AppDatabaseError.readOnly(path: "/db.sqlite")),
            ("AppDatabaseError.diskFull", AppDatabaseError.diskFull(path: "/db.sqlite")),
            ("AppDatabaseError.busy", AppDatabaseError.busy(path: "/db.sqlite")),
            ("AppDatabaseError.damaged", AppDatabaseError.damaged(path: "/db.sqlite")),
            ("AppDatabaseError.ioFailure", AppDatabaseError.ioFailure(path: "/db.sqlite")),
            ("AppSettingsError.badTimeout", AppSettingsError.badTimeout("soon")),
            ("LanguageModelError.timedOut", LanguageModelError.timedOut(server: "http://127.0.0.1:8080")),
            ("CopyFileError.notFound", CopyFileError.notFound(path: "a.strings")),
            ("CatalogError.notFound", CatalogError.notFound(path: "App/Localizable.xcstrings")),
            ("CatalogError.unreadable", CatalogError.unreadable(path: "App/Localizable.xcstrings")),
            ("CatalogError.notJSON", CatalogError.notJSON(path: "App/Localizable.xcstrings", detail: "a comma or closing brace is missing at byte 210")),
            ("CatalogError.notStringCatalog", CatalogError.notStringCatalog(path: "App/Localizable.xcstrings")),
            ("CatalogError.noSourceLanguage", CatalogError.noSourceLanguage(path: "App/Localizable.xcstrings")),
            ("CatalogError.outputIsFile", CatalogError.outputIsFile(path: "out")),
            ("CatalogError.outputNotWritable", CatalogError.outputNotWritable(path: "/themed")),
            ("CatalogError.writeFailed", CatalogError.writeFailed(path: "out/Localizable-casual.xcstrings", detail: "the new file couldn't be renamed into place")),
            ("CatalogError.modelUnavailable", CatalogError.modelUnavailable(reason: "Set one up with scripts/setup, or give me --model or --endpoint.")),
            ("CustomThemeError.invalidName", CustomThemeError.invalidName("Pirate!")),
            ("CustomThemeError.builtInName", CustomThemeError.builtInName("casual")),
            ("CustomThemeError.alreadyExists", CustomThemeError.alreadyExists("pirate")),
            ("CustomThemeError.emptyStyleGuide", CustomThemeError.emptyStyleGuide),
            ("CustomThemeError.styleGuideTooLong", CustomThemeError.styleGuideTooLong(characters: 512, limit: 400)),
            ("CustomThemeError.tooFewExamples", CustomThemeError.tooFewExamples(given: 1, minimum: 3)),
            ("CustomThemeError.tooManyExamples", CustomThemeError.tooManyExamples(given: 13, maximum: 12)),
            ("CustomThemeError.unreadableExample", CustomThemeError.unreadableExample(number: 2, text: "no arrow")),
            ("CustomThemeError.exampleOutOfScope", CustomThemeError.exampleOutOfScope(number: 1, original: "Save", kind: .button)),
            ("CustomThemeError.exampleTooLong", CustomThemeError.exampleTooLong(number: 1, limit: 100)),
            ("CustomThemeError.exampleFailsChecks",
             CustomThemeError.exampleFailsChecks(number: 3, rewrite: "Saved 4 goals", reasons: [.numbersChanged, .addedContent])),
            ("CustomThemeError.cannotRemoveBuiltIn", CustomThemeError.cannotRemoveBuiltIn("casual")),
            ("CustomThemeError.notFound", CustomThemeError.notFound("ghost")),
            ("CustomThemeError.unreadableFile", CustomThemeError.unreadableFile(path: "pirate.tsv", reason: "I couldn't open it as UTF-8 text.")),
            ("DisplayTextServiceError.unknownTheme", DisplayTextServiceError.unknownTheme("ghost")),
            ("CopyFileError.isDirectory", CopyFileError.isDirectory(path: "copy")),
            ("CopyFileError.unreadable", CopyFileError.unreadable(path: "a.strings")),
            ("CopyFileError.notText", CopyFileError.notText(path: "a.txt")),
            ("CopyFileError.notJSON", CopyFileError.notJSON(path: "a.xcstrings")),
            ("CopyFileError.notStringCatalog", CopyFileError.notStringCatalog(path: "a.xcstrings")),
            ("CopyFileError.stringsSyntax", CopyFileError.stringsSyntax(path: "a.strings", line: 3, detail: "a quoted string never ends")),
            ("ModulesError.unreadableDate", ModulesError.unreadableDate(text: "someday", what: "birth date")),
            ("ModulesError.birthDateInFuture", ModulesError.birthDateInFuture(birthDate: "2027-01-01", today: "2026-11-22")),
            ("ModulesError.nudgeNotActive", ModulesError.nudgeNotActive(id: "simplify", active: ["disable_walks"])),
            ("ModulesError.nudgeNotActive.none", ModulesError.nudgeNotActive(id: "simplify", active: [])),
            ("ModulesError.invalidThreshold", ModulesError.invalidThreshold(0)),
            ("ComposerError.emptyInput", ComposerError.emptyInput),
            ("ComposerError.tooManyWords", ComposerError.tooManyWords(1200, limit: 1000)),
            ("ComposerError.tooManyTokens", ComposerError.tooManyTokens(5000, limit: 4096)),
            ("ComposerError.badVariationCount", ComposerError.badVariationCount(7, limit: 5)),
            ("ComposerError.notUTF8", ComposerError.notUTF8),
            ("ComposerError.unknownVariation", ComposerError.unknownVariation("1a2b3c4d")),
            ("ComposerError.nothingToExport", ComposerError.nothingToExport),
            ("ComposerError.unknownExportFormat", ComposerError.unknownExportFormat("pdf")),
        ]
        for status in [400, 401, 403, 404, 408, 413, 429, 500, 503, 418] {
            errors.append(("LanguageModelError.server.\(status)", LanguageModelError.server(status: status, message: "model overloaded")))
        }
        return errors.map { ($0.0, $0.1.errorDescription ?? "") }
    }

    /// The library modules' source folders (`Sources/Personable…`, but the CLI's).
    static var libraryFolders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
            .filter { $0.hasPrefix("Personable") && $0 != "PersonableCLI" }.sorted()
    }

    /// The string literals that follow `marker` (which ends with the opening quote) in the Swift files under
    /// `folder`, interpolations replaced by `x`.
    static func literals(after marker: String, under folder: String) throws -> [(String, String)] {
        var result: [(String, String)] = []
        let root = sources.appendingPathComponent(folder)
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }.sorted()
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            var rest = Substring(text)
            while let start = rest.range(of: marker) {
                var literal = "", index = start.upperBound, depth = 0
                scanning: while index < rest.endIndex {
                    let character = rest[index]
                    if depth > 0 {
                        if character == "(" { depth += 1 }
                        if character == ")" { depth -= 1; if depth == 0 { literal += "x" } }
                    } else if character == "\\" {
                        let next = rest.index(after: index)
                        if next < rest.endIndex, rest[next] == "(" {
                            depth = 1
                            index = next
                        } else if next < rest.endIndex {
                            literal.append(rest[next])
                            index = next
                        }
                    } else if character == "\"" {
                        break scanning
                    } else {
                        literal.append(character)
                    }
                    index = rest.index(after: index)
                }
                result.append(("\(file): \(marker)", literal))
                rest = rest[index...]
            }
        }
        return result
    }

    @Test func everyErrorMessagePassesTheLinter() throws {
        var messages = Self.libraryMessages
        messages += try Self.literals(after: "CLIError(\"", under: "PersonableCLI")
        messages += try Self.libraryFolders.flatMap { try Self.literals(after: ".unavailable(reason: \"", under: $0) }
        // These reasons are completed by DisplayTextError's sentence.
        messages += try Self.libraryFolders.flatMap { try Self.literals(after: "generatorUnavailable(reason: \"", under: $0) }.map {
            ($0.0, DisplayTextError.generatorUnavailable(reason: $0.1).errorDescription ?? "")
        }
        messages += WarmErrorMessages.all.map { ("WarmErrorMessages.\($0.name)", $0.message) }
        #expect(messages.count > 50)
        let linter = WarmCopyLinter()
        for (name, message) in messages {
            #expect(!message.isEmpty, "\(name) has no message")
            let findings = linter.lint(message, key: name)
            #expect(findings.isEmpty, "\(name): \(message) — \(findings.map { "\($0.rule.rawValue) (\($0.detail))" })")
        }
    }

    @Test func theScannerFindsTheCLIsMessages() throws {
        let messages = try Self.literals(after: "CLIError(\"", under: "PersonableCLI").map(\.1)
        #expect(messages.contains("I can use either --model or --endpoint, not both."))
        #expect(messages.contains("I couldn't read \"x\" as an http(s) URL for --endpoint."))
        #expect(messages.count >= 8)
    }

    /// A new error type must be added to `libraryMessages` (or be `CLIError`, whose messages are scanned).
    @Test func everyTypeWithAnErrorDescriptionIsCovered() throws {
        let covered: Set<String> = [
            "DisplayTextError", "DisplayTextServiceError", "LanguageModelError", "AppDatabaseError", "CopyFileError", "CLIError",
            "CatalogError", "CustomThemeError",
            "ModulesError", "ComposerError", "UnknownValueError", "DesignSystemError", "AppSettingsError",
            // Linted with the web app's API messages in PersonableWebTests (WebMessagesTests).
            "WebError",
        ]
        var found: Set<String> = []
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path).filter { $0.hasSuffix(".swift") }
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            guard text.contains("var errorDescription: String?") else { continue }
            for line in text.split(separator: "\n") where line.contains("LocalizedError") {
                let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
                if let keyword = words.firstIndex(where: { ["enum", "struct", "class"].contains($0) }), keyword + 1 < words.count {
                    found.insert(String(words[keyword + 1]))
                }
            }
        }
        #expect(found.contains("DisplayTextError") && found.contains("CLIError"))
        #expect(found.isSubset(of: covered), "uncovered: \(found.subtracting(covered))")
    }
}
