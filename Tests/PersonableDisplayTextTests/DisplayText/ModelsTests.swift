import Foundation
import Personable
@testable import PersonableDisplayText
import PersonableTesting
import Testing

extension DisplayTextTests {
    /// The theme system's value types: raw values match the schema's CHECK lists, they survive Codable, and names
    /// typed by a user are parsed or refused with the valid values.
    struct ModelsTests {
        @Test func themeRawValuesAreTheSchemaValuesInOrder() {
            #expect(DisplayTheme.allCases.map(\.rawValue) == [
                "professional", "gentle_parenting", "david_goggins", "ted_talk", "lean_in", "casual",
            ])
            #expect(DisplayTheme.allCases.filter { !$0.isGenerated } == [.professional])
        }

        @Test(arguments: DisplayTheme.allCases)
        func everyThemeDescribesItself(theme: DisplayTheme) {
            for text in [theme.displayName, theme.styleGuide, theme.example, theme.systemPrompt] {
                #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            }
            #expect(theme.systemPrompt.contains("rewrite UI text"))
            #expect(theme.systemPrompt.localizedCaseInsensitiveContains(theme.styleGuide.split(separator: ",")[0]))
        }

        @Test func themesAreDistinct() {
            for property in [\DisplayTheme.displayName, \.styleGuide, \.example, \.systemPrompt] {
                #expect(Set(DisplayTheme.allCases.map { $0[keyPath: property] }).count == DisplayTheme.allCases.count)
            }
            #expect(DisplayTheme.professional.example == ListScreenCopy.goals.emptyStateDescription)
        }

        @Test func themesAndKeysSurviveACodableRoundTrip() throws {
            let encoded = try JSONEncoder().encode(DisplayTheme.allCases)
            #expect(String(decoding: encoded, as: UTF8.self)
                == #"["professional","gentle_parenting","david_goggins","ted_talk","lean_in","casual"]"#)
            #expect(try JSONDecoder().decode([DisplayTheme].self, from: encoded) == DisplayTheme.allCases)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(DisplayTheme.self, from: Data(#""gentleParenting""#.utf8)) }

            let keys = [Fixtures.goalsTitle, Fixtures.thinking]
            #expect(try JSONDecoder().decode([DisplayTextKey].self, from: JSONEncoder().encode(keys)) == keys)
            let row = Fixtures.row("Hmm, let me think…", modelVersion: "m", promptVersion: "p")
            #expect(try JSONDecoder().decode(GeneratedDisplayText.self, from: JSONEncoder().encode(row)) == row)
        }

        @Test func textTypesAreTheSpecsPlusLoadingAndThinking() {
            let spec = ["title", "description", "instruction", "confirmation", "empty_state", "help_text", "placeholder"]
            #expect(DisplayTextType.allCases.map(\.rawValue) == spec + ["loading", "thinking"])
            #expect(DisplayEntityType.allCases.map(\.rawValue) == [
                "goal", "action", "value", "term", "empty_state", "instruction", "help_text", "confirmation",
            ])
        }

        @Test(arguments: [
            ("ted_talk", DisplayTheme.tedTalk), ("tedTalk", .tedTalk), ("TED-TALK", .tedTalk),
            ("gentle_parenting", .gentleParenting), ("gentleParenting", .gentleParenting), ("casual", .casual),
        ])
        func themesParseFromRawOrCaseNames(text: String, theme: DisplayTheme) throws {
            #expect(try DisplayTheme.parse(text) == theme)
        }

        @Test func textAndEntityTypesParseFromRawOrCaseNames() throws {
            for type in DisplayTextType.allCases {
                #expect(try DisplayTextType.parse(type.rawValue) == type)
                #expect(try DisplayTextType.parse(String(describing: type)) == type)
            }
            for type in DisplayEntityType.allCases {
                #expect(try DisplayEntityType.parse(type.rawValue) == type)
                #expect(try DisplayEntityType.parse(String(describing: type)) == type)
            }
        }

        @Test func unknownNamesAreRefusedWithTheValidValues() {
            #expect(throws: UnknownValueError(
                kind: "theme", value: "pirate", valid: DisplayTheme.allCases.map(\.rawValue))) { try DisplayTheme.parse("pirate") }
            #expect(throws: UnknownValueError(
                kind: "text type", value: "tooltip", valid: DisplayTextType.allCases.map(\.rawValue))) { try DisplayTextType.parse("tooltip") }
            #expect(throws: UnknownValueError(
                kind: "entity type", value: "user", valid: DisplayEntityType.allCases.map(\.rawValue))) { try DisplayEntityType.parse("user") }
            #expect(throws: UnknownValueError.self) { try DisplayTheme.parse("") }

            let message = UnknownValueError(kind: "theme", value: "pirate", valid: DisplayTheme.allCases.map(\.rawValue))
                .localizedDescription
            #expect(message == "I don't know the theme \"pirate\". I know: professional, gentle_parenting, david_goggins, ted_talk, lean_in, casual.")
        }

        @Test func errorsSpeakInTheFirstPerson() {
            let errors: [DisplayTextError] = [
                .invalidRating(9), .textNotFound(UUID()), .emptyFallback,
                .generatorUnavailable(reason: "no model."),
            ]
            #expect(UnknownValueError(kind: "theme", value: "x", valid: ["casual"]).localizedDescription.hasPrefix("I "))
            for error in errors {
                #expect(error.localizedDescription.hasPrefix("I "), "\(error)")
            }
        }

        @Test func aRowTakesItsKeyAndDefaults() {
            let row = GeneratedDisplayText(key: Fixtures.goalsTitle, generatedText: "Nada yet!", originalText: "No Goals Yet", generatedAt: Fixtures.now)
            #expect(row.key == Fixtures.goalsTitle)
            #expect(row.regenerationCount == 0)
            #expect(row.logTime == row.generatedAt)
            #expect(row.userRating == nil && row.expiresAt == nil && row.modelVersion == nil && row.promptVersion == nil)
            #expect(Fixtures.thinking.description == "empty_state/-/casual/thinking")
            #expect(Fixtures.goalsTitle.description == "empty_state/goals_list/casual/title")
        }
    }
}
