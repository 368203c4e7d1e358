import LifeQuizPlatform
import Testing

@Suite("String pieces")
struct StringPiecesTests {
  static let texts = [
    "", " ", "  ", "one", "one two", " one", "one ", "one  two", "  one   two  ", "앱이 백그라운드로 갈 때",
    "`code`, and **bold** ", "a\r\nb", "line\n\nline\n", "\n", "é\u{301} x",
  ]

  @Test("Cutting at a byte gives the pieces the UTF-8 view's split gives, empty ones kept or left out")
  func sameAsSplit() {
    for text in Self.texts {
      for separator in [UInt8(ascii: " "), UInt8(ascii: "\n")] {
        for keepingEmpty in [true, false] {
          let expected = text.utf8.split(separator: separator, omittingEmptySubsequences: !keepingEmpty)
            .map { String(Substring($0)) }
          #expect(
            text.pieces(splitAt: separator, keepingEmpty: keepingEmpty) == expected,
            "\(text.debugDescription) at \(separator), keeping empty: \(keepingEmpty)")
        }
      }
    }
  }
}
