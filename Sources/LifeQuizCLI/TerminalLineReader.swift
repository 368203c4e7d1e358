import LifeQuizPlatform

/// A prompt with line editing, for a terminal: Left/Right, Home/End,
/// Ctrl-A/E/U/K/W, Backspace by character (a Hangul syllable is one, two
/// columns wide), Up/Down through this session's lines. The terminal is raw
/// only while a line is read; escape sequences become keys, never text.
final class TerminalLineReader {
  private var editor = LineEditor()
  private var pending: [UInt8] = []
  private let write: (String) -> Void
  private let columns: () -> Int
  /// Rows the cursor is below the prompt's first row.
  private var cursorRow = 0

  init(write: @escaping (String) -> Void, columns: @escaping () -> Int) {
    self.write = write
    self.columns = columns
  }

  /// The line typed, nil at the end of input (Ctrl-D on an empty line, or
  /// the terminal gone); nil too when the terminal refuses raw mode, after
  /// which the caller reads as usual.
  /// `waiting`, when given, is the prompt to show while the line is typed,
  /// asked again each second no key comes (a countdown); the entered line
  /// keeps the plain `prompt`.
  func readLine(prompt: String, waiting: (() -> String)? = nil) -> InputLine?? {
    guard RawTerminal.enable() else { return .none }
    defer { RawTerminal.restore() }
    cursorRow = 0
    var shown = waiting?() ?? prompt
    redraw(shown)
    let tick = waiting.map { waiting in
      {
        shown = waiting()
        self.redraw(shown)
      }
    }
    while true {
      guard let key = nextKey(tick: tick) else {
        write("\r\n")
        return .some(nil)
      }
      let before = editor.text
      switch editor.handle(key) {
      case .editing:
        if editor.characters.count > StandardInput.lineLimit {
          // Past the limit a line is refused anyway; stop it growing.
          _ = editor.handle(.backspace)
        }
        redraw(shown)
      case .line(let line):
        finish(prompt, text: line)
        return .some(.text(line))
      case .endOfInput:
        finish(prompt, text: before)
        return .some(nil)
      }
    }
  }

  /// The next key; nil at the end of input. A lone ESC (the Escape key)
  /// waits briefly for the rest of a sequence, then is dropped.
  private func nextKey(tick: (() -> Void)?) -> EditingKey? {
    while true {
      if let (key, used) = EditingKey.decode(pending[...]) {
        pending.removeFirst(used)
        return key
      }
      if pending == [0x1B], !RawTerminal.waiting(milliseconds: 50) {
        pending.removeAll()
        continue
      }
      if let tick, pending.isEmpty {
        while !RawTerminal.waiting(milliseconds: 1000) { tick() }
      }
      guard let bytes = RawTerminal.read() else { return nil }
      pending += bytes
    }
  }

  /// Writes the prompt and the line again from the prompt's first row and
  /// puts the cursor where the editor has it, across wrapped rows. The rows
  /// are cleared first: a wide character wrapped early leaves the last
  /// column of its row unwritten, and what an earlier draw put there would
  /// stay.
  private func redraw(_ prompt: String) {
    let width = max(1, columns())
    var out = cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : ""
    out += "\r\u{1B}[J" + prompt + editor.text
    let endRow = wrapAtEnd(prompt + editor.text, width, &out)
    let cursor = DisplayWidth.layout(prompt + editor.beforeCursor, columns: width)
    // At the end of a full row the cursor belongs at the start of the next.
    let (row, column) = cursor.column == width ? (cursor.row + 1, 0) : cursor
    if endRow > row { out += "\u{1B}[\(endRow - row)A" }
    out += "\r" + (column > 0 ? "\u{1B}[\(column)C" : "")
    cursorRow = row
    write(out)
  }

  /// The line as entered, the cursor after it, and a new line. Rows below
  /// (of a longer prompt shown while typing) are cleared.
  private func finish(_ prompt: String, text: String) {
    var out = cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : ""
    out += "\r\u{1B}[J" + prompt + text
    _ = wrapAtEnd(prompt + text, max(1, columns()), &out)
    cursorRow = 0
    write(out + "\r\n")
  }

  /// The row the cursor is on after `written`. At the last column the
  /// terminal has not wrapped yet: it is made to, in `out`.
  private func wrapAtEnd(_ written: String, _ width: Int, _ out: inout String) -> Int {
    let end = DisplayWidth.layout(written, columns: width)
    guard end.column == width else { return end.row }
    out += "\r\n"
    return end.row + 1
  }
}
