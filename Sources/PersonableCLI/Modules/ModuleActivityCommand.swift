import ArgumentParser
import Foundation
import Personable

/// `personable modules activity [show]|record MODULE`: when each module was last used.
struct ModuleActivityCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "activity", abstract: "Show when each module was last used, or record a use.",
        subcommands: [Show.self, Record.self], defaultSubcommand: Show.self)

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show when each module was last used.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var time: ModuleTimeOptions
        @OptionGroup var output: OutputOptions

        struct Entry: Encodable {
            var name: String
            var enabled: Bool
            var lastActivity: Date?
            var daysSinceLastActivity: Int?
            /// On, and idle for the threshold (30 days) or longer.
            var inactive: Bool
        }

        func run() async throws {
            let modules = try time.modules(global, access: .readOnly)
            let enabled = try await modules.enabledModules()
            let inactive = Set(try await modules.inactiveModules(among: enabled))
            let usage = try await modules.usage()
            let entries = TrackingModule.allCases.map { module in
                let last = usage[module]?.lastActivity
                return Entry(
                    name: module.rawValue, enabled: enabled.contains(module), lastActivity: last,
                    daysSinceLastActivity: last.map { ModuleUsage.days(from: $0, to: modules.now(), calendar: modules.calendar) },
                    inactive: inactive.contains(module))
            }
            if output.json { return try Console.printJSON(entries) }
            let width = entries.map(\.name.count).max() ?? 0
            for entry in entries {
                var line = "\(entry.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.enabled ? "on " : "off")  "
                if let last = entry.lastActivity, let days = entry.daysSinceLastActivity {
                    line += "last used \(days) day\(days == 1 ? "" : "s") ago (\(modules.timestamp(last)))"
                } else {
                    line += "never used"
                }
                Console.print(line + (entry.inactive ? ", inactive" : ""))
            }
        }
    }

    struct Record: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Record that a module was used.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var time: ModuleTimeOptions
        @Argument(help: "The module: \(TrackingModule.allCases.map(\.rawValue).joined(separator: ", ")).")
        var module: String

        func run() async throws {
            let module = try TrackingModule.parse(module)
            let modules = try time.modules(global)
            try await modules.recordActivity(module)
            Console.print("I recorded a use of \(module.displayName(in: .english)) at \(modules.timestamp(modules.now())).")
        }
    }
}
