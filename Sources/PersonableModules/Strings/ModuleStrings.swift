import Foundation

/// Every user-facing string of the modules feature, in every ``ModuleLanguage``: the one source of truth.
///
/// Linux has no `.strings` bundles at run time, so the table is Swift: the spec's "Localization Keys" with its
/// English and Dutch texts, plus the few keys the spec's views implied (phase names, explanations, lists).
/// Format strings use `%@` and `%d`; where the languages order their arguments differently they are
/// positional (`%1$@`), so both languages take the same arguments.
///
/// ```swift
/// ModuleStrings.format("nudge.unused.title", in: .dutch, "Wandelingen")   // "Gebruik je Wandelingen nog?"
/// ```
public enum ModuleStrings {
    /// Key → language → text.
    public static let table: [String: [ModuleLanguage: String]] = [
        "module.medications": [.english: "Medications", .dutch: "Medicatie"],
        "module.medications.desc": [.english: "Track medications and reminders", .dutch: "Medicatie en herinneringen bijhouden"],
        "module.walks": [.english: "Walks", .dutch: "Wandelingen"],
        "module.walks.desc": [.english: "Walking routes and scheduling", .dutch: "Wandelroutes en planning"],
        "module.socialization": [.english: "Socialization", .dutch: "Socialisatie"],
        "module.socialization.desc": [.english: "Track socialization experiences", .dutch: "Socialisatie-ervaringen bijhouden"],
        "module.training": [.english: "Training", .dutch: "Training"],
        "module.training.desc": [.english: "Skills and training progress", .dutch: "Vaardigheden en trainingsvoortgang"],
        "module.feeding": [.english: "Feeding", .dutch: "Voeding"],
        "module.feeding.desc": [.english: "Diet and feeding schedule", .dutch: "Dieet en voedingsschema"],
        "module.documents": [.english: "Documents", .dutch: "Documenten"],
        "module.documents.desc": [.english: "Important dog documents", .dutch: "Belangrijke hondendocumenten"],
        "module.milestones": [.english: "Milestones", .dutch: "Mijlpalen"],
        "module.milestones.desc": [.english: "Development milestones", .dutch: "Ontwikkelingsmijlpalen"],
        "modules.title": [.english: "Tracking Modules", .dutch: "Modules"],
        "modules.description": [
            .english: "Choose which features you want to use. You can always change this later.",
            .dutch: "Kies welke functies je wilt gebruiken. Je kunt dit later altijd wijzigen.",
        ],
        "modules.active": [.english: "Active Modules", .dutch: "Actieve modules"],
        "modules.resetDefaults": [.english: "Reset to Defaults", .dutch: "Standaard herstellen"],
        "onboarding.modules.title": [.english: "What would you like to track?", .dutch: "Wat wil je bijhouden?"],
        "onboarding.modules.subtitle": [
            .english: "Pick the features that matter to you. You can always add more later.",
            .dutch: "Kies de functies die voor jou belangrijk zijn. Je kunt later altijd meer toevoegen.",
        ],
        "onboarding.continue": [.english: "Continue", .dutch: "Doorgaan"],
        "nudge.dismiss": [.english: "Not now", .dutch: "Niet nu"],
        "nudge.unused.title": [.english: "Still using %@?", .dutch: "Gebruik je %@ nog?"],
        "nudge.unused.subtitle": [.english: "You haven't used this in %d days", .dutch: "Je hebt dit %d dagen niet gebruikt"],
        "nudge.suggest.title": [.english: "Try %@?", .dutch: "%@ proberen?"],
        "nudge.phase.title": [.english: "Time for %@ mode", .dutch: "Tijd voor %@-modus"],
        "nudge.phase.subtitle": [
            .english: "Some puppy features can be hidden now",
            .dutch: "Sommige puppyfuncties kunnen nu verborgen worden",
        ],
        "nudge.simplify.title": [.english: "Simplify your app", .dutch: "Vereenvoudig je app"],
        "nudge.simplify.subtitle": [.english: "Several modules seem unused", .dutch: "Meerdere modules lijken ongebruikt"],
        "nudge.disable": [.english: "Disable", .dutch: "Uitschakelen"],
        "nudge.enable": [.english: "Enable", .dutch: "Inschakelen"],
        "nudge.review": [.english: "Review", .dutch: "Bekijken"],
        "nudge.simplify": [.english: "Simplify", .dutch: "Vereenvoudig"],

        // Beyond the spec's list: what its views and rules imply.
        "phase.puppy": [.english: "Puppy", .dutch: "Puppy"],
        "phase.adolescent": [.english: "Adolescent", .dutch: "Puber"],
        "phase.adult": [.english: "Adult", .dutch: "Volwassen"],
        "phase.senior": [.english: "Senior", .dutch: "Senior"],
        "nudge.unused.explanation": [
            .english: "You haven't logged %1$@ in %2$d days.",
            .dutch: "Je hebt al %2$d dagen geen %1$@ vastgelegd.",
        ],
        "nudge.phase.explanation": [
            .english: "From %1$d weeks a dog counts as %2$@, so the puppy modules (%3$@) can be hidden now.",
            .dutch: "Vanaf %1$d weken telt een hond als %2$@, dus de puppymodules (%3$@) kunnen nu verborgen worden.",
        ],
        "nudge.simplify.explanation": [
            .english: "%1$d modules look unused: %2$@.",
            .dutch: "%1$d modules lijken ongebruikt: %2$@.",
        ],
        "nudges.none": [.english: "No nudges right now.", .dutch: "Geen suggesties op dit moment."],
        "list.and": [.english: "%1$@ and %2$@", .dutch: "%1$@ en %2$@"],
    ]

    /// The text of `key` in `language`; the English text when that language lacks it; the key itself when no
    /// language has it (as Apple's `String(localized:)` does), so a missing string shows, never crashes.
    public static func text(_ key: String, in language: ModuleLanguage) -> String {
        guard let texts = table[key] else { return key }
        return texts[language] ?? texts[.english] ?? key
    }

    /// The text of `key` in `language` with `arguments` filled in (`%@` takes a `String`, `%d` an `Int`).
    public static func format(_ key: String, in language: ModuleLanguage, _ arguments: any CVarArg...) -> String {
        String(format: text(key, in: language), locale: language.locale, arguments: arguments)
    }

    /// `items` as a sentence list: "a", "a and b", "a, b and c" (Dutch: "a, b en c").
    public static func list(_ items: [String], in language: ModuleLanguage) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return format("list.and", in: language, items.dropLast().joined(separator: ", "), last)
    }
}
