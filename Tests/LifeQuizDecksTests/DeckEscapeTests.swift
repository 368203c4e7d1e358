import LifeQuizContent
import LifeQuizDecks
import Testing

@Suite("Deck HTML escaping")
struct DeckEscapeTests {
  let writer = DeckWriter(languageTag: "en")

  @Test("Markup characters, tabs and every kind of line break are escaped; other text is kept as is")
  func escapes() {
    #expect(writer.html(["a & b < c > d \"e\"\tf"]) == "a &amp; b &lt; c &gt; d &quot;e&quot;&#9;f")
    #expect(writer.html(["one\r\ntwo\nthree\rfour\n\r"]) == "one<br>two<br>three<br>four<br><br>")
    #expect(writer.html(["viewDidLoad()은 한 번만 호출됩니다"]) == "viewDidLoad()은 한 번만 호출됩니다")
    #expect(writer.html(["화면 <전환> & 복귀 ✓"]) == "화면 &lt;전환&gt; &amp; 복귀 ✓")
    #expect(writer.html(["a\rb"]) == "a<br>b")
    #expect(writer.html(["", "x"]) == "<br>x")
  }

  /// Plain text is passed over eight bytes at a time: a mark must be found
  /// wherever it falls in a word.
  @Test("Every escape and inline mark is found at every offset in a line")
  func everyOffset() {
    for k in 0...16 {
      let before = String(repeating: "a", count: k)
      let after = String(repeating: "b", count: 9)
      for (character, escaped) in [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("\t", "&#9;")] {
        #expect(writer.html([before + character + after]) == before + escaped + after, "offset \(k)")
      }
      #expect(writer.html([before + "\r\n" + after]) == before + "<br>" + after, "offset \(k)")
      #expect(writer.html([before + "`x`" + after]) == before + "<code>x</code>" + after, "offset \(k)")
      #expect(writer.html([before + "**x**" + after]) == before + "<b>x</b>" + after, "offset \(k)")
    }
  }
}
