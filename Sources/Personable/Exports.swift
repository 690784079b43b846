// The umbrella: `import Personable` brings every module, as `import Hummingbird` brings its core.
@_exported import PersonableCatalogs
@_exported import PersonableComposer
@_exported import PersonableCore
@_exported import PersonableDesignSystem
@_exported import PersonableDisplayText
@_exported import PersonableLanguageModels
@_exported import PersonableLlama
@_exported import PersonableModules
