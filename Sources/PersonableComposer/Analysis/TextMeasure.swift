/// Word count and reading time, measured the same way everywhere (cards, exports, tests).
public enum TextMeasure {
    /// Average silent reading speed of adults for non-fiction (Brysbaert, 2019: 238 words per minute).
    public static let wordsPerMinute = 238

    /// Words: runs of non-space characters that hold at least one letter or digit ("—" is not a word,
    /// "$12,000" and "don't" are one each).
    public static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).filter { $0.contains { $0.isLetter || $0.isNumber } }.count
    }

    /// Seconds to read `words` words, rounded up; 0 for no words.
    public static func readingSeconds(words: Int) -> Int {
        words <= 0 ? 0 : (words * 60 + wordsPerMinute - 1) / wordsPerMinute
    }
}
