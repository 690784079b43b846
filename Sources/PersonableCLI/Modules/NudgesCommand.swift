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

        /// The given profile, else the stored one; when there is none and `announce` is set, says so on standard
        /// error (listing nudges leaves out the phase nudges then).
        func profile(given: PuppyProfile?, session: ModulesSession, announce: Bool = false) async throws -> PuppyProfile? {
            if let given { return given }
            let stored = try await session.profiles.profile()
            if stored == nil, announce {
                Console.error("I don't have your dog's birth date, so I left out the phase nudges. Give it with --profile-birthdate 2025-09-01 and I'll remember it.")
            }
            return stored
        }
    }

    /// Acting on and dismissing a nudge: checks `id` before anything is opened, evaluates with the given (else
    /// stored) profile, runs `body`, then remembers a given birth date.
    static func answer<T: Sendable>(
        _ id: String, global: GlobalOptions, time: ModuleTimeOptions, profileOptions: ProfileOptions,
        _ body: (NudgeEngine<TrackingModule>, PuppyProfile?) async throws -> T
    ) async throws -> T {
        try NudgeType<TrackingModule>.validate(id: id)
        let calendar = Calendar.current
        let given = try profileOptions.given(now: time.date(calendar: calendar), calendar: calendar)
        let session = try ModulesSession(global: global, time: time)
        let result = try await body(session.engine, try await profileOptions.profile(given: given, session: session))
        if let given { try await session.profiles.save(given, calendar: calendar) }
        return result
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
            let session = try ModulesSession(global: global, time: time)
            if let given { try await session.profiles.save(given, calendar: calendar) }
            let profile = try await profileOptions.profile(given: given, session: session, announce: true)
            let nudges = try await session.engine.evaluate(profile: profile)
            if output.json {
                return try Console.printJSON(NudgesReport(nudges: nudges, profile: profile, language: language, session: session))
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
            let change = try await NudgesCommand.answer(id, global: global, time: time, profileOptions: profileOptions) {
                try await $0.act(onID: id, profile: $1).change
            }
            var sentences: [String] = []
            if !change.turnedOff.isEmpty { sentences.append("I turned off \(ModulesSession.names(change.turnedOff)).") }
            if !change.turnedOn.isEmpty { sentences.append("I turned on \(ModulesSession.names(change.turnedOn)).") }
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
            let (nudge, threshold) = try await NudgesCommand.answer(id, global: global, time: time, profileOptions: profileOptions) {
                (try await $0.dismiss(id: id, profile: $1), $0.threshold)
            }
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
