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
  /// puts the cursor where the editor has it, across wrapped rows.
  private func redraw(_ prompt: String) {
    let width = max(1, columns())
    let promptWidth = DisplayWidth.of(prompt)
    let end = promptWidth + DisplayWidth.of(editor.text)
    let cursor = promptWidth + DisplayWidth.of(editor.beforeCursor)
    var out = cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : ""
    out += "\r" + prompt + editor.text + "\u{1B}[J"
    // At the last column the terminal has not wrapped yet: make it.
    if end > 0, end % width == 0 { out += "\r\n" }
    let endRow = end / width
    let row = cursor / width
    if endRow > row { out += "\u{1B}[\(endRow - row)A" }
    out += "\r" + (cursor % width > 0 ? "\u{1B}[\(cursor % width)C" : "")
    cursorRow = row
    write(out)
  }

  /// The line as entered, the cursor after it, and a new line. Rows below
  /// (of a longer prompt shown while typing) are cleared.
  private func finish(_ prompt: String, text: String) {
    let width = max(1, columns())
    let end = DisplayWidth.of(prompt) + DisplayWidth.of(text)
    var out = cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : ""
    out += "\r" + prompt + text + "\u{1B}[J"
    if end > 0, end % width == 0 { out += "\r\n" }
    cursorRow = 0
    write(out + "\r\n")
  }
}
