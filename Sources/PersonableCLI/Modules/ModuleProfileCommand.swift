import ArgumentParser
import Foundation
import Personable

/// `personable modules profile [show]|set DATE|clear`: your dog's birth date, which the phase nudges need.
struct ModuleProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile", abstract: "Show, set or clear your dog's birth date.",
        subcommands: [Show.self, SetBirthDate.self, Clear.self], defaultSubcommand: Show.self)

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show your dog's birth date, age and life phase.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var time: ModuleTimeOptions
        @OptionGroup var output: OutputOptions

        struct Entry: Encodable {
            var birthDate: String?
            var ageInWeeks: Int?
            var phase: String?

            enum CodingKeys: String, CodingKey { case birthDate, ageInWeeks, phase }

            /// Writes absent values as `null`, so a script sees every key.
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(birthDate, forKey: .birthDate)
                try container.encode(ageInWeeks, forKey: .ageInWeeks)
                try container.encode(phase, forKey: .phase)
            }
        }

        func run() async throws {
            let modules = try time.modules(global, access: .readOnly)
            let profile = try await modules.profile()
            if output.json {
                return try Console.printJSON(Entry(
                    birthDate: profile.map { modules.day($0.birthDate) },
                    ageInWeeks: profile?.ageInWeeks(at: modules.now(), calendar: modules.calendar),
                    phase: profile?.phase(at: modules.now(), calendar: modules.calendar).rawValue))
            }
            guard let profile else {
                return Console.print("I don't have your dog's birth date yet. Set it with: personable modules profile set 2025-09-01")
            }
            Console.print("Born \(modules.day(profile.birthDate)): \(modules.age(of: profile)).")
        }
    }

    struct SetBirthDate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "set", abstract: "Set your dog's birth date.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var time: ModuleTimeOptions
        @Argument(help: "The birth date (ISO 8601, such as 2025-09-01).")
        var birthDate: String

        func run() async throws {
            let calendar = Calendar.current
            let profile = try PuppyProfile.parse(birthDate: birthDate, now: time.date(calendar: calendar), calendar: calendar)
            let modules = try time.modules(global)
            try await modules.saveProfile(profile)
            Console.print("I'll remember that your dog was born on \(modules.day(profile.birthDate)) (\(modules.age(of: profile))).")
        }
    }

    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Forget your dog's birth date.")
        @OptionGroup var global: GlobalOptions

        func run() async throws {
            try await global.environment().modules.removeProfile()
            Console.print("I forgot your dog's birth date.")
        }
    }
}
