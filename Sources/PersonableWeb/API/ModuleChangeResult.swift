import Personable

/// What a change of modules did: the modules on now, those switched, and a sentence saying so.
struct ModuleChangeResult: Encodable, Sendable {
    var enabledModules: [String]
    var turnedOn: [String]
    var turnedOff: [String]
    var message: String

    init(_ change: ModuleChange<TrackingModule>, message: String? = nil) {
        enabledModules = TrackingModule.ordered(change.enabledModules).map(\.rawValue)
        turnedOn = change.turnedOn.map(\.rawValue)
        turnedOff = change.turnedOff.map(\.rawValue)
        var sentences: [String] = []
        if !change.turnedOff.isEmpty { sentences.append("I turned off \(Self.names(change.turnedOff)).") }
        if !change.turnedOn.isEmpty { sentences.append("I turned on \(Self.names(change.turnedOn)).") }
        self.message = message ?? (sentences.isEmpty ? "Nothing needed changing." : sentences.joined(separator: " "))
    }

    static func names(_ modules: [TrackingModule]) -> String {
        ModuleStrings.list(modules.map { $0.displayName(in: .english) }, in: .english)
    }
}
