import Testing

@testable import LifeQuizCLI

@Suite("Line editing")
struct LineEditorTests {
  func keys(_ bytes: [UInt8]) -> [EditingKey] {
    var rest = bytes[...]
    var keys: [EditingKey] = []
    while let (key, used) = EditingKey.decode(rest) {
      keys.append(key)
      rest = rest.dropFirst(used)
    }
    return keys
  }

  @Test(
    "Bytes become keys: arrows in both forms, Home/End/Delete, control keys, UTF-8 text; unknown sequences are dropped")
  func decoding() {
    #expect(keys(Array("\u{1B}[A\u{1B}[D\u{1B}OC\u{1B}[B".utf8)) == [.up, .left, .right, .down])
    #expect(keys(Array("\u{1B}[H\u{1B}[4~\u{1B}[3~\u{1B}[1~\u{1B}OF".utf8)) == [.home, .end, .delete, .home, .end])
    #expect(
      keys([0x01, 0x05, 0x15, 0x0B, 0x17, 0x7F, 0x08, 0x04, 0x0D]) == [
        .home, .end, .clearToStart, .clearToEnd, .deleteWord, .backspace, .backspace, .endOfInput, .enter,
      ])
    #expect(keys(Array("아x".utf8)) == [.text("아"), .text("x")])
    // F5 and a mouse report mean nothing here: dropped, not typed.
    #expect(keys(Array("\u{1B}[15~\u{1B}[<0;3;4M".utf8)) == [.ignored, .ignored])
    // A key cut short waits for its rest; a broken byte is dropped.
    #expect(EditingKey.decode(Array("\u{1B}[".utf8)[...]) == nil)
    #expect(EditingKey.decode([0xEC, 0x95][...]) == nil)
    #expect(keys([0xFF, 0x41]) == [.ignored, .text("A")])
  }

  @Test("Editing: insert in the middle, Backspace by character (a Hangul syllable is one), Ctrl-W and Ctrl-U, Ctrl-K")
  func editing() {
    var editor = LineEditor()
    for key: EditingKey in [.text("h"), .text("m"), .text("e"), .left, .left, .text("o")] { _ = editor.handle(key) }
    #expect(editor.text == "home")
    #expect(editor.beforeCursor == "ho")
    _ = editor.handle(.end)
    for key: EditingKey in [.text(" "), .text("아"), .text("니"), .backspace] { _ = editor.handle(key) }
    #expect(editor.text == "home 아")
    _ = editor.handle(.deleteWord)
    #expect(editor.text == "home ")
    _ = editor.handle(.home)
    _ = editor.handle(.clearToEnd)
    #expect(editor.text.isEmpty)
    for key: EditingKey in [.text("a"), .text("b"), .left, .clearToStart] { _ = editor.handle(key) }
    #expect(editor.text == "b")
    #expect(editor.handle(.enter) == .line("b"))
    #expect(editor.handle(.endOfInput) == .endOfInput)
  }

  @Test("Up and Down walk this session's lines and come back to the one being typed")
  func history() {
    var editor = LineEditor()
    for line in ["launch", "home"] {
      for character in line { _ = editor.handle(.text(String(character))) }
      _ = editor.handle(.enter)
    }
    _ = editor.handle(.text("x"))
    _ = editor.handle(.up)
    #expect(editor.text == "home")
    _ = editor.handle(.up)
    #expect(editor.text == "launch")
    _ = editor.handle(.up)
    #expect(editor.text == "launch")
    _ = editor.handle(.down)
    _ = editor.handle(.down)
    #expect(editor.text == "x")
    #expect(editor.handle(.enter) == .line("x"))
    #expect(editor.history == ["launch", "home", "x"])
  }
}
