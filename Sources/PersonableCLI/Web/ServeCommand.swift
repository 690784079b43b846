import ArgumentParser
import Foundation
import Personable
import PersonableWeb

/// `personable serve`: the web app and JSON API on this machine, until Ctrl-C (or SIGTERM) stops it gracefully.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Run the app in your browser: the web pages and the JSON API, on this machine.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var model: ModelOptions
    @Option(name: .long, help: "The address to listen on (loopback only unless --allow-remote).")
    var host = "127.0.0.1"
    @Option(name: .long, help: "The port (0: any free one).")
    var port = 8080
    @Flag(name: .long, help: "Allow a host other machines can reach. The app has no login: anyone who reaches it can use it.")
    var allowRemote = false

    func run() async throws {
        let configuration = try WebConfiguration(host: host, port: port, allowNonLoopback: allowRemote).validated()
        if let warning = configuration.exposureWarning { Console.error(warning) }
        let environment = try global.environment(model: model)
        let web = try await WebApp(environment: environment, configuration: configuration)
        let shownHost = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        do {
            try await web.run { port in
                Console.print("Personable is running at http://\(shownHost):\(port)/ (stop it with Ctrl-C)")
                fflush(nil)
            }
        } catch {
            let detail = String(describing: error)
            if detail.contains("Address already in use") {
                throw CLIError("I couldn't listen on \(shownHost):\(port): another program is using that port. Pick another with --port.")
            }
            if detail.contains("Cannot assign requested address") || detail.contains("Name or service not known") {
                throw CLIError("I couldn't listen on \(host): it isn't an address of this machine.")
            }
            throw CLIError("I stopped serving because something went wrong on my side; run me again with --verbose to see what.")
        }
        Console.error("I stopped serving; everything is saved.")
    }
}
