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

  @Test("A wide character that does not fit at a row's end starts the next row, as a terminal puts it")
  func layout() {
    #expect(DisplayWidth.layout("", columns: 10) == (0, 0))
    #expect(DisplayWidth.layout("abc", columns: 10) == (0, 3))
    // Ten columns exactly: the end of a full row, not yet wrapped.
    #expect(DisplayWidth.layout("가나다라마", columns: 10) == (0, 10))
    // 'i' takes the last column but one; '가' cannot fit in the one left.
    #expect(DisplayWidth.layout("abcdefghi가", columns: 10) == (1, 2))
    #expect(DisplayWidth.layout("abcdefghi가나다라마바", columns: 10) == (2, 2))
    #expect(DisplayWidth.layout("\u{1B}[2mab\u{1B}[0m가", columns: 3) == (1, 2))
  }
}
