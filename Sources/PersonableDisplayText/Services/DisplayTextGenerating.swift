import PersonableLanguageModels

/// What the coordinator asks a generator for: the spec's `generate(originalText:theme:textType:context:)`.
public struct DisplayTextRequest: Sendable, Hashable {
    public var originalText: String
    public var theme: DisplayTheme
    public var textType: DisplayTextType
    /// Where the text appears, in a few words ("empty state of the goals list").
    public var context: String
    /// What the string is on screen, when the caller knows it more precisely than `textType` says (an empty
    /// state's title, a thinking indicator); `nil` to tell from the text.
    public var kind: TextKind?
    /// The themed text shown now, when this request is a regeneration: the answer must be another text.
    public var replacing: String?
    /// What the app's writer noted about the string (a String Catalog's translator comment), shown to the model
    /// with the string; `nil` for none. Prompts without a note are unchanged.
    public var note: String?

    public init(
        originalText: String, theme: DisplayTheme, textType: DisplayTextType, context: String, kind: TextKind? = nil,
        replacing: String? = nil, note: String? = nil
    ) {
        self.originalText = originalText
        self.theme = theme
        self.textType = textType
        self.context = context
        self.kind = kind
        self.replacing = replacing
        self.note = note
    }
}

/// A generator's answer: the text and how it was made, for the stored row.
public struct DisplayTextGeneration: Sendable, Hashable {
    public var text: String
    public var prompt: String?
    public var modelVersion: String?
    public var promptVersion: String?

    public init(text: String, prompt: String? = nil, modelVersion: String? = nil, promptVersion: String? = nil) {
        self.text = text
        self.prompt = prompt
        self.modelVersion = modelVersion
        self.promptVersion = promptVersion
    }
}

/// The seam between the coordinator and whatever writes themed text (a language model in production).
public protocol DisplayTextGenerating: Sendable {
    /// Whether `generate` can be called now.
    var availability: LanguageModelAvailability { get async }
    /// The model that would write new text; rows written by another model are refreshed. `nil` when unknown.
    var modelVersion: String? { get }
    /// The prompt template's version; rows written with another version are refreshed.
    var promptVersion: String { get }
    /// Rewrites `request.originalText` in `request.theme`, or throws.
    func generate(_ request: DisplayTextRequest) async throws -> DisplayTextGeneration
}
