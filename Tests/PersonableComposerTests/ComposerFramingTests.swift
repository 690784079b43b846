import Foundation
import Personable
@testable import PersonableComposer
import PersonableTesting
import Testing

extension ComposerTests {
    /// A message's own greeting and sign-off, and what a faithful variation may not add: measured on messages
    /// whose variations lost "Sam" (a base model drops a greeting) or pasted a second greeting before it, and on a
    /// chat model's answers with placeholders, made-up names and cut-off endings.
    struct ComposerFramingTests {
        static let greeted = "Hi Sam, the client meeting moved from 10am to 2pm tomorrow. Please bring the signed contract and the pricing sheet. Thanks, Ana"

        @Test func aMessageIsToldApartIntoGreetingBodyAndSignOff() {
            let frame = MessageFrame(Self.greeted)
            #expect(frame.greeting == "Hi Sam,")
            #expect(frame.body == "The client meeting moved from 10am to 2pm tomorrow. Please bring the signed contract and the pricing sheet.")
            #expect(frame.signOff == "Thanks, Ana")
            #expect(MessageFrame("Dear Ms. Lee, your refund of $40 was sent today.").greeting == "Dear Ms. Lee,")
            let plain = MessageFrame("Good news travels fast, so the launch moves to May 9. Thanks to QA for the extra week of testing it needed.")
            #expect(plain.greeting == nil && plain.signOff == nil, "'Good news' greets nobody; a long thanks is part of the body")
            let practice = MessageFrame("yo team!! practice is moved to Wednesday. Respectfully, Coach Dee")
            #expect(practice.greeting == "yo team!!" && practice.body == "Practice is moved to Wednesday." && practice.signOff == "Respectfully, Coach Dee")
            #expect(MessageFrame("can u pick up Lily at 3:15? love u").signOff == "love u")
        }

        @Test func anOfficesNameAloneAndAGroupsGreetingFrameANotice() {
            let notice = MessageFrame("Please be advised that taxi fares will no longer be reimbursed. Submit itineraries before Monday. Office of the Chief Financial Officer")
            #expect(notice.signOff == "Office of the Chief Financial Officer", "\(notice)")
            #expect(MessageFrame("The Board Meeting Is Moved. Please Come Early.").signOff == nil, "capitals alone sign nothing off")
            let outing = MessageFrame("guys, update on the outing on sat. lmk if u can drive - jun")
            #expect(outing.greeting == "guys," && outing.signOff == "- jun", "\(outing)")
            #expect(MessageFrame("Selin!! The movers cant come sat.").greeting == "Selin!!", "a name called out, before a capital too")
            let selin = MessageFrame("selin!! the movers from Nakliyat Express on bagdat cd cant come sat after all :( they moved us to sun 9am. its try 7.500 now not 6.000 bc of the weekend rate ugh. lmk b4 thurs - ece")
            #expect(selin.greeting == "selin!!", "\(selin)")
            #expect(MessageFrame("hahaha!! the movers came early.").greeting == nil && MessageFrame("wow!! the movers came early.").greeting == nil)
            #expect(MessageFrame("urgent! the van is stuck.").greeting == nil && MessageFrame("the van! it is stuck.").greeting == nil)
            #expect(MessageFrame("Wow! The movers came early.").greeting == nil && MessageFrame("Urgent! The van is stuck.").greeting == nil)
            let smiley = MessageFrame("hi all, lmk asap if ur kid can play :) - Coach Gabor")
            #expect(smiley.signOff == "- Coach Gabor", "\(smiley)")
        }

        @Test func rulesNeverPasteAGreetingBeforeTheMessagesOwn() {
            for tone in ToneType.allCases {
                for audience in AudienceType.allCases {
                    let text = ToneAdapter.adapt(Self.greeted, to: CommunicationContext(audience: audience, tone: tone))
                    #expect(text.hasPrefix(tone == .formal ? "Hello Sam,\n" : "Hi Sam,\n"), "\(tone) for \(audience): \(text)")
                    #expect(text.hasSuffix(tone == .formal ? "\nThank you, Ana" : "\nThanks, Ana"), "no closing line after the message's own sign-off: \(text)")
                    let greetings = text.lowercased().split { !$0.isLetter }.filter { ["hi", "hey", "hello", "dear"].contains($0) }
                    #expect(greetings.count == 1, "\(tone) for \(audience): \(text)")
                }
            }
            let casual = ToneAdapter.adapt(Self.greeted, to: CommunicationContext(audience: .team, tone: .casual))
            #expect(casual.hasPrefix("Hi Sam,\nThe client meeting"), "no opening pasted between the greeting and the message")
        }

        @Test func theModelRewritesTheBodyAndTheMessageKeepsItsGreeting() async throws {
            // Answers that leave out the greeting (as a base model does) or write their own.
            let model = ScriptedLanguageModel { _, call in
                call == 1 ? "The meeting with the client is now at 2pm tomorrow, not 10am. Please bring the signed contract and the pricing sheet."
                    : "Dear Team,\nThe client meeting tomorrow moves from 10am to 2pm; please have the signed contract and the pricing sheet with you.\nBest regards"
            }
            let request = ComposerRequest(input: Self.greeted, context: CommunicationContext(audience: .team, tone: .formal), count: 2)
            let events = try await ComposerTests.events(ComposerService(model: model).compose(request))
            let variations = try #require(ComposerTests.completed(events)).variations
            #expect(variations.allSatisfy { $0.source == .model }, "\(variations.map(\.responseText))")
            // In each tone's register, as the rules frame theirs: "Hello Sam," and "Thank you, Ana" in the formal one.
            #expect(variations.first?.responseText.hasPrefix("Hello Sam,\n") == true && variations.first?.responseText.hasSuffix("\nThank you, Ana") == true)
            #expect(variations.allSatisfy { variation in
                let frame = ToneAdapter.framed(MessageFrame(Self.greeted), tone: variation.tone)
                return variation.responseText.hasPrefix(frame.greeting! + "\n") && variation.responseText.hasSuffix("\n" + frame.signOff!)
            }, "\(variations.map(\.responseText))")
            #expect(!variations.contains { $0.responseText.contains("Dear Team") || $0.responseText.contains("Best regards") })
            #expect(model.prompts.allSatisfy { !$0.text.contains("Message: Hi Sam") }, "the model sees the body only")
        }

        @Test func placeholdersMadeUpNamesAndCutOffEndingsAreNotFaithful() {
            let check = ComposerOutputCheck(input: "The quarterly report will be late because two of our analysts are out sick. I expect to send it on Wednesday, June 12.")
            let placeholder = check.problems(with: "Dear [Client's Name],\nThe quarterly report will be late: two of our analysts are out sick. I expect to send it on Wednesday, June 12.")
            #expect(placeholder.contains { $0.contains("placeholder") })
            let names = check.problems(with: "The quarterly report will be late. Two of our analysts, John and Sarah, are out sick. I expect to send it on Wednesday, June 12.")
            #expect(names.contains { $0.contains("\"John\", \"Sarah\"") })
            let cut = check.problems(with: "The quarterly report will be late because two of our analysts are out sick. I expect to send it on Wednesday, June 12, with a")
            #expect(cut.contains { $0.contains("middle of a sentence") })
            let echo = check.problems(with: "The quarterly report will be late because two of our analysts are out sick. I expect to send it on Wednesday, June 12, without any hedging.")
            #expect(echo.contains { $0.contains("instructions (\"hedging\")") })
            let faithful = check.problems(with: "Two of our analysts are out sick, so the quarterly report will be late. I expect to send it on Wednesday, June 12.")
            #expect(faithful.isEmpty, "\(faithful)")
        }

        @Test func aPreambleAndARuleAreCleanedAway() {
            let cleaned = ComposerOutputCheck.clean("Sure, here's a rewritten version:\n---\nThe report moves to Wednesday, June 12.")
            #expect(cleaned == "The report moves to Wednesday, June 12.")
        }
    }
}
