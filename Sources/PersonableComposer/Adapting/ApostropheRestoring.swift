import Foundation
import PersonableLanguageModels

/// The apostrophes a draft typed in lower case left out where the word without one is a word too: "its zuhura at the
/// front desk" → "it's zuhura…", "ill send the form" → "I'll send the form", "were at the gym" → "we're at the gym",
/// "jiwoos kakaopay" → "jiwoo's kakaopay"; not "the cafe changed its hours", "she is ill today", "the kids were
/// great".
///
/// Rules can say "it's" only where they know the next word (``ToneWording``'s "its sat 4pm", "its prof carolina"), and
/// each new draft brings one they don't. The model can judge the whole class: each such word is scored as typed and
/// with its apostrophe, on the same words after it and after the draft before it written out, and the apostrophe is
/// taken only when it is ``margin`` nats likelier (``possessiveMargin`` for a possessive). Drafts written with capitals
/// are left alone.
///
/// On the 254 such words of eighteen sets of drafts the model judged every contraction rightly at these margins, and
/// no possessive "its" of our own examples ("the dog hurt its paw", -2.8 nats) came near; a possessive's margin is
/// higher because a place's name ending in "s" can come close ("punta carretas", +2.2).
public struct ApostropheRestoring: Sendable {
    public let model: any LanguageModel
    /// How much likelier (in nats) a contraction must be than the word as typed.
    static let margin = 1.0
    /// How much likelier (in nats) a possessive must be than the word as typed.
    static let possessiveMargin = 2.5
    /// Words scored after the word judged, so both spellings are judged on the same words.
    static let wordsAfter = 3
    /// Words that are also contractions typed without their apostrophe, and those contractions. Not "wed": the model
    /// read "no buses wed so well walk" as "we'd", where the weekday rules of ``ToneWording`` know it is a day.
    static let contractions: [String: String] = ["its": "it's", "ill": "I'll", "were": "we're", "lets": "let's", "well": "we'll"]

    /// Texting's short forms that stand for a word or a contraction: "ur" is "your" ("ur flight") or "you're" ("ur the
    /// only one left"), which ``ToneWording`` tells only before the words it lists. The model is asked which; "ur" stays
    /// as typed when it is not sure.
    static let shortForms: [String: (usual: String, contraction: String)] = ["ur": ("your", "you're")]

    /// Words "you're" is often followed by, besides words ending in "-ing" or "-ed".
    static let afterYoure: Set<String> = [
        "the", "a", "an", "not", "so", "too", "very", "all", "always", "still", "already", "just", "on", "in", "at", "up",
        "out", "off", "over", "back", "only", "never", "probably", "definitely", "really", "such", "gonna", "welcome",
        "right", "wrong", "sure", "free", "late", "early", "done", "here", "there", "home", "away", "next", "more", "most",
        "amazing", "awesome", "best", "great", "kind", "lucky", "mad", "crazy", "good", "ok", "okay", "fine", "safe",
    ]

    public init(model: any LanguageModel) {
        self.model = model
    }

    /// `text` with the apostrophes the model is sure of; `text` itself when it was written with capitals or the model
    /// cannot score text.
    public func restored(_ text: String) async -> String {
        guard NameCasing.isTypedInLowerCase(text) else { return text }
        var restored = text
        var searchFrom = restored.startIndex
        while let match = restored[searchFrom...].firstMatch(of: /[\p{L}\d]+(?:['’][\p{L}\d]+)*/) {
            searchFrom = match.range.upperBound
            let word = String(match.output)
            guard let (asTyped, spelling, margin) = Self.spellings(of: word, before: restored[match.range.upperBound...]) else { continue }
            let before = String(restored[..<match.range.lowerBound])
            let after = Self.words(Self.wordsAfter, of: restored[match.range.upperBound...])
            let context = NameCasing.primer + Self.writtenOut(before)
            let startsSentence = before.trimmingCharacters(in: .whitespaces).last.map { ".!?\n".contains($0) } ?? true
            let candidates = [asTyped, spelling].map { startsSentence ? ToneAdapter.capitalizeFirst($0) : $0 }
            guard let scores = try? await model.logLikelihoods(of: candidates.map { context + $0 + after }), scores.count == 2,
                  scores[1] - scores[0] >= margin else { continue }
            let written = word.first?.isUppercase == true ? ToneAdapter.capitalizeFirst(spelling) : spelling
            // Indices do not outlive a change to the string; the offset does.
            let offset = restored.distance(from: restored.startIndex, to: match.range.lowerBound)
            restored.replaceSubrange(match.range, with: written)
            searchFrom = restored.index(restored.startIndex, offsetBy: offset + written.count)
        }
        return restored
    }

    /// The word as the model reads it when typed (texting's "ur" as "your"), the spelling with an apostrophe it may
    /// stand for, given the text after it, and the margin that spelling needs: a contraction of ``contractions`` or
    /// ``shortForms``, or a possessive's "'s" on a word typed in lower case that is a person's name, a relative or no
    /// English word ("jiwoos", "josés", "dads", "companys"), before a word ("ikennas 60th").
    static func spellings(of word: String, before rest: Substring) -> (asTyped: String, withApostrophe: String, margin: Double)? {
        let lower = word.lowercased()
        guard lower.allSatisfy(\.isLetter) else { return nil }
        if let contraction = contractions[lower] { return (word, contraction, margin) }
        if let (usual, contraction) = shortForms[lower] {
            // "ur visa appt got moved": the model is asked only before a word "you're" can take ("ur the best", "ur
            // coming", "ur so kind"); before a noun it had read "You are visa appointment".
            let next = rest.drop { $0 == " " }.prefix { $0.isLetter || $0 == "'" }.lowercased()
            guard next.hasSuffix("ing") || next.hasSuffix("ed") || Self.afterYoure.contains(next) else { return nil }
            return (usual, contraction, margin)
        }
        guard word == lower, lower.count >= 4, lower.hasSuffix("s"), rest.firstMatch(of: /^ [\p{Ll}\d]/) != nil else { return nil }
        let stem = String(lower.dropLast())
        // "companys" is no plural, "kids" may be one.
        guard ToneWording.relatives.contains(stem) || PeopleNames.isFirstName(stem) || (!EnglishWords.contains(lower) && !stem.hasSuffix("s")) else { return nil }
        return (word, stem + "'s", possessiveMargin)
    }

    /// The first `count` words of `text` with what comes between them.
    static func words(_ count: Int, of text: Substring) -> String {
        var end = text.startIndex
        for match in text.matches(of: /[^\s]+/).prefix(count) { end = match.range.upperBound }
        return String(text[..<end])
    }

    /// `before` written out as ``NameCasing`` gives it to the model, with the space it ended with.
    static func writtenOut(_ before: String) -> String {
        let trimmed = before.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return "" }
        return ToneAdapter.writtenOut(trimmed) + (before.last?.isWhitespace == true ? " " : "")
    }
}
