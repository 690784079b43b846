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
        #expect(try Self.keys(ThemeEntry(theme)) == ["name", "displayName", "styleGuide", "example", "custom"])
        try Self.expectSameBytes(DisplayTheme.allCases.map(ThemeEntry.init))
        #expect(try Self.keys(SelectedTheme(theme)) == ["theme", "displayName"])
        try Self.expectSameBytes(SelectedTheme(theme))

        // Text, modules and nudges are one type each (in their feature modules), encoded by both surfaces: the
        // fields are pinned here, and the API's bytes are the CLI's without the pretty printing.
        let key = DisplayTextKey(entityType: .emptyState, entityId: "goals_list", theme: theme, textType: .title)
        let themed = ThemedText(text: "No goals here yet!", source: .cache, id: UUID())
        let text = TextResult(key: key, original: "No Goals Yet", themed: themed)
        #expect(try Self.keys(text) == ["key", "original", "text", "source", "id"])
        try Self.expectSameBytes(text)

        let module = ModuleEntry(TrackingModule.walks, enabled: true, language: .english)
        #expect(try Self.keys(module)
            == ["name", "enabled", "displayName", "description", "systemImage", "defaultEnabled", "puppySpecific"])
        #expect(module.defaultEnabled && !module.puppySpecific && module.displayName == "Walks")
        try Self.expectSameBytes(ModuleEntry.all(enabled: [TrackingModule.walks], language: .english))

        let directory = TemporaryDirectory()
        let database = try directory.database()
        let modules = ModulesCoordinator<TrackingModule>(database: database)
        let nudges: [NudgeType<TrackingModule>] = [.disableUnused(module: .walks, daysSinceUse: 41), .simplifyMode(inactive: [.walks, .feeding, .documents])]
        let profile = try PuppyProfile.parse(birthDate: "2025-09-01", now: Date(), calendar: .current)
        let report = NudgesReport(nudges: nudges, profile: profile, language: .english, modules: modules)
        #expect(try Self.keys(report) == ["now", "language", "profile", "nudges"])
        try Self.expectSameBytes(report)
    }

    /// The API's JSON for `value` is the CLI's `--json` output for it, but for the CLI's line breaks and indents.
    static func expectSameBytes(_ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let web = String(decoding: try JSONResponse.data(value), as: UTF8.self)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        #expect(web == String(decoding: try encoder.encode(value), as: UTF8.self), sourceLocation: sourceLocation)
        let pretty = try Console.jsonData(value)
        #expect(try JSONSerialization.jsonObject(with: pretty) as? NSObject == JSONSerialization.jsonObject(with: Data(web.utf8)) as? NSObject,
                sourceLocation: sourceLocation)
    }
}
