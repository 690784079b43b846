/// Shows variations one after another although they are written side by side: the first unfinished variation
/// prints as it arrives; what the others write waits until it is their turn.
///
/// ```swift
/// var output = OrderedOutput<String>()
/// output.add("b", for: 1)      // []       (variation 0 is still being written)
/// output.add("a", for: 0)      // ["a"]
/// output.finish(0)             // ["b"]    (variation 1's turn; it prints live from now on)
/// ```
struct OrderedOutput<Item> {
    /// The variation printing live: every one before it is finished.
    private(set) var current = 0
    private var waiting: [Int: [Item]] = [:]
    private var finished: Set<Int> = []

    /// What to print now for `item`, written for variation `index`.
    mutating func add(_ item: Item, for index: Int) -> [Item] {
        if index == current { return [item] }
        waiting[index, default: []].append(item)
        return []
    }

    /// What to print now that variation `index` is finished: the output of the variations after it that
    /// waited, up to the next one still being written.
    mutating func finish(_ index: Int) -> [Item] {
        finished.insert(index)
        var items: [Item] = []
        while finished.contains(current) {
            current += 1
            items += waiting.removeValue(forKey: current) ?? []
        }
        return items
    }
}
