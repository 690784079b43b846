import Foundation
import Personable
import PersonableTesting
import Testing

@Suite struct StringsFileTests {
    let folder = TemporaryDirectory()

    static let text = """
        /* Shown while the goals load. */
        "loading.goals" = "Loading your goals…";

        // Button that closes the sheet.
        "Cancel" = "Cancel";

        /* Empty state of the goals list;
           shown under the title. */
        "empty.goals" = "Set your first goal to start tracking progress";
        "reminders" = "You have %lld reminders waiting. Open them when you're \\"ready\\".";
        "Settings";

        """

    @Test(arguments: [false, true])
    func writingBackWithoutChangesGivesTheSameBytes(utf16: Bool) throws {
        let data = utf16 ? Data([0xFF, 0xFE]) + Self.text.data(using: .utf16LittleEndian)! : Data(Self.text.utf8)
        let file = try StringsFile.parse(data, path: "Localizable.strings")
        #expect(file.data() == data)
        #expect(file.units.map(\.key) == ["loading.goals", "Cancel", "empty.goals", "reminders", "Settings"])
        #expect(file.units.first?.comment == "Shown while the goals load.")
        #expect(file.units[3].text == "You have %lld reminders waiting. Open them when you're \"ready\".")
    }

    @Test(arguments: [false, true])
    func themedValuesArePutInPlaceKeepingCommentsAndEncoding(utf16: Bool) async throws {
        let data = utf16 ? Data([0xFF, 0xFE]) + Self.text.data(using: .utf16LittleEndian)! : Data(Self.text.utf8)
        let source = try StringsFile.parse(data, path: "Localizable.strings")
        let generator = ScriptedGenerator()
        let themer = CatalogThemer(database: try folder.database(), generator: generator)
        let result = try await themer.theme(source, in: .casual)
        let rewritten = Set(result.units.filter { $0.outcome == .rewritten }.map(\.id))
        #expect(rewritten == ["loading.goals", "empty.goals", "reminders"])
        let written = result.catalog.data()
        #expect(written.prefix(2) == (utf16 ? Data([0xFF, 0xFE]) : Data("/*".utf8)))
        let reread = try StringsFile.parse(written, path: "themed.strings")
        #expect(reread.units.map(\.comment) == source.units.map(\.comment))
        #expect(reread.units.first { $0.key == "reminders" }?.text == "casual #3: You have %lld reminders waiting. Open them when you're \"ready\".")
        #expect(reread.units.first { $0.key == "Cancel" }?.text == "Cancel")
        let text = utf16 ? String(data: written.dropFirst(2), encoding: .utf16LittleEndian)! : String(decoding: written, as: UTF8.self)
        #expect(text.hasPrefix("/* Shown while the goals load. */\n\"loading.goals\" = \"casual #1: Loading your goals…\";\n\n// Button"))
        // A second run: nothing asked, the same bytes.
        let calls = generator.calls
        #expect(try await themer.theme(source, in: .casual).catalog.data() == written)
        #expect(generator.calls == calls)
    }
}
