import Testing

@testable import QuizEngine

@Suite("Byte search")
struct ByteSearchTests {
  @Test(
    "Finds a part anywhere in a word, Korean and Latin, and nothing that is not there",
    arguments: [
      ("메인스레드에서", "스레드", true), ("호출되지", "되지", true), ("호출됩니다", "되지", false),
      ("i'm not sure", "not sure", true), ("not sur", "not sure", false), ("abc", "", true), ("", "a", false),
      ("aab", "ab", true), ("스레드", "메인스레드", false),
    ])
  func finds(text: String, part: String, found: Bool) {
    #expect(ByteSearch.contains(text, part) == found)
  }
}

@Suite("Byte prefix and suffix")
struct BytePrefixSuffixTests {
  @Test(
    "A word's start and end, Korean and Latin, never a part in the middle or one longer than the word",
    arguments: [
      ("받지만", "지만", false, true), ("받지만", "받", true, false), ("있고", "있고", true, true),
      ("경고", "고", false, true), ("디드엔터", "디드", true, false), ("고", "경고", false, false),
      ("background", "back", true, false), ("background", "ground", false, true), ("abc", "", true, true),
      ("메인스레드에서", "스레드", false, false),
    ])
  func ends(text: String, part: String, starts: Bool, ends: Bool) {
    #expect(ByteSearch.hasPrefix(text, part) == starts)
    #expect(ByteSearch.hasSuffix(text, part) == ends)
  }
}
