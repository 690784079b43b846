import Personable
@testable import PersonableCLI
import Testing

/// What the CLI says under a variation.
struct ComposerPrinterTests {
    @Test func aVariationThatIsTheMessageSaysSo() {
        let message = "Our open house is on Saturday, October 12."
        let context = CommunicationContext(audience: .public, tone: .empathetic)
        let same = ResponseVariation.measured(message, context: context, keyPoints: [], source: .adapted)
        #expect(ComposerPrinter.metadata(same, message: message).contains("your message as written: I found nothing to change for this tone"))
        #expect(!ComposerPrinter.metadata(same, message: message).contains("adapted from your message by rules"))
        let changed = ResponseVariation.measured("Our open house is on Saturday, October 12!", context: context, keyPoints: [], source: .adapted)
        #expect(ComposerPrinter.metadata(changed, message: message).contains("adapted from your message by rules"))
        #expect(ComposerPrinter.metadata(same, message: nil).contains("adapted from your message by rules"), "a refinement knows no message")
    }
}
