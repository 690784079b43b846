import Personable
@testable import PersonableCLI
import PersonableTesting
import Testing

/// The CLI shows side-by-side variations one after another.
struct OrderedOutputTests {
    @Test func laterVariationsWaitForTheirTurnAndPrintInOrder() {
        var output = OrderedOutput<String>()
        var printed: [String] = []
        printed += output.add("1a", for: 1)
        printed += output.add("0a", for: 0)
        printed += output.add("2a", for: 2)
        printed += output.add("1b", for: 1)
        #expect(printed == ["0a"], "only the first variation prints live")
        printed += output.finish(2)
        #expect(printed == ["0a"], "a later variation finishing early still waits")
        printed += output.add("0b", for: 0)
        printed += output.finish(0)
        #expect(printed == ["0a", "0b", "1a", "1b"], "variation 1 catches up, then prints live")
        printed += output.add("1c", for: 1)
        printed += output.finish(1)
        #expect(printed == ["0a", "0b", "1a", "1b", "1c", "2a"], "variation 2 was already finished: it all follows")
        #expect(output.current == 3)
    }
}
