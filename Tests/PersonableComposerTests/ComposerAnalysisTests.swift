import Foundation
import Personable
@testable import PersonableComposer
import PersonableTesting
import Testing

/// The composer tests, grouped so that `swift test --filter ComposerTests` runs them all.
@Suite enum ComposerTests {}

extension ComposerTests {
    /// Key points, formality, word count and reading time: the metadata the composer measures.
    struct ComposerAnalysisTests {
        func keys(_ text: String) -> [String] {
            KeyPointExtractor.extract(text).map(\.key)
        }

        func texts(_ text: String) -> [String] {
            KeyPointExtractor.extract(text).map(\.text)
        }

        @Test func numbersAmountsAndPercentagesAreFoundByValue() {
            #expect(keys("It will cost about $12,000, or 12k, up 40% on order #4512.") == ["num:12000", "num:40", "num:4512"])
            #expect(texts("We need two more weeks and a one-week buffer for 1.5 million users.") == ["two", "one-week", "1.5 million"])
        }

        @Test func datesAndTimesAreFoundInTheirCommonForms() {
            #expect(keys("The launch moves from May 2 to 9 June, on Friday at 3pm.") == ["date:5-2", "date:6-9", "day:friday", "time:180"])
            #expect(keys("Down from 9:40 to 11:15 a.m. today; back 2026-03-14 or next week.")
                == ["time:580", "time:675", "rel:today", "date:3-14", "rel:next-week"])
            #expect(keys("We may resubmit in October.") == ["month:10"], "\"may\" the verb is not a month")
            #expect(keys("Brunch this Sat or Sun? We sat in the sun.") == ["day:saturday", "day:sunday"], "\"sat\" the verb is no weekday")
        }

        @Test func namesQuotesAndNegationsAreFound() {
            let points = KeyPointExtractor.extract("Tell Maria the Atlas API is \"feature complete\". We can't ship the iOS app and nothing is broken.")
            #expect(points.filter { $0.kind == .name }.map(\.text) == ["Maria", "Atlas API", "iOS"])
            #expect(points.filter { $0.kind == .quote }.map(\.text) == ["feature complete"])
            #expect(points.filter { $0.kind == .negation }.map(\.text) == ["can't ship", "nothing is broken"])
            #expect(KeyPointExtractor.extract("No worries if you told them. No rush.").map(\.text) == ["No rush"], "a courtesy denies nothing")
        }

        @Test func aRewriteKeepsAPointWhenItKeepsItsValue() {
            let points = KeyPointExtractor.extract("The vendor has not delivered the certificates, so Atlas finishes March 14, two weeks late, costing $12,000.")
            let kept = KeyPointExtractor.check(points, in: "Atlas now ends on 14 March — 2 weeks late and 12000 dollars more — because the certificates weren't delivered.")
            #expect(kept.missing.isEmpty, "\(kept.missing)")
            let lost = KeyPointExtractor.check(points, in: "Atlas finishes March 15 and the vendor delivered the certificates.")
            #expect(lost.missing.map(\.text) == ["not delivered", "March 14", "two", "$12,000"])
            #expect(lost.preserved.map(\.text) == ["Atlas"])
        }

        @Test func aVariationBeingWrittenIsLostOnlyOnceWhatWentWrongCannotBeUndone() {
            let check = ComposerOutputCheck(input: ComposerTests.meeting)
            // Dates, times and amounts are judged once the word after them has come.
            for partial in ["Dana, our review moves to March", "Dana, our review moves to March ", "Dana, our review moves to Monday at 3",
                            "Dana, our review moves to Monday at 3 ", "We need $40,0", "Friday's review with Dana moves to Monday at 3pm because"] {
                #expect(check.earlyProblems(with: partial).isEmpty, "\(partial)")
            }
            #expect(check.earlyProblems(with: "Dana, our review moves to March 3 because it") == ["I added \"March 3\", which the message doesn't say."])
            #expect(check.earlyProblems(with: "Dana, our review moves to Monday at 3 pm, since").isEmpty, "3 pm is the message's 3pm")
            #expect(check.earlyProblems(with: "Dana, our review moves to Monday at 5pm since the") == ["I added \"5pm\", which the message doesn't say."])
            #expect(check.earlyProblems(with: "The $40,000 check request was") == ["I added \"$40,000\", which the message doesn't say."])
            #expect(check.earlyProblems(with: "Sure. Message: move the review") == ["I repeated part of my prompt (Message:)."])
            let rambling = Array(repeating: "really", count: 61).joined(separator: " ")
            #expect(check.earlyProblems(with: rambling + " ") == ["I wrote 61 words for a 20-word message."])
            #expect(check.earlyProblems(with: rambling).isEmpty, "60 whole words so far, the last one may still be unfinished")
        }

        @Test func wordCountAndReadingTime() {
            #expect(TextMeasure.wordCount("Heads up — the launch moves to May 9; $12,000 isn't much.") == 11, "the dash is not a word")
            #expect(TextMeasure.wordCount("  ") == 0)
            #expect(TextMeasure.readingSeconds(words: 0) == 0)
            #expect(TextMeasure.readingSeconds(words: 1) == 1)
            #expect(TextMeasure.readingSeconds(words: 238) == 60)
            #expect(TextMeasure.readingSeconds(words: 239) == 61)
        }

        /// Pairs of the same message, formal first: the formal one must score higher, and the sets apart.
        static let pairs: [(formal: String, casual: String)] = [
            ("Dear Ms. Patel, I regret to inform you that the delivery has been postponed until Thursday. Kind regards.",
             "Hey! Heads-up, the delivery's gonna be late, should be here Thursday 🙂"),
            ("Please be advised that the quarterly review will take place on Monday at 10 a.m. in the main conference room.",
             "Quick one: review's Monday at 10, main room. See ya there!"),
            ("We would appreciate it if you could confirm your attendance at your earliest convenience.",
             "Can you let me know if you're coming? Thx!"),
            ("Unfortunately, the requested feature cannot be included in the current release; however, it is scheduled for the subsequent version.",
             "Yeah so that feature's not gonna make it this time, but it's totally coming next release."),
            ("I would like to request a one-week extension for the Atlas project, as the design review identified three outstanding issues.",
             "Hey guys, we kinda need one more week for Atlas, the review found 3 things we gotta fix."),
        ]

        @Test func formalTextScoresAboveCasualText() {
            for pair in Self.pairs {
                let formal = FormalityScorer.score(pair.formal), casual = FormalityScorer.score(pair.casual)
                #expect(formal > casual, "\(formal) ≤ \(casual): \(pair.casual)")
                #expect(formal >= 6, "\(formal): \(pair.formal)")
                #expect(casual <= 4, "\(casual): \(pair.casual)")
            }
            #expect((1...10).contains(FormalityScorer.score("")))
        }
    }
}
