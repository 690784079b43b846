import Foundation
import Personable
import PersonableTesting
import Testing

@testable import PersonableCLI
@testable import PersonableWeb

/// One model, two surfaces: each API resource has exactly the fields of the CLI's `--json` output.
@Suite("The API and the CLI's --json")
struct CLIShapeTests {
    static func keys(_ value: some Encodable) throws -> Set<String> {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let object = try JSONSerialization.jsonObject(with: try encoder.encode(value)) as? [String: Any]
        return Set(object?.keys.map { $0 } ?? [])
    }

    @Test("themes, text, modules and nudges have the CLI's field names")
    func sameFields() async throws {
        let theme = DisplayTheme.casual
        #expect(try Self.keys(ThemeEntry(theme)) == Self.keys(ThemesCommand.Entry(
            name: theme.rawValue, displayName: theme.displayName, styleGuide: theme.styleGuide, example: theme.example)))

        let key = DisplayTextKey(entityType: .emptyState, entityId: "goals_list", theme: theme, textType: .title)
        let themed = ThemedText(text: "No goals here yet!", source: .cache, id: UUID())
        #expect(try Self.keys(TextResult(key: key, original: "No Goals Yet", themed: themed))
            == Self.keys(TextCommand.Result(key: key, original: "No Goals Yet", themed: themed)))

        let module = TrackingModule.walks
        #expect(try Self.keys(ModuleEntry(module, enabled: true, language: .english)) == Self.keys(ModulesCommand.List.Entry(
            name: module.rawValue, enabled: true, displayName: module.displayName(in: .english),
            description: module.description(in: .english), systemImage: module.systemImage, defaultEnabled: true, puppySpecific: false)))

        let directory = TemporaryDirectory()
        let database = try directory.database()
        let modules = ModulesCoordinator<TrackingModule>(database: database)
        let nudges: [NudgeType<TrackingModule>] = [.disableUnused(module: .walks, daysSinceUse: 41), .simplifyMode(inactive: [.walks, .feeding, .documents])]
        let profile = try PuppyProfile.parse(birthDate: "2025-09-01", now: Date(), calendar: .current)
        let web = PersonableWeb.NudgesReport(nudges: nudges, profile: profile, language: .english, modules: modules)
        let cli = PersonableCLI.NudgesReport(nudges: nudges, profile: profile, language: .english, modules: modules)
        #expect(try Self.keys(web) == Self.keys(cli))
        let webJSON = String(decoding: try JSONResponse.data(web), as: UTF8.self)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        #expect(webJSON == String(decoding: try encoder.encode(cli), as: UTF8.self))
    }
}
