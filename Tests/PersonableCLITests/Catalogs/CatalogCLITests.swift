import Foundation
import Personable
import PersonableTesting
import Testing

/// `personable catalog theme`, run as a user runs it.
@Suite struct CatalogCLITests {
    let folder = TemporaryDirectory()

    /// The catalog fixture of the catalogs' library tests.
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PersonableCatalogsTests/Fixtures/Localizable.xcstrings").path

    func write(_ text: String, to name: String) throws -> String {
        let path = folder.path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func theme(_ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(["catalog", "theme"] + arguments + ["--db", folder.path("db.sqlite")])
    }

    /// What a refused run must leave: nothing in the output folder.
    func expectNothingWritten(_ output: String) throws {
        let written = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        #expect(written.isEmpty, "written: \(written)")
    }

    @Test(arguments: [
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {", "its JSON isn't well formed"),
        ("{\"strings\" : {\"Hello\" : {}}}", "no \"sourceLanguage\""),
        ("\"Hello\" = \"Hi\";", "its JSON isn't well formed"),
        ("{\"sourceLanguage\" : \"en\", \"version\" : \"1.0\"}", "I don't think it's a String Catalog"),
    ])
    func aBadCatalogIsRefusedNamingItAndNothingIsWritten(text: String, expected: String) throws {
        let source = try write(text, to: "Bad.xcstrings")
        let output = folder.path("out")
        let result = try theme([source, "--theme", "casual", "--output", output])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("I couldn"), "\(result.stderr)")
        #expect(result.stderr.contains(source) && result.stderr.contains(expected), "\(result.stderr)")
        #expect(!result.stderr.contains("CatalogError"))
        try expectNothingWritten(output)
    }

    @Test func anUnknownThemeIsRefusedBeforeAnyWork() throws {
        let output = folder.path("out")
        let result = try theme([Self.fixture, "--theme", "pirate", "--output", output])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("I "), "\(result.stderr)")
        #expect(result.stderr.contains("pirate") && result.stderr.contains("casual"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func professionalIsNotAThemeToWrite() throws {
        let result = try theme([Self.fixture, "--theme", "professional", "--output", folder.path("out")])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("I don't write a catalog for professional"))
    }

    @Test func anOutputThatIsAFileIsRefusedAndLeftAlone() throws {
        let output = try write("mine", to: "out")
        let result = try theme([Self.fixture, "--theme", "all", "--output", output])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("I can only write catalogs into a folder, and \(output) is a file."))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "mine")
    }

    @Test(.enabled(if: getuid() != 0, "root may write anywhere"))
    func anOutputFolderINeedPermissionForIsRefused() throws {
        let output = folder.path("locked")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: output)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: output) }
        let result = try theme([Self.fixture, "--theme", "casual", "--output", output])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("I couldn't write into \(output)"))
        try expectNothingWritten(output)
    }

    @Test func aDryRunReportsWhatItWouldDoAndWritesNothing() throws {
        let output = folder.path("out")
        let result = try theme([Self.fixture, "--theme", "all", "--output", output, "--dry-run", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let themes = try #require(report?["themes"] as? [[String: Any]])
        #expect(themes.map { $0["theme"] as? String } == DisplayTheme.allCases.filter(\.isGenerated).map(\.rawValue))
        #expect(themes.allSatisfy { $0["pending"] as? Int == 8 && $0["generated"] as? Int == 0 })
        #expect(themes.allSatisfy { $0["doNotTranslate"] as? Int == 1 && $0["outOfScope"] as? Int == 4 })
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
