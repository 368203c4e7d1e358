import LifeQuizPlatform

/// Terminal columns taken by text: East Asian wide characters (Hangul,
/// CJK, fullwidth forms) take two, combining marks and escapes none.
enum DisplayWidth {
  static func of(_ text: String) -> Int {
    var width = 0
    eachWidth(text) { width += $0 }
    return width
  }

  /// Where the cursor stands after `text` is written from the first column
  /// of a terminal `columns` wide: a wide character that does not fit at
  /// the end of a row goes to the next, leaving that row's last column
  /// empty. A column of `columns` is the end of a full row, before the
  /// terminal wraps.
  static func layout(_ text: String, columns: Int) -> (row: Int, column: Int) {
    var (row, column) = (0, 0)
    eachWidth(text) { width in
      guard width > 0 else { return }
      if column + width > columns {
        row += 1
        column = 0
      }
      column += width
    }
    return (row, column)
  }

  /// The width of each scalar of `text`, escape sequences left out.
  private static func eachWidth(_ text: String, _ body: (Int) -> Void) {
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if scalar == "m" { inEscape = false }
        continue
      }
      if scalar == "\u{1B}" {
        inEscape = true
        continue
      }
      body(of(scalar))
    }
  }

  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value < 0x300 { return 1 }  // ASCII and Latin: the common case
    if value < 0x20 || (0x1160...0x11FF).contains(value) { return 0 }  // controls, Hangul jamo vowels
    if (0xAC00...0xD7A3).contains(value) { return 2 }  // Hangul syllables, before a property lookup
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
  ]

  /// Pads with spaces to `width` columns.
  static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - of(text)))
  }

  /// Breaks text into lines of at most `width` columns at spaces; a word
  /// longer than a line is split by columns. Korean wraps between words,
  /// as Korean text is written with spaces.
  static func wrap(_ text: String, width: Int) -> [String] {
    let limit = max(width, 10)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for piece in text.pieces(splitAt: UInt8(ascii: " "), keepingEmpty: false) {
      var word = piece
      var wordWidth = of(word)
      if lineWidth > 0 && lineWidth + 1 + wordWidth <= limit {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 { lines.append(line) }
      while wordWidth > limit {
        let (head, rest) = split(word, at: limit)
        lines.append(head)
        word = rest
        wordWidth = of(word)
      }
      line = word
      lineWidth = wordWidth
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// Splits a word too long for a line after the last `:`, `/` or `-` that
  /// fits, so a selector or a path breaks between its parts; by columns only
  /// when none fits.
  private static func split(_ word: String, at columns: Int) -> (String, String) {
    var width = 0
    var index = word.startIndex
    var lastBreak: String.Index?
    while index < word.endIndex {
      let next = of(String(word[index]))
      if width + next > columns { break }
      width += next
      if ":/-".contains(word[index]) { lastBreak = word.index(after: index) }
      index = word.index(after: index)
    }
    if index < word.endIndex, let lastBreak { index = lastBreak }
    if index == word.startIndex { index = word.index(after: index) }
    return (String(word[..<index]), String(word[index...]))
  }
}
