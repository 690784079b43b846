import Foundation
import Hummingbird
import Personable

/// `PUT /api/modules/{id}`'s body.
struct ModuleSwitch: Decodable {
    var enabled: Bool
}

/// What `POST /api/modules/{id}/activity` answers.
struct ActivityResult: Encodable {
    var module: String
    var recordedAt: Date
    var message: String
}

/// What `POST /api/nudges/{id}/dismiss` answers.
struct DismissResult: Encodable {
    var id: String
    var message: String
}

extension Request {
    /// `?lang=nl`: the language of module and nudge texts (English by default).
    func moduleLanguage() throws -> ModuleLanguage {
        guard let lang = uri.queryParameters["lang"] else { return .english }
        return try ModuleLanguage.parse(String(lang))
    }

    /// The query's value for `name`, if any.
    func query(_ name: String) -> String? {
        uri.queryParameters.get(name)
    }
}

extension WebApp {
    func addModuleRoutes(to router: Router<BasicRequestContext>) {
        let modules = environment.modules, limit = configuration.maximumBodySize
        router.get("/api/modules") { request, _ in
            let language = try request.moduleLanguage()
            return try JSONResponse.make(ModuleEntry.all(enabled: try await modules.enabledModules(), language: language))
        }
        router.put("/api/modules/:id") { request, context in
            let module = try Self.module(context)
            let body = try await JSONBody.decode(ModuleSwitch.self, from: request, limit: limit)
            let change = try await modules.setEnabled(module, enabled: body.enabled)
            let name = module.displayName(in: .english)
            let unchanged = change.turnedOn.isEmpty && change.turnedOff.isEmpty
            return try JSONResponse.make(ModuleChangeResult(
                change, message: unchanged ? "\(name) was already \(body.enabled ? "on" : "off")." : nil))
        }
        router.post("/api/modules/reset") { _, _ in
            let change = try await modules.resetToDefaults()
            let on = ModuleChangeResult.names(TrackingModule.ordered(change.enabledModules))
            return try JSONResponse.make(ModuleChangeResult(
                change, message: "I reset your modules to the defaults: \(on) \(change.enabledModules.count == 1 ? "is" : "are") on."))
        }
        router.post("/api/modules/:id/activity") { _, context in
            let module = try Self.module(context)
            try await modules.recordActivity(module)
            return try JSONResponse.make(ActivityResult(
                module: module.rawValue, recordedAt: modules.now(),
                message: "I recorded a use of \(module.displayName(in: .english))."))
        }
    }

    func addNudgeRoutes(to router: Router<BasicRequestContext>) {
        let modules = environment.modules
        router.get("/api/nudges") { request, _ in
            let language = try request.moduleLanguage()
            let given = try request.query("profileBirthdate").map {
                try PuppyProfile.parse(birthDate: $0, now: modules.now(), calendar: modules.calendar)
            }
            let evaluation = try await modules.nudges(givenProfile: given)
            return try JSONResponse.make(NudgesReport(nudges: evaluation.nudges, profile: evaluation.profile, language: language, modules: modules))
        }
        router.post("/api/nudges/:id/act") { _, context in
            let id = try Self.nudgeID(context)
            let change = try await modules.act(onID: id, givenProfile: nil).change
            return try JSONResponse.make(ModuleChangeResult(change))
        }
        router.post("/api/nudges/:id/dismiss") { _, context in
            let id = try Self.nudgeID(context)
            let nudge = try await modules.dismiss(id: id, givenProfile: nil)
            return try JSONResponse.make(DismissResult(id: nudge.id, message: "I'll stop showing that suggestion until your situation changes."))
        }
    }

    /// The module a path names; an unknown one is a 404 with the valid names.
    static func module(_ context: BasicRequestContext) throws -> TrackingModule {
        let name = try context.parameters.require("id")
        do {
            return try TrackingModule.parse(name)
        } catch let error as UnknownValueError {
            throw APIError(.notFound, error.errorDescription ?? "", valid: error.valid)
        }
    }

    /// The nudge id a path names; an unknown one is a 404 with the valid ids.
    static func nudgeID(_ context: BasicRequestContext) throws -> String {
        let id = try context.parameters.require("id")
        do {
            try NudgeType<TrackingModule>.validate(id: id)
        } catch let error as UnknownValueError {
            throw APIError(.notFound, error.errorDescription ?? "", valid: error.valid)
        }
        return id
    }
}
