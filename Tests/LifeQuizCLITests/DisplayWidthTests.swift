import Testing

@testable import LifeQuizCLI

@Suite("Display width")
struct DisplayWidthTests {
  @Test("Hangul counts two columns; lines wrap between words")
  func hangul() {
    #expect(DisplayWidth.of("씬 기반 앱") == 10)
    #expect(DisplayWidth.wrap("앱은 백그라운드 상태가 됩니다", width: 12) == ["앱은", "백그라운드", "상태가", "됩니다"])
  }

  @Test("A selector or a path longer than a line breaks after a colon or a slash")
  func longWords() {
    #expect(
      DisplayWidth.wrap("application(_:configurationForConnecting:options:)", width: 30)
        == ["application(_:", "configurationForConnecting:", "options:)"])
    #expect(
      DisplayWidth.wrap("/home/learner/.local/share/lifequiz", width: 20) == [
        "/home/learner/", ".local/share/", "lifequiz",
      ])
    #expect(DisplayWidth.wrap("abcdefghijklmnopqrstuvwxyz", width: 10) == ["abcdefghij", "klmnopqrst", "uvwxyz"])
  }
}
