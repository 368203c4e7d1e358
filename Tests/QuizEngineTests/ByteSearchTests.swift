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
