import Foundation
import Hummingbird
import Personable

extension WebApp {
    /// How long a page waits for themed text before it is sent with what it has (the script swaps in the rest).
    static let themedTextWait: Duration = .milliseconds(250)

    func addPageRoutes(to router: Router<BasicRequestContext>) {
        addHomeRoutes(to: router)
        addListRoutes(to: router)
        addSettingsRoutes(to: router)
        addComposePageRoutes(to: router)
    }

    static func redirect(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }

    // MARK: - Home, onboarding, nudges

    private func addHomeRoutes(to router: Router<BasicRequestContext>) {
        let modules = environment.modules, limit = configuration.maximumBodySize
        router.get("/") { request, _ in
            let preferences = PagePreferences(request: request)
            guard preferences.onboarded else { return Self.redirect("/onboarding") }
            let chrome = await PageChrome.make(app: self, request: request, title: WebStrings.text("home.title", in: preferences.language), current: "home")
            let page = await HomePage.make(chrome: chrome, modules: modules, language: preferences.language)
            return self.renderer.response(page, template: "home")
        }
        router.get("/onboarding") { request, _ in
            let preferences = PagePreferences(request: request)
            let chrome = await PageChrome.make(app: self, request: request, title: "Welcome")
            let page = await OnboardingPage.make(chrome: chrome, modules: modules, language: preferences.language)
            return self.renderer.response(page, template: "onboarding")
        }
        router.post("/onboarding") { request, _ in
            let form = try await FormBody.read(request, limit: limit)
            let chosen = try form.all("module").map(TrackingModule.parse)
            let stored = try await Self.storeOnboarding(Set(chosen), modules: modules)
            guard stored == nil else { throw APIError(.internalServerError, stored!) }
            var response = Self.redirect("/")
            response.setCookie(PagePreferences.cookie("onboarded", "1"))
            return response
        }
        router.post("/nudges/:id/:answer") { _, context in
            let id = try Self.nudgeID(context)
            let answer = try context.parameters.require("answer")
            guard answer == "act" || answer == "dismiss" else {
                throw APIError(.notFound, "I can act on a suggestion or dismiss it, not \"\(answer)\".", valid: ["act", "dismiss"])
            }
            if let problem = try await Self.answerNudge(id, act: answer == "act", modules: modules) {
                throw problem
            }
            return Self.redirect("/")
        }
        router.post("/modules/:id/activity") { _, context in
            let module = try Self.module(context)
            try await modules.recordActivity(module)
            return Self.redirect("/#module-\(module.rawValue)")
        }
    }

    /// Onboarding's Continue through its view model: the selection made to match `chosen`, then stored.
    @MainActor
    static func storeOnboarding(_ chosen: Set<TrackingModule>, modules: ModulesCoordinator<TrackingModule>) async throws -> String? {
        let viewModel = OnboardingModuleSelectionViewModel(modules: modules)
        await viewModel.load()
        for module in TrackingModule.allCases where viewModel.isSelected(module) != chosen.contains(module) {
            viewModel.toggleModule(module)
        }
        return await viewModel.continueOnboarding() ? nil : viewModel.errorMessage
    }

    /// A nudge card's button through the home screen's view model; the error to show, if any.
    @MainActor
    static func answerNudge(_ id: String, act: Bool, modules: ModulesCoordinator<TrackingModule>) async throws -> APIError? {
        let viewModel = NudgesViewModel(modules: modules)
        await viewModel.evaluate()
        guard let nudge = viewModel.activeNudges.first(where: { $0.id == id }) else {
            return APIError(.notFound, "That suggestion isn't showing any more, so I left your modules as they are.", valid: viewModel.activeNudges.map(\.id))
        }
        if act { await viewModel.act(on: nudge) } else { await viewModel.dismiss(nudge) }
        return viewModel.errorMessage.map { APIError(.internalServerError, $0) }
    }

    // MARK: - The list screens

    private func addListRoutes(to router: Router<BasicRequestContext>) {
        let limit = configuration.maximumBodySize
        for (name, copy) in ScreenText.screens {
            router.get("/\(name)") { request, _ in
                let notice: String? = switch request.query("notice") {
                case "rated": "Thanks, I saved your rating."
                case "regenerated": "I wrote it again."
                case "for-review": "I wrote a new version. You had decided on this text, so yours stays until you look at the new one on the review page."
                case "kept-written": DisplayTextServiceError.onlyWrittenRewrite.errorDescription
                default: nil
                }
                return try await self.listPage(name, copy: copy, request: request, notice: notice)
            }
            router.post("/\(name)/regenerate") { request, _ in
                let form = try await FormBody.read(request, limit: limit)
                let (key, original) = try await self.listKey(copy, form: form)
                let served: ThemedText
                do {
                    served = try await self.requireDisplayText().regenerate(key, fallback: original)
                } catch DisplayTextServiceError.onlyWrittenRewrite {
                    return Self.redirect("/\(name)?notice=kept-written")
                }
                // A text a person decided on stays as decided: the new version waits on the review page.
                let decided = served.source == .reviewed || served.source == .original
                return Self.redirect("/\(name)?notice=\(decided ? "for-review" : "regenerated")")
            }
            router.post("/\(name)/rate") { request, _ in
                let form = try await FormBody.read(request, limit: limit)
                let (key, original) = try await self.listKey(copy, form: form)
                guard let rating = form["rating"].flatMap(Int.init), (1...5).contains(rating) else {
                    throw APIError(.badRequest, "I can save a rating from 1 to 5.", valid: ["1", "2", "3", "4", "5"])
                }
                let coordinator = try self.requireDisplayText()
                guard let id = try await coordinator.resolve(key, fallback: original).id else {
                    throw APIError(.conflict, "There is no themed text to rate yet; I show the app's own words until one is written.")
                }
                try await coordinator.rate(id, rating: rating)
                return Self.redirect("/\(name)?notice=rated")
            }
        }
    }

    /// The theme a review page is about: the one named, else the user's theme when it is written by the model,
    /// else the first that is.
    private func reviewTheme(_ name: String?) async throws -> DisplayTheme {
        if let name, !name.isEmpty { return try await environment.themes.theme(named: name) }
        let selected = (try? await environment.themes.selectedTheme()) ?? .professional
        return selected.isGenerated ? selected : .casual
    }

    /// The key and original text of the list text a form names (`textType`), in the selected theme.
    private func listKey(_ copy: ListScreenCopy, form: FormBody) async throws -> (DisplayTextKey, String) {
        let textType = try DisplayTextType.parse(form["textType"] ?? "")
        guard let original = copy.texts.first(where: { $0.textType == textType })?.text else {
            throw APIError(.badRequest, "I can only do that for this screen's title, description or loading message.", valid: copy.texts.map(\.textType.rawValue))
        }
        return (copy.key(textType, theme: try await environment.themes.selectedTheme()), original)
    }

    private func listPage(_ name: String, copy: ListScreenCopy, request: Request, notice: String?) async throws -> Response {
        let preferences = PagePreferences(request: request)
        let chrome = await PageChrome.make(app: self, request: request, title: WebStrings.text("nav.\(name)", in: preferences.language), current: name)
        let selected = try await environment.themes.selectedTheme()
        let theme = displayText == nil ? .professional : selected
        let (coordinator, language, wait, pageWork) = (displayText, preferences.language, Self.themedTextWait, pageWork)
        let page: ListPage = switch name {
        case "goals": await ListPage.make(GoalsListScreen.self, name: name, chrome: chrome, theme: theme, coordinator: coordinator, language: language, wait: wait, pageWork: pageWork, notice: notice)
        case "actions": await ListPage.make(ActionsListScreen.self, name: name, chrome: chrome, theme: theme, coordinator: coordinator, language: language, wait: wait, pageWork: pageWork, notice: notice)
        case "values": await ListPage.make(PersonalValuesListScreen.self, name: name, chrome: chrome, theme: theme, coordinator: coordinator, language: language, wait: wait, pageWork: pageWork, notice: notice)
        default: await ListPage.make(TermsListScreen.self, name: name, chrome: chrome, theme: theme, coordinator: coordinator, language: language, wait: wait, pageWork: pageWork, notice: notice)
        }
        return renderer.response(page, template: "list")
    }

    // MARK: - Settings

    private func addSettingsRoutes(to router: Router<BasicRequestContext>) {
        let modules = environment.modules, themes = environment.themes, limit = configuration.maximumBodySize
        router.get("/settings") { request, _ in
            let preferences = PagePreferences(request: request)
            let chrome = await PageChrome.make(app: self, request: request, title: WebStrings.text("settings.title", in: preferences.language), current: "settings")
            let page = await SettingsPage.make(chrome: chrome, app: self, preferences: preferences, wait: Self.themedTextWait)
            return self.renderer.response(page, template: "settings")
        }
        router.post("/settings/theme") { request, _ in
            let form = try await FormBody.read(request, limit: limit)
            let theme = try await themes.theme(named: form["theme"] ?? "")
            if theme.isGenerated, let problem = self.displayTextProblem {
                throw APIError(.serviceUnavailable, "I can only offer Professional right now: \(problem)")
            }
            try await themes.select(theme)
            return Self.redirect("/settings")
        }
        router.post("/settings/display") { request, _ in
            let form = try await FormBody.read(request, limit: limit)
            var response = Self.redirect("/settings")
            if let value = form["appearance"] {
                guard let appearance = PagePreferences.Appearance(rawValue: value) else {
                    throw APIError(.badRequest, "I don't know the appearance \"\(value)\".", valid: PagePreferences.Appearance.allCases.map(\.rawValue))
                }
                response.setCookie(PagePreferences.cookie("appearance", appearance.rawValue))
            }
            if let value = form["textSize"] {
                guard let size = ContentSizeCategory(rawValue: value) else {
                    throw APIError(.badRequest, "I don't know the text size \"\(value)\".", valid: ContentSizeCategory.allCases.map(\.rawValue))
                }
                response.setCookie(PagePreferences.cookie("textSize", size.rawValue))
            }
            if let value = form["lang"] {
                response.setCookie(PagePreferences.cookie("lang", try ModuleLanguage.parse(value).rawValue))
            }
            return response
        }
        router.get("/review") { request, _ in
            let preferences = PagePreferences(request: request)
            let theme = try await self.reviewTheme(request.uri.queryParameters["theme"].map(String.init))
            let chrome = await PageChrome.make(app: self, request: request, title: WebStrings.text("review.title", in: preferences.language), current: "settings")
            let page = await ReviewPage.make(chrome: chrome, app: self, theme: theme, language: preferences.language)
            return self.renderer.response(page, template: "review")
        }
        router.post("/review") { request, _ in
            let form = try await FormBody.read(request, limit: limit)
            let theme = try await self.reviewTheme(form["theme"])
            guard let decision = form["decision"].flatMap(DisplayTextReview.Decision.init(rawValue:)) else {
                throw APIError(.badRequest, "I can approve a text, keep the original or save your version, and nothing else.",
                               valid: DisplayTextReview.Decision.allCases.map(\.rawValue))
            }
            let key = DisplayTextKey(
                entityType: try DisplayEntityType.parse(form["entityType"] ?? ""), entityId: form["entityId"],
                theme: theme, textType: try DisplayTextType.parse(form["textType"] ?? ""))
            try await self.requireDisplayText().decide(key, decision, text: form["text"])
            return Self.redirect("/review?theme=\(theme.rawValue)")
        }
        router.get("/settings/modules") { request, _ in
            let preferences = PagePreferences(request: request)
            let chrome = await PageChrome.make(app: self, request: request, title: WebStrings.text("settings.modules", in: preferences.language), current: "settings")
            let page = await ModulesPage.make(chrome: chrome, modules: modules, language: preferences.language)
            return self.renderer.response(page, template: "modules")
        }
        router.post("/settings/modules/reset") { _, _ in
            if let problem = await Self.changeModules(modules, { await $0.resetToDefaults() }) { throw APIError(.internalServerError, problem) }
            return Self.redirect("/settings/modules")
        }
        router.post("/settings/modules/:id/toggle") { _, context in
            let module = try Self.module(context)
            if let problem = await Self.changeModules(modules, { await $0.toggleModule(module) }) { throw APIError(.internalServerError, problem) }
            return Self.redirect("/settings/modules")
        }
    }

    /// A change through the module settings' view model; its error message, if any.
    @MainActor
    static func changeModules(
        _ modules: ModulesCoordinator<TrackingModule>, _ change: @MainActor (ModulePreferencesViewModel<TrackingModule>) async -> Void
    ) async -> String? {
        let viewModel = ModulePreferencesViewModel(modules: modules)
        await viewModel.load()
        await change(viewModel)
        return viewModel.errorMessage
    }

    // MARK: - Compose

    private func addComposePageRoutes(to router: Router<BasicRequestContext>) {
        let limit = configuration.maximumBodySize
        router.get("/compose") { request, _ in
            let chrome = await PageChrome.make(app: self, request: request, title: "Compose", current: "compose")
            return self.renderer.response(ComposePage.make(chrome: chrome, model: await self.modelStatus()), template: "compose")
        }
        router.post("/compose") { request, _ in
            let form = try await FormBody.read(request, limit: limit)
            let chrome = await PageChrome.make(app: self, request: request, title: "Compose", current: "compose")
            let body = ComposeBody(
                message: form["message"] ?? "", audience: form["audience"] ?? "", tone: form["tone"] ?? "",
                count: form["count"].flatMap(Int.init), fixedTone: nil)
            let audience = (try? AudienceType.parse(body.audience)) ?? .peer, tone = (try? ToneType.parse(body.tone)) ?? .diplomatic
            let model = await self.modelStatus()
            do {
                let composeRequest = try body.request()
                var report = ComposeReport(cached: false, variations: [])
                var modelFailure: String?
                for try await event in try self.composer().compose(composeRequest) {
                    if case let .completed(variations, cached) = event { report = ComposeReport(cached: cached, variations: variations) }
                    if case let .modelFailed(reason) = event { modelFailure = reason }
                }
                return self.renderer.response(ComposePage.make(
                    chrome: chrome, message: body.message, audience: audience, tone: tone, count: composeRequest.count,
                    variations: report.variations, cached: report.cached, warning: modelFailure ?? composeRequest.warning, model: model),
                    template: "compose")
            } catch {
                let problem = APIError.from(error, maximumBodySize: limit)
                var response = self.renderer.response(ComposePage.make(
                    chrome: chrome, message: body.message, audience: audience, tone: tone, count: body.count ?? 5,
                    errorMessage: problem.message + (problem.valid.map { " I know: \($0.joined(separator: ", "))." } ?? ""), model: model), template: "compose")
                response.status = problem.status
                return response
            }
        }
        router.post("/compose/refine") { request, _ in
            let form = try await FormBody.read(request, limit: limit)
            let instruction = try RefineInstruction.parse(form["instruction"] ?? "")
            let composer = try self.composer()
            for try await _ in composer.refine(variationID: form["id"] ?? "", instruction: instruction) {}
            let composition = try await composer.latest()
            let chrome = await PageChrome.make(app: self, request: request, title: "Compose", current: "compose")
            return self.renderer.response(ComposePage.make(
                chrome: chrome, message: composition.input, audience: composition.context.audience, tone: composition.context.tone,
                count: composition.variationCount, variations: composition.variations, model: await self.modelStatus()), template: "compose")
        }
    }

    /// The on-device indicator: which model writes, or why none does.
    func modelStatus() async -> (available: Bool, status: String) {
        do {
            let model = try environment.languageModel()
            switch await model.availability {
            case .available:
                if case .server = environment.settings.backend {
                    return (true, "Written by \(model.version), the server you chose; your message goes to it.")
                }
                return (true, "Written on this device by \(model.version). Nothing leaves it.")
            case let .unavailable(reason): return (false, "\(reason) I adapt your message by rules instead, on this device.")
            }
        } catch {
            return (false, ((error as? any LocalizedError)?.errorDescription ?? "I couldn't load the language model.") + " I adapt your message by rules instead.")
        }
    }
}
