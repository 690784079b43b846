import Foundation

/// The words ``KeyPointExtractor`` recognises: months, weekdays, times, numbers (digits and words), negations,
/// and what makes a word a name.
enum Vocabulary {
    // MARK: Dates

    private static let months: [String: Int] = {
        let names = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                     "november", "december"]
        var table: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            table[name] = index + 1
            table[String(name.prefix(3))] = index + 1
        }
        table["sept"] = 9
        return table
    }()

    /// The month `token` names. "May" needs a capital or a day after it ("we may" is not a month); a three-letter
    /// abbreviation needs a capital or a day beside it ("9 oct", "oct 9").
    static func month(_ token: Token, next: Token?, afterDay: Bool = false) -> Int? {
        let lower = token.word.lowercased()
        guard let month = months[lower] else { return nil }
        let capitalized = token.word.first?.isUppercase == true
        if lower.count == 3, lower != "may", !capitalized, !afterDay, next.flatMap({ dayOfMonth($0.word) }) == nil { return nil }
        if lower == "may", !afterDay, !(capitalized && !token.startsSentence), next.flatMap({ dayOfMonth($0.word) }) == nil {
            return nil
        }
        return month
    }

    /// Whether `word` names a month, in full or short ("May", "dec"), wherever it stands.
    static func isMonthName(_ word: String) -> Bool {
        months[word.lowercased()] != nil
    }

    /// 1–31, with an optional ordinal suffix ("14", "14th").
    static func dayOfMonth(_ word: String) -> Int? {
        let lower = word.lowercased()
        let digits = ["st", "nd", "rd", "th"].first { lower.hasSuffix($0) }.map { _ in String(lower.dropLast(2)) } ?? lower
        guard digits.count <= 2, let day = Int(digits), (1...31).contains(day) else { return nil }
        return day
    }

    /// Month and day of `2026-03-14`.
    static func isoDate(_ word: String) -> (Int, Int)? {
        let parts = word.split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, let month = Int(parts[1]), let day = Int(parts[2]),
              Int(parts[0]) != nil, (1...12).contains(month), (1...31).contains(day) else { return nil }
        return (month, day)
    }

    private static let weekdays: [String: String] = {
        var table: [String: String] = [:]
        for name in ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] {
            table[name] = name
            table[name + "s"] = name
        }
        for (short, name) in [("mon", "monday"), ("tue", "tuesday"), ("tues", "tuesday"), ("wed", "wednesday"),
                              ("thu", "thursday"), ("thur", "thursday"), ("thurs", "thursday"), ("fri", "friday")] {
            table[short] = name
        }
        return table
    }()

    /// The weekday `word` names; "Sat" and "Sun" only with their capital ("we sat down" names none).
    static func weekday(_ word: String) -> String? {
        switch word {
        case "Sat", "Sat.": "saturday"
        case "Sun", "Sun.": "sunday"
        default: weekdays[word.lowercased()]
        }
    }

    /// "today", "tomorrow", "next week", "this morning" …: the key and how many words it takes.
    static func relativeDay(_ lower: String, next: String?) -> (key: String, words: Int)? {
        if ["today", "tomorrow", "tonight", "yesterday"].contains(lower) { return (lower, 1) }
        let periods = ["morning", "afternoon", "evening", "week", "month", "quarter", "year", "weekend"]
        if ["this", "next", "last"].contains(lower), let next, periods.contains(next) { return ("\(lower)-\(next)", 2) }
        return nil
    }

    // MARK: Times

    static func isMeridiem(_ word: String?) -> Bool {
        guard let word else { return false }
        return ["am", "pm", "a.m", "p.m", "a.m.", "p.m."].contains(word)
    }

    /// Hours and minutes of "9", "9:40" (no meridiem).
    static func clock(_ word: String) -> (Int, Int)? {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts[0].count <= 2, let hour = Int(parts[0]), hour <= 23 else { return nil }
        if parts.count == 1 { return (hour, 0) }
        guard parts[1].count == 2, let minute = Int(parts[1]), minute <= 59 else { return nil }
        return (hour, minute)
    }

    /// Minutes past midnight or noon (a 12-hour clock, so "15:30" keeps "3:30 pm") of a time: "9:40", "9:40am",
    /// "3pm", or "3" followed by `meridiem`. A bare number without a meridiem is not a time.
    static func time(_ lower: String, meridiem: String?) -> Int? {
        var word = lower
        var hasMeridiem = false
        for suffix in ["a.m.", "p.m.", "a.m", "p.m", "am", "pm"] where word.hasSuffix(suffix) && word.count > suffix.count {
            word = String(word.dropLast(suffix.count))
            hasMeridiem = true
            break
        }
        guard let (hour, minute) = clock(word) else { return nil }
        let hasColon = word.contains(":")
        guard hasColon || hasMeridiem || isMeridiem(meridiem) else { return nil }
        if (hasMeridiem || isMeridiem(meridiem)) && !(1...12).contains(hour) { return nil }
        return (hour % 12) * 60 + minute
    }

    // MARK: Numbers

    private static let numberWords: [String: Double] = [
        "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
        "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
        "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "dozen": 12, "half": 0.5,
    ]

    /// The value of "12,000", "$12k", "40%", "#4512", "3rd", "1.5", "two", "one-week" ("one" alone is too often
    /// a pronoun to count).
    static func number(_ word: String) -> Double? {
        var text = word.lowercased()
        if let dash = text.firstIndex(of: "-"), text.first?.isLetter == true {
            let head = String(text[..<dash])
            return head == "one" ? 1 : numberWords[head]
        }
        if let value = numberWords[text] { return value }
        text = String(text.drop { "#$€£¥".contains($0) })
        var factor = 1.0
        for suffix in ["%", "st", "nd", "rd", "th"] where text.hasSuffix(suffix) {
            text = String(text.dropLast(suffix.count))
            break
        }
        if text.hasSuffix("k") { factor = 1_000; text.removeLast() } else if text.hasSuffix("m") { factor = 1_000_000; text.removeLast() }
        else if text.hasSuffix("bn") { factor = 1_000_000_000; text.removeLast(2) }
        text = text.replacingOccurrences(of: ",", with: "")
        guard !text.isEmpty, text.first?.isNumber == true, text.allSatisfy({ $0.isNumber || $0 == "." }),
              text.filter({ $0 == "." }).count <= 1, let value = Double(text) else { return nil }
        return value * factor
    }

    /// The multiplier of a word that follows a number ("million"), 1 for a unit that only names it ("percent").
    static func scale(_ lower: String) -> Double? {
        switch lower {
        case "thousand": 1_000
        case "million": 1_000_000
        case "billion": 1_000_000_000
        case "percent", "per cent", "dollars", "euros", "pounds": 1
        default: nil
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    // MARK: Negations

    private static let negations: Set<String> = [
        "not", "no", "never", "cannot", "nothing", "none", "nobody", "nor", "neither", "without", "nowhere",
        // Texting's negations without their apostrophe: "ur suit wont be ready" negates its readiness.
        "cant", "wont", "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent", "havent", "hasnt", "hadnt",
        "couldnt", "wouldnt", "shouldnt", "aint",
    ]

    static func isNegation(_ lower: String) -> Bool {
        negations.contains(lower) || lower.hasSuffix("n't") || lower.hasSuffix("n’t")
    }

    private static let fillers: Set<String> = [
        "be", "been", "being", "is", "are", "was", "were", "a", "an", "the", "to", "have", "has", "had", "yet", "any",
        "able", "going", "get", "got", "do", "does", "did", "it", "we", "i", "you", "they", "he", "she", "there",
        "so", "really", "even", "all", "at", "for", "longer", "more", "still", "quite", "as", "our", "your", "my",
        "their", "this", "that", "one", "in", "of", "on",
        // Texting's "ur" and "u" are "your" and "you": "without ur ok" negates the same as "without your OK".
        "ur", "u", "r", "ya", "gonna",
        // "i dont have it all rn": texting's "right now" is no more what is negated than "now" is.
        "rn", "now", "right",
        // "can't get there till 3" negates getting there, not "till" ("until 3" says the same); "couldn't get u in,
        // sorry" negates no apology.
        "till", "til", "until", "sorry",
    ]

    /// Words skipped when looking for what a negation is about.
    static func isFiller(_ lower: String) -> Bool {
        fillers.contains(lower) || isNegation(lower)
    }

    /// The first five letters, lower-cased: "delivered" and "delivery" compare equal.
    static func stem(_ word: String) -> String {
        String(word.lowercased().filter(\.isLetter).prefix(5))
    }

    // MARK: Names

    /// Capitalised words that name nothing: "I", "OK", and texting's short forms ("ASAP", "FYI"), which a formal
    /// variation writes in full.
    private static let notNames: Set<String> = [
        "I", "I'm", "I'll", "I've", "I'd", "I’m", "I’ll", "OK", "Ok", "ASAP", "FYI", "BTW", "LMK", "OMG", "TBH", "LOL", "IMO", "THX",
    ]

    /// A capitalised word inside a sentence ("Maria", "Atlas"), or a word with a capital after its first letter
    /// anywhere ("API", "iOS", "QA", "Q3").
    static func isName(_ token: Token, namesEverywhere: Bool) -> Bool {
        let word = token.word
        guard !notNames.contains(word), word.contains(where: \.isLetter) else { return false }
        if word.dropFirst().contains(where: \.isUppercase) { return true }
        guard word.first?.isUppercase == true, word.count >= 2 else { return false }
        return namesEverywhere || !token.startsSentence
    }
}
