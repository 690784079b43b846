import Foundation
import Personable
@testable import PersonableComposer
import PersonableTesting
import Testing

/// Apostrophes a lower-case draft left out, put back where the model is sure: the rules around a scripted model's
/// scores, then the real model on real drafts.
@Suite(.serialized)
struct ApostropheRestoringTests {
    /// Scores a text by the phrases it holds (each phrase's bonus): a model that likes some spellings and dislikes
    /// others, and finds the rest alike.
    static func model(liking phrases: [String: Double]) -> ScriptedLanguageModel {
        ScriptedLanguageModel(likelihood: { text in
            phrases.reduce(0) { $0 + $1.value * Double(text.components(separatedBy: $1.key).count - 1) }
        }, respond: { _, _ in "" })
    }

    @Test func aContractionTheModelIsSureOfGetsItsApostropheAndNothingElse() async {
        let model = Self.model(liking: ["it's zuhura": 3, "it's hours": -3, "I'll stay": 4, "I'll so": -9])
        let restored = await ApostropheRestoring(model: model).restored(
            "hi dr karisa, its zuhura at the front desk. the clinic changed its hours. feeling ill so ill stay home")
        #expect(restored == "hi dr karisa, it's zuhura at the front desk. the clinic changed its hours. feeling ill so I'll stay home")
    }

    @Test func aContractionJustUnderTheMarginIsLeftAsTyped() async {
        let under = Self.model(liking: ["it's 150k": ApostropheRestoring.margin - 0.1])
        #expect(await ApostropheRestoring(model: under).restored("fill the tank or its 150k extra") == "fill the tank or its 150k extra")
        let over = Self.model(liking: ["it's 150k": ApostropheRestoring.margin])
        #expect(await ApostropheRestoring(model: over).restored("fill the tank or its 150k extra") == "fill the tank or it's 150k extra")
    }

    @Test func aSentencesFirstWordIsJudgedAndWrittenWithItsCapital() async {
        let model = Self.model(liking: ["It's chiara": 4, "We're at": 4])
        let restored = await ApostropheRestoring(model: model).restored("ciao giulia!! Its chiara. were at the gym")
        #expect(restored == "ciao giulia!! It's chiara. we're at the gym", "a word keeps the case it was typed in")
    }

    @Test func aPossessiveNeedsTheHigherMarginAndANameARelativeOrNoEnglishWord() async {
        let model = Self.model(liking: ["jiwoo's kakaopay": 4, "dad's car": 3, "company's party": 3, "carreta's was": 2.2, "kid's bikes": 6])
        let restored = await ApostropheRestoring(model: model).restored(
            "pls send it to jiwoos kakaopay, my dads car is at punta carretas was it? the kids bikes r in the shed. the companys party is fri")
        // "carretas" is likelier with an apostrophe, but under the possessive's margin; "kids" is an English plural.
        #expect(restored == "pls send it to jiwoo's kakaopay, my dad's car is at punta carretas was it? the kids bikes r in the shed. the company's party is fri")
    }

    @Test func textingsUrIsYoureWhereTheModelIsSureAndStaysAsTypedElsewhere() async {
        // "ur" is scored as "your" against "you're": the model knows no "ur".
        let model = Self.model(liking: ["you're the only": 5, "you're flight": -6])
        let restored = await ApostropheRestoring(model: model).restored("pls send ur part b4 thurs, ur the only one left. ur flight is at 9")
        #expect(restored == "pls send ur part b4 thurs, you're the only one left. ur flight is at 9")
    }

    @Test func urBeforeANounIsNeverAskedAbout() async {
        // The model read "quick one: ur visa appt got moved" as "You are visa appointment".
        let model = Self.model(liking: ["you're visa": 5, "you're amazing": 5])
        let restored = await ApostropheRestoring(model: model).restored("quick one: ur visa appt got moved, ur amazing")
        #expect(restored == "quick one: ur visa appt got moved, you're amazing")
    }

    @Test func aPossessiveIsOnlyMadeOfAWordTypedInLowerCase() async {
        let model = Self.model(liking: ["Haramou's office": 4, "ikenna's 60th": 4])
        let restored = await ApostropheRestoring(model: model).restored("hi all, the Haramous office is shut. uncle ikennas 60th is sat")
        #expect(restored == "hi all, the Haramous office is shut. uncle ikenna's 60th is sat", "a name the writer capitalised is as they meant it")
    }

    @Test func aDraftWithCapitalsOrAModelThatCannotScoreIsLeftAlone() async {
        let sure = Self.model(liking: ["it's": 9, "It's": 9])
        #expect(await ApostropheRestoring(model: sure).restored("Hi Dr Karisa, its Zuhura at the front desk.") == "Hi Dr Karisa, its Zuhura at the front desk.")
        let unable = ScriptedLanguageModel(respond: { _, _ in "" })
        #expect(await ApostropheRestoring(model: unable).restored("hi, its zuhura") == "hi, its zuhura")
    }

    @Test func everyVariationIsWrittenFromTheDraftWithItsApostrophes() async throws {
        // The model's own answers fail the checks, so every variation is the rules' adaptation of the restored draft;
        // no rule writes "it's" before a name it cannot know is one.
        let model = Self.model(liking: ["it's zuhura": 4, "It's zuhura": 4])
        let request = ComposerRequest(input: "morning dr karisa, its zuhura at the front desk. the forms r ready", context: CommunicationContext(audience: .client, tone: .formal))
        let events = try await ComposerTests.events(ComposerService(model: ScriptedLanguageModel(likelihood: model.likelihood, respond: { _, _ in "Sure!" })).compose(request))
        let variations = try #require(ComposerTests.completed(events)).variations
        #expect(variations.count == 5)
        for variation in variations {
            #expect(variation.responseText.lowercased().contains("it's zuhura") || variation.responseText.lowercased().contains("it is zuhura"),
                    "\(variation.tone): \(variation.responseText)")
        }
    }

    @Test func theRealModelPutsBackTheApostrophesOfRealDraftsAndNoOthers() async {
        let restoring = ApostropheRestoring(model: ComposerModelTests.model)
        let clinic = await restoring.restored("morning dr karisa, its zuhura at the front desk. ill send the forms tmrw, pls send it to jiwoos kakaopay")
        #expect(clinic == "morning dr karisa, it's zuhura at the front desk. I'll send the forms tmrw, pls send it to jiwoo's kakaopay")
        #expect(await restoring.restored("no buses wed so well walk to the school") == "no buses wed so we'll walk to the school")
        #expect(await restoring.restored("pls send ur part to my opay b4 thurs, ur the only one left :(") == "pls send ur part to my opay b4 thurs, you're the only one left :(")
        for draft in [
            "hey all, the cafe on main st changed its hours, now 8-4 on sat. see u there",
            "sorry guys the dog hurt its paw on the walk so im staying in tonight",
            "hi sam, my mum is ill so i need to leave early tmrw, is that ok?",
            "the kids were great at the match, thx for driving them!!",
            "hi all, the landlord lets us use the garden for the bbq on sat, bring ur own drinks",
            "well done everyone, the trip went well. bring ur boots as well as a rain jacket next time",
        ] {
            #expect(await restoring.restored(draft) == draft)
        }
    }
}
