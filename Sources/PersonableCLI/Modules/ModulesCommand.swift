import ArgumentParser
import Foundation
import Personable

/// `personable modules list|enable|disable|reset|activity|profile`: which tracking modules are on.
struct ModulesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "modules", abstract: "Show and choose the tracking modules, record their use, set your dog's profile.",
        subcommands: [List.self, Enable.self, Disable.self, Reset.self, ModuleActivityCommand.self, ModuleProfileCommand.self],
        defaultSubcommand: List.self)

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the modules and whether each is on.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var time: ModuleTimeOptions
        @OptionGroup var lang: ModuleLanguageOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let language = try lang.language()
            let modules = try time.modules(global, access: .readOnly)
            let entries = ModuleEntry.all(enabled: try await modules.enabledModules(), language: language)
            if output.json { return try Console.printJSON(entries) }
            let width = entries.map(\.name.count).max() ?? 0
            for entry in entries {
                let name = entry.name.padding(toLength: width, withPad: " ", startingAt: 0)
                Console.print("\(entry.enabled ? "[x]" : "[ ]") \(name)  \(entry.displayName) — \(entry.description)")
            }
        }
    }

    struct Enable: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Switch modules on.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var time: ModuleTimeOptions
        @Argument(help: "The modules: \(TrackingModule.allCases.map(\.rawValue).joined(separator: ", ")).")
        var modules: [String]

        func run() async throws {
            try await ModulesCommand.switchModules(modules, on: true, global: global, time: time)
        }
    }

    struct Disable: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Switch modules off.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var time: ModuleTimeOptions
        @Argument(help: "The modules: \(TrackingModule.allCases.map(\.rawValue).joined(separator: ", ")).")
        var modules: [String]

        func run() async throws {
            try await ModulesCommand.switchModules(modules, on: false, global: global, time: time)
        }
    }

    struct Reset: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Switch the default modules on and the others off.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var time: ModuleTimeOptions

        func run() async throws {
            let change = try await time.modules(global).resetToDefaults()
            let on = ModulesCoordinator.names(TrackingModule.ordered(change.enabledModules))
            Console.print("I reset your modules to the defaults: \(on) \(change.enabledModules.count == 1 ? "is" : "are") on.")
        }
    }

    /// Parses every name before changing anything, then switches them in one transaction.
    static func switchModules(_ names: [String], on: Bool, global: GlobalOptions, time: ModuleTimeOptions) async throws {
        let modules = try names.map(TrackingModule.parse)
        let change = try await time.modules(global).setEnabled(modules, enabled: on)
        let changed = on ? change.turnedOn : change.turnedOff
        let unchanged = TrackingModule.ordered(modules).filter { !changed.contains($0) }
        var sentences: [String] = []
        if !changed.isEmpty { sentences.append("I turned \(on ? "on" : "off") \(ModulesCoordinator.names(changed)).") }
        if !unchanged.isEmpty {
            sentences.append("\(ModulesCoordinator.names(unchanged)) \(unchanged.count == 1 ? "was" : "were") already \(on ? "on" : "off").")
        }
        Console.print(sentences.joined(separator: " "))
    }
}
