import Foundation
import PersonableCore
@testable import PersonableDisplayText
@testable import PersonableModules
import PersonableTesting
import Testing

extension ModulesTests {
    /// The spec's localization keys in English and Dutch, and the choice of language.
    struct ModuleStringsTests {
        /// The spec's "Localization Keys", with its English and Dutch texts.
        static let spec: [(key: String, english: String, dutch: String)] = [
            ("module.medications", "Medications", "Medicatie"),
            ("module.medications.desc", "Track medications and reminders", "Medicatie en herinneringen bijhouden"),
            ("module.walks", "Walks", "Wandelingen"),
            ("module.walks.desc", "Walking routes and scheduling", "Wandelroutes en planning"),
            ("module.socialization", "Socialization", "Socialisatie"),
            ("module.socialization.desc", "Track socialization experiences", "Socialisatie-ervaringen bijhouden"),
            ("module.training", "Training", "Training"),
            ("module.training.desc", "Skills and training progress", "Vaardigheden en trainingsvoortgang"),
            ("module.feeding", "Feeding", "Voeding"),
            ("module.feeding.desc", "Diet and feeding schedule", "Dieet en voedingsschema"),
            ("module.documents", "Documents", "Documenten"),
            ("module.documents.desc", "Important dog documents", "Belangrijke hondendocumenten"),
            ("module.milestones", "Milestones", "Mijlpalen"),
            ("module.milestones.desc", "Development milestones", "Ontwikkelingsmijlpalen"),
            ("modules.title", "Tracking Modules", "Modules"),
            ("modules.description", "Choose which features you want to use. You can always change this later.",
             "Kies welke functies je wilt gebruiken. Je kunt dit later altijd wijzigen."),
            ("modules.active", "Active Modules", "Actieve modules"),
            ("modules.resetDefaults", "Reset to Defaults", "Standaard herstellen"),
            ("onboarding.modules.title", "What would you like to track?", "Wat wil je bijhouden?"),
            ("onboarding.modules.subtitle", "Pick the features that matter to you. You can always add more later.",
             "Kies de functies die voor jou belangrijk zijn. Je kunt later altijd meer toevoegen."),
            ("onboarding.continue", "Continue", "Doorgaan"),
            ("nudge.dismiss", "Not now", "Niet nu"),
            ("nudge.unused.title", "Still using %@?", "Gebruik je %@ nog?"),
            ("nudge.unused.subtitle", "You haven't used this in %d days", "Je hebt dit %d dagen niet gebruikt"),
            ("nudge.suggest.title", "Try %@?", "%@ proberen?"),
            ("nudge.phase.title", "Time for %@ mode", "Tijd voor %@-modus"),
            ("nudge.phase.subtitle", "Some puppy features can be hidden now", "Sommige puppyfuncties kunnen nu verborgen worden"),
            ("nudge.simplify.title", "Simplify your app", "Vereenvoudig je app"),
            ("nudge.simplify.subtitle", "Several modules seem unused", "Meerdere modules lijken ongebruikt"),
            ("nudge.disable", "Disable", "Uitschakelen"),
            ("nudge.enable", "Enable", "Inschakelen"),
            ("nudge.review", "Review", "Bekijken"),
            ("nudge.simplify", "Simplify", "Vereenvoudig"),
        ]

        @Test func everySpecKeyHasTheSpecsTextInBothLanguages() {
            for entry in Self.spec {
                #expect(ModuleStrings.text(entry.key, in: .english) == entry.english, "\(entry.key)")
                #expect(ModuleStrings.text(entry.key, in: .dutch) == entry.dutch, "\(entry.key)")
            }
        }

        @Test func everyKeyHasBothLanguagesWithTheSameFormatSpecifiers() {
            for (key, texts) in ModuleStrings.table {
                #expect(Set(texts.keys) == Set(ModuleLanguage.allCases), "\(key)")
                let english = FormatSpecifiers(in: texts[.english] ?? "")
                for (language, text) in texts {
                    #expect(FormatSpecifiers(in: text).matches(english), "\(key) in \(language): \(text)")
                }
            }
        }

        @Test func formatArgumentsAreFilledIn() {
            #expect(ModuleStrings.format("nudge.unused.title", in: .dutch, "Wandelingen") == "Gebruik je Wandelingen nog?")
            #expect(ModuleStrings.format("nudge.unused.subtitle", in: .english, 41) == "You haven't used this in 41 days")
            #expect(ModuleStrings.format("nudge.unused.subtitle", in: .dutch, 41) == "Je hebt dit 41 dagen niet gebruikt")
            #expect(ModuleStrings.list(["a", "b", "c"], in: .dutch) == "a, b en c")
        }

        @Test func aMissingKeyShowsItselfRatherThanCrashing() {
            #expect(ModuleStrings.text("nudge.nonexistent", in: .dutch) == "nudge.nonexistent")
        }

        @Test func theLanguageFollowsTheLocaleWithEnglishAsFallback() {
            func language(_ environment: [String: String], system: [String] = []) -> ModuleLanguage {
                ModuleLanguage.preferred(environment: environment, systemLanguages: system)
            }
            #expect(language(["LANG": "nl_NL.UTF-8"]) == .dutch)
            #expect(language(["LANG": "nl_BE"]) == .dutch)
            #expect(language(["LANG": "fr_FR.UTF-8"]) == .english)
            #expect(language([:]) == .english)
            #expect(language([:], system: ["fr-FR", "nl-NL"]) == .dutch)
            #expect(language(["LC_ALL": "en_US.UTF-8", "LANG": "nl_NL"]) == .english, "LC_ALL wins over LANG")
            #expect(language(["LANGUAGE": "nl:en", "LANG": "en_GB"]) == .dutch)
            #expect(language(["LANGUAGE": "nl", "LANG": "C"]) == .english, "gettext ignores LANGUAGE under the C locale")
        }

        @Test func datesAreReadStrictly() {
            let calendar = World.calendar
            #expect(ISO8601DateInput.date(from: "2025-03-14", calendar: calendar) == Date(timeIntervalSince1970: 1_741_910_400))
            #expect(ISO8601DateInput.date(from: "2025-03-14T09:30:00Z", calendar: calendar) == Date(timeIntervalSince1970: 1_741_944_600))
            for bad in ["2025-02-30", "14-03-2025", "yesterday", "2025-03-14 09:30", ""] {
                #expect(ISO8601DateInput.date(from: bad, calendar: calendar) == nil, "\(bad)")
            }
        }
    }
}
