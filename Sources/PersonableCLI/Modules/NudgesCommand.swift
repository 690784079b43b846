import ArgumentParser
import Foundation
import Personable

/// `personable nudges [list]|act ID|dismiss ID`: suggestions to switch modules off (or on) as needs change.
struct NudgesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nudges", abstract: "Show the suggestions to simplify your modules, act on one or dismiss it.",
        subcommands: [List.self, Act.self, Dismiss.self], defaultSubcommand: List.self)

    /// `--profile-birthdate`: the dog's birth date, remembered for later calls.
    struct ProfileOptions: ParsableArguments {
        @Option(name: .customLong("profile-birthdate"), help: "Your dog's birth date (ISO 8601, such as 2025-09-01); I remember it. Default: the one remembered.")
        var birthDate: String?

        /// The given birth date (checked, not yet stored), or `nil`.
        func given(now: Date, calendar: Calendar) throws -> PuppyProfile? {
            try birthDate.map { try PuppyProfile.parse(birthDate: $0, now: now, calendar: calendar) }
        }
    }

    /// Acting on and dismissing a nudge: checks `id` and the given birth date before the database is opened.
    /// (`ModulesCoordinator` applies the profile rule: the given profile, else the stored one, remembered.)
    static func prepare(
        _ id: String, global: GlobalOptions, time: ModuleTimeOptions, profileOptions: ProfileOptions
    ) throws -> (ModulesCoordinator<TrackingModule>, PuppyProfile?) {
        try NudgeType<TrackingModule>.validate(id: id)
        let calendar = Calendar.current
        let given = try profileOptions.given(now: time.date(calendar: calendar), calendar: calendar)
        return (try time.modules(global), given)
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the nudges for now (or --now).")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var time: ModuleTimeOptions
        @OptionGroup var profileOptions: ProfileOptions
        @OptionGroup var lang: ModuleLanguageOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let language = try lang.language()
            let calendar = Calendar.current
            let given = try profileOptions.given(now: time.date(calendar: calendar), calendar: calendar)
            let modules = try time.modules(global)
            let evaluation = try await modules.nudges(givenProfile: given)
            let (nudges, profile) = (evaluation.nudges, evaluation.profile)
            if profile == nil {
                Console.error("I don't have your dog's birth date, so I left out the phase nudges. Give it with --profile-birthdate 2025-09-01 and I'll remember it.")
            }
            if output.json {
                return try Console.printJSON(NudgesReport(nudges: nudges, profile: profile, language: language, modules: modules))
            }
            guard !nudges.isEmpty else { return Console.print(ModuleStrings.text("nudges.none", in: language)) }
            Console.print(nudges.map { nudge in
                let card = NudgeCard(nudge, language: language)
                return """
                    \(card.title) [\(card.id)]
                      \(card.subtitle)
                      \(card.explanation)
                      \(card.actionLabel): personable nudges act \(card.id)
                      \(card.dismissLabel): personable nudges dismiss \(card.id)
                    """
            }.joined(separator: "\n\n"))
        }
    }

    struct Act: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Do what a nudge suggests (switch its modules off, or on).")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var time: ModuleTimeOptions
        @OptionGroup var profileOptions: ProfileOptions
        @Argument(help: "The nudge's id, as `personable nudges` shows it (disable_walks, phase_adult, simplify …).")
        var id: String

        func run() async throws {
            let (modules, given) = try NudgesCommand.prepare(id, global: global, time: time, profileOptions: profileOptions)
            let change = try await modules.act(onID: id, givenProfile: given).change
            var sentences: [String] = []
            if !change.turnedOff.isEmpty { sentences.append("I turned off \(ModulesCoordinator.names(change.turnedOff)).") }
            if !change.turnedOn.isEmpty { sentences.append("I turned on \(ModulesCoordinator.names(change.turnedOn)).") }
            if sentences.isEmpty { sentences.append("Nothing needed changing.") }
            Console.print(sentences.joined(separator: " "))
        }
    }

    struct Dismiss: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Hide a nudge (\"Not now\") until its situation changes.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var time: ModuleTimeOptions
        @OptionGroup var profileOptions: ProfileOptions
        @Argument(help: "The nudge's id, as `personable nudges` shows it.")
        var id: String

        func run() async throws {
            let (modules, given) = try NudgesCommand.prepare(id, global: global, time: time, profileOptions: profileOptions)
            let (nudge, threshold) = (try await modules.dismiss(id: id, givenProfile: given), modules.threshold)
            Console.print("I'll stop showing \"\(nudge.id)\" \(Self.until(nudge, threshold: threshold)).")
        }

        /// When the nudge can come back.
        static func until(_ nudge: NudgeType<TrackingModule>, threshold: Int) -> String {
            switch nudge {
            case let .disableUnused(module, _):
                "until \(module.displayName(in: .english)) is used or switched on again and then goes unused for \(threshold) days"
            case .enableSuggestion: "for good"
            case let .phaseTransition(_, to): "for the \(to.displayName(in: .english).lowercased()) phase"
            case .simplifyMode: "until another module goes unused"
            }
        }
    }
}
