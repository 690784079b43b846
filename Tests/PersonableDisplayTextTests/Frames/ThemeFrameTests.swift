import Foundation
@testable import PersonableDisplayText
import Testing

/// A frame puts the theme's words around the original and never changes the original.
struct ThemeFrameTests {
    func frame(_ template: String, _ situation: FrameSituation = .working) -> ThemeFrame {
        ThemeFrame(situation: situation, template: template)
    }

    @Test func theOriginalsOwnEndingIsKept() {
        #expect(frame("{core}, hang tight{end}").applied(to: "Syncing…") == "Syncing, hang tight…")
        #expect(frame("{core}, hang tight{end}").applied(to: "Syncing...") == "Syncing, hang tight...")
        #expect(frame("{core}, and that's okay").applied(to: "No invoices.") == "No invoices, and that's okay")
        #expect(frame("STAY HARD. {text}").applied(to: "Uploading %lld photos…") == "STAY HARD. Uploading %lld photos…")
    }

    @Test func aSentenceAddedAfterAnOriginalWithoutAStopGetsOne() {
        let pause = frame("{text} Take a moment if you need it.", .warnBigRemoval)
        #expect(pause.applied(to: "All tasks will be permanently deleted") == "All tasks will be permanently deleted. Take a moment if you need it.")
        #expect(pause.applied(to: "All downloads will be deleted!") == "All downloads will be deleted! Take a moment if you need it.")
        // An aside joined by a comma is no new sentence.
        #expect(frame("{text}, no rush").applied(to: "Search notes") == "Search notes, no rush")
    }

    @Test func afterADashOnlyACommonWordIsLowered() {
        let aside = frame("Just checking — {text}", .askRemoval)
        #expect(aside.applied(to: "Are you sure you want to delete “%@”?") == "Just checking — are you sure you want to delete “%@”?")
        // A name is never lowered: that frame is not used for this string.
        #expect(aside.applied(to: "Notely will delete this?") == nil)
        // After a colon the original keeps its capital.
        #expect(frame("Heads up: {text}", .ask).applied(to: "Pair this watch?") == "Heads up: Pair this watch?")
    }

    @Test func framesAreReadFromTheirFilesAndMalformedOnesRefused() throws {
        let parsed = try ThemeFrames.parse("situation\tframe\nworking\t{core}, hang tight{end}\nwaiting\t-\n", file: "casual.tsv")
        #expect(parsed[.working]?.map(\.template) == ["{core}, hang tight{end}"])
        #expect(parsed[.waiting] == [])
        #expect(throws: ReferenceBank.FormatError.self) { try ThemeFrames.parse("situation\tframe\nmoody\t{text}!\n", file: "x.tsv") }
        #expect(throws: ReferenceBank.FormatError.self) { try ThemeFrames.parse("situation\tframe\nworking\tHang tight\n", file: "x.tsv") }
        #expect(throws: ReferenceBank.FormatError.self) { try ThemeFrames.parse("situation\tframe\nworking\t{text}\t{core}\n", file: "x.tsv") }
    }

    @Test func theStartingFrameDependsOnTheStringAndEveryFrameIsOffered() {
        let frames = ThemeFrames(frames: [.casual: [.working: [
            frame("{core}, hang tight{end}"), frame("{core}, almost there{end}"), frame("Hold on: {text}"),
        ]]])
        let one = frames.candidates(for: "Uploading…", kind: .loading, theme: .casual)
        #expect(Set(one) == ["Uploading, hang tight…", "Uploading, almost there…", "Hold on: Uploading…"])
        #expect(frames.candidates(for: "Uploading…", kind: .loading, theme: .casual) == one)
        let starts = Set(["Uploading…", "Syncing…", "Saving…", "Fetching mail…", "Sending…", "Loading maps…"].map {
            frames.candidates(for: $0, kind: .loading, theme: .casual).first!.split(separator: ",").last!
        })
        #expect(starts.count > 1)
        #expect(frames.candidates(for: "Recording your run…", kind: .loading, theme: .casual).isEmpty)
        #expect(frames.candidates(for: "Uploading…", kind: .loading, theme: .casual).count == 3)
        #expect(frames.candidates(for: "Uploading…", kind: .loading, theme: .davidGoggins).isEmpty)
    }
}
