import PersonableCore
@testable import PersonableLanguageModels
import PersonableTesting
import Testing

struct StopSequenceMatcherTests {
    @Test func emitsEverythingWhenNoStopAppears() {
        var matcher = StopSequenceMatcher(["\n"])
        #expect(matcher.feed("Hello ").text == "Hello ")
        #expect(matcher.feed("world").text == "world")
        #expect(matcher.finish() == "")
    }

    @Test func cutsAtAStopSplitAcrossPieces() {
        var matcher = StopSequenceMatcher(["Original"])
        let first = matcher.feed("Keep going Orig")
        #expect(first.text == "Keep going ")
        #expect(!first.stopped)
        let second = matcher.feed("inal: next")
        #expect(second.text == "")
        #expect(second.stopped)
    }

    @Test func releasesHeldBackTextThatTurnsOutNotToBeAStop() {
        var matcher = StopSequenceMatcher(["Original"])
        #expect(matcher.feed("Ori").text == "")
        #expect(matcher.feed("gami").text == "Origami")
    }

    @Test func theEarliestOfSeveralStopsWins() {
        var matcher = StopSequenceMatcher(["END", "\n"])
        let result = matcher.feed("a\nb END")
        #expect(result.text == "a")
        #expect(result.stopped)
    }
}

struct UTF8AccumulatorTests {
    @Test func holdsBackASplitMultiByteCharacter() {
        var accumulator = UTF8Accumulator()
        let bytes = Array("café 👍".utf8)
        #expect(accumulator.append(bytes[0..<4]) == "caf")  // "é" is 2 bytes: the first is held
        #expect(accumulator.append(bytes[4..<8]) == "é ")  // the emoji's first 2 of 4 bytes are held
        #expect(accumulator.append(bytes[8...]) == "👍")
        #expect(accumulator.finish() == "")
    }
}

struct ServerSentEventParserTests {
    @Test func splitsEventsAcrossChunksAndIgnoresOtherFields() {
        var parser = ServerSentEventParser()
        #expect(parser.feed(Array("event: x\r\ndata: {\"a\"".utf8)) == [])
        #expect(parser.feed(Array(":1}\r\n\r\ndata: [DONE]\n\n".utf8)) == ["{\"a\":1}", "[DONE]"])
        #expect(parser.feed(Array("data: tail".utf8)) == [])
        #expect(parser.finish() == ["tail"])
    }
}
