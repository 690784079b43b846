import Personable

/// The pages' own words in English and Dutch (module and nudge texts come from `ModuleStrings`).
enum WebStrings {
    private static let table: [String: (en: String, nl: String)] = [
        "nav.home": ("Home", "Start"),
        "nav.goals": ("Goals", "Doelen"),
        "nav.actions": ("Actions", "Acties"),
        "nav.values": ("Values", "Waarden"),
        "nav.terms": ("Terms", "Perioden"),
        "nav.compose": ("Compose", "Opstellen"),
        "nav.settings": ("Settings", "Instellingen"),
        "nav.label": ("Sections", "Onderdelen"),
        "skip": ("Skip to content", "Naar de inhoud"),
        "home.title": ("Home", "Start"),
        "home.suggestions": ("Suggestions", "Suggesties"),
        "home.modules": ("Your modules", "Je modules"),
        "home.logUse": ("Log a use", "Gebruik noteren"),
        "home.noModules": ("You have no modules on. Pick some in Settings.", "Je hebt geen modules aan. Kies er een paar in Instellingen."),
        "settings.title": ("Settings", "Instellingen"),
        "settings.theme": ("Theme", "Thema"),
        "settings.appearance": ("Appearance", "Uiterlijk"),
        "settings.display": ("Display", "Weergave"),
        "settings.textSize": ("Text size", "Tekstgrootte"),
        "settings.language": ("Language", "Taal"),
        "settings.save": ("Save", "Opslaan"),
        "settings.modules": ("Tracking modules", "Modules"),
        "settings.review": ("Review themed text", "Thematische teksten nakijken"),
        "review.title": ("Review themed text", "Thematische teksten nakijken"),
        "review.intro": (
            "Each text the theme rewrote, beside the app's own words. What you decide is shown from now on, and writing it again never overrides it.",
            "Elke tekst die het thema herschreef, naast de eigen woorden van de app. Wat je beslist wordt voortaan getoond, en opnieuw schrijven verandert het niet."),
        "review.empty": ("Nothing is waiting for review in this theme.", "Niets in dit thema wacht op nakijken."),
        "review.original": ("Original", "Origineel"),
        "review.themed": ("Themed", "Thema"),
        "review.approve": ("Approve", "Goedkeuren"),
        "review.reject": ("Keep the original", "Origineel houden"),
        "review.edit": ("Save my version", "Mijn versie opslaan"),
        "review.yourVersion": ("Your version", "Jouw versie"),
        "review.theme": ("Theme", "Thema"),
        "review.show": ("Show", "Tonen"),
        "review.rated": ("You rated it %d of 5", "Je gaf het %d van de 5"),
        "review.regenerated": ("regenerated %d×", "%d× opnieuw geschreven"),
        "settings.preview": ("Preview", "Voorbeeld"),
        "appearance.system": ("Same as my device", "Zoals mijn apparaat"),
        "appearance.light": ("Light", "Licht"),
        "appearance.dark": ("Dark", "Donker"),
        "list.regenerate": ("Write it again", "Opnieuw schrijven"),
        "list.rate": ("How well does this fit?", "Hoe goed past dit?"),
        "list.loading": ("Loading", "Bezig met laden"),
        "compose.title": ("Compose", "Opstellen"),
        "error.tryAgain": ("Try again", "Opnieuw proberen"),
    ]

    static func text(_ key: String, in language: ModuleLanguage) -> String {
        guard let entry = table[key] else { return key }
        return language == .dutch ? entry.nl : entry.en
    }
}
