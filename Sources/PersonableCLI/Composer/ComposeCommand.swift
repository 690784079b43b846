import ArgumentParser
import Foundation
import Personable

/// `personable compose "TEXT" --audience A --tone T`, `compose refine ID INSTRUCTION`, `compose export`.
struct ComposeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compose", abstract: "Rewrite a message for an audience in up to five tones, streamed.",
        subcommands: [Generate.self, Refine.self, Export.self, Demo.self, ComposeEvalCommand.self], defaultSubcommand: Generate.self)

    struct Generate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate", abstract: "Rewrite a message (the default: `compose \"TEXT\" …`).")

        @Argument(help: "The message, or - to read it from standard input.") var text: String
        @Option(name: .long, help: "Who it is for: \(AudienceType.allCases.map { $0.rawValue.lowercased() }.joined(separator: ", ")).")
        var audience: String
        @Option(name: .long, help: "The tone of the first variation: \(ToneType.allCases.map { $0.rawValue.lowercased() }.joined(separator: ", ")).")
        var tone: String
        @Option(name: .long, help: "How many variations (1–5): the tone asked first, then the other tones.")
        var count = ComposerRequest.maximumVariations
        @Flag(name: .long, help: "Every variation in the tone asked, instead of one per tone.")
        var fixedTone = false
        @Flag(name: .long, help: "Print the variations when all are written, not as they stream.")
        var noStream = false
        @OptionGroup var session: ComposerSessionOptions

        func run() async throws {
            let context = CommunicationContext(audience: try AudienceType.parse(audience), tone: try ToneType.parse(tone))
            let input = try ComposerInput.read(text)
            let request = try ComposerRequest(input: input, context: context, count: count, fixedTone: fixedTone).validated()
            if let warning = request.warning { Console.error(warning) }
            let environment = try session.environment()
            let coordinator = try environment.composer()
            let withoutModel = try await session.sayIfUnavailable(environment)
            let printer = ComposerPrinter(json: session.output.json, stream: !noStream && !session.output.json && Console.outputIsTerminal, message: input)
            let modelFailed = try await printer.print(coordinator.compose(request))
            if withoutModel || modelFailed { throw ExitCode(ExitStatus.fallback) }
        }
    }

    struct Refine: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Refine a variation: shorter, longer, warmer, more formal, more casual, more direct.")

        @Argument(help: "The variation's id (or its first 8 characters), as compose prints it.") var id: String
        @Argument(help: "The refinement: \(RefineInstruction.allCases.map(\.rawValue).joined(separator: ", ")).")
        var instruction: [String]
        @Flag(name: .long, help: "Print the refined variation when it is written, not as it streams.")
        var noStream = false
        @OptionGroup var session: ComposerSessionOptions

        func run() async throws {
            let instruction = try RefineInstruction.parse(instruction.joined(separator: " "))
            let environment = try session.environment()
            let coordinator = try environment.composer()
            let withoutModel = try await session.sayIfUnavailable(environment)
            let modelFailed = try await ComposerPrinter(json: session.output.json, stream: !noStream && !session.output.json && Console.outputIsTerminal)
                .print(coordinator.refine(variationID: id, instruction: instruction))
            if withoutModel || modelFailed { throw ExitCode(ExitStatus.fallback) }
        }
    }

    struct Demo: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Compose the spec's three demo scenarios, streamed.")
        @OptionGroup var session: ComposerSessionOptions

        func run() async throws {
            let coordinator = try session.coordinator()
            for scenario in ComposerDemoScenario.all {
                Console.print("\n=== \(scenario.name): \(scenario.context.audience.rawValue), \(scenario.context.tone.rawValue) ===")
                Console.print(scenario.input)
                try await ComposerPrinter(json: session.output.json, stream: !session.output.json && Console.outputIsTerminal, message: scenario.input)
                    .print(coordinator.compose(ComposerRequest(input: scenario.input, context: scenario.context)))
            }
        }
    }

    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Export the latest composition as Markdown or JSON.")

        @Option(name: .long, help: "md or json.") var format: String = "md"
        @Option(name: .long, help: "Write to this file instead of standard output (an existing file is kept unless --force).")
        var output: String?
        @Flag(name: .long, help: "Replace the --output file if it exists.") var force = false
        @OptionGroup var global: GlobalOptions

        func run() async throws {
            let format = try ComposerExport.Format.parse(format)
            let composition = try await global.environment(access: .readOnly).composer().latest()
            let text = try ComposerExport.export(composition, as: format)
            guard let output else { return FileHandle.standardOutput.write(Data(text.utf8)) }
            if FileManager.default.fileExists(atPath: output), !force {
                throw CLIError("I didn't write \(output): it already exists, and I don't replace files unless you add --force.")
            }
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw CLIError("I couldn't write \(output). Check that its folder exists and that I may write there.")
            }
            Console.error("I wrote \(composition.variations.count) variations to \(output).")
        }
    }
}

/// What `compose` and `compose refine` share: the database, the model and JSON output.
struct ComposerSessionOptions: ParsableArguments {
    @OptionGroup var global: GlobalOptions
    @OptionGroup var model: ModelOptions
    @OptionGroup var output: OutputOptions
    @Option(name: .long, help: "Tries on the model per variation before adapting your message by rules (1–5; default: 1 for a base model, 2 for a chat model).")
    var attempts: Int?

    func validate() throws {
        if let attempts, !(1...5).contains(attempts) { throw CLIError("I can try from 1 to 5 times per variation, not \(attempts).") }
    }

    func coordinator() throws -> ComposerCoordinator {
        try environment().composer()
    }

    /// The app's environment on these options.
    func environment() throws -> AppEnvironment {
        var settings = try model.settings(databasePath: global.db)
        settings.composerAttempts = attempts
        GlobalOptions.bootstrapLogging(global.verbose ? .info : settings.logLevel)
        DatabaseLocation.record(settings.databasePath)
        return try AppEnvironment(settings: settings)
    }

    /// Says once, on standard error, that the variations will be adapted by rules because the model can't be
    /// used, and why; returns whether it did (the command then exits 2, README "Exit codes").
    func sayIfUnavailable(_ environment: AppEnvironment) async throws -> Bool {
        guard case let .unavailable(reason) = try await environment.languageModel().availability else { return false }
        Console.error("I adapted your message by rules, without the language model: \(reason)")
        return true
    }
}
