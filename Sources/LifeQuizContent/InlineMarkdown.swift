import LifeQuizStorage

/// Inline spans: `code`, **strong** and *emphasis*; everything else is text.
public enum InlineSpan: Hashable, Sendable {
  case text(String)
  case code(String)
  case strong(String)
  case emphasis(String)

  public var plain: String {
    switch self {
    case .text(let text), .code(let text), .strong(let text), .emphasis(let text): text
    }
  }

  /// What a span is, without its text.
  public enum Kind: Sendable {
    case text, code, strong, emphasis
  }

  /// Splits a line into spans. An unclosed marker stays as text.
  public static func parse(_ line: String) -> [InlineSpan] {
    let bytes = Array(line.utf8)
    var spans: [InlineSpan] = []
    bytes.withUnsafeBufferPointer { buffer in scan(buffer, record) }
    func record(_ kind: Kind, _ range: Range<Int>) {
      let text = String(decoding: bytes[range], as: UTF8.self)
      switch kind {
      case .text: spans.append(.text(text))
      case .code: spans.append(.code(text))
      case .strong: spans.append(.strong(text))
      case .emphasis: spans.append(.emphasis(text))
      }
    }
    return spans
  }

  /// The spans of a line's UTF-8 bytes, in order, as ranges of their text
  /// (markers left out). Works on bytes: the markers are ASCII, and this
  /// runs for every line shown and every field of a deck.
  public static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ visit: (Kind, Range<Int>) -> Void) {
    let count = bytes.count
    var textStart = 0
    var index = 0
    func flush(upTo end: Int) {
      if end > textStart { visit(.text, textStart..<end) }
    }
    func find(_ first: UInt8, _ second: UInt8?, from position: Int) -> Int? {
      var position = position
      let length = second == nil ? 1 : 2
      while position + length <= count {
        if bytes[position] == first && (second == nil || bytes[position + 1] == second) {
          return position
        }
        position += 1
      }
      return nil
    }
    let backtick = UInt8(ascii: "`")
    let star = UInt8(ascii: "*")
    while index < count {
      // Most of a line is plain text: pass eight bytes at a time with no mark.
      if index + 8 <= count {
        let word = ByteWord(bytes, at: index)
        if !word.contains(backtick) && !word.contains(star) {
          index += 8
          continue
        }
      }
      let byte = bytes[index]
      if byte == backtick, let end = find(backtick, nil, from: index + 1) {
        flush(upTo: index)
        visit(.code, index + 1..<end)
        index = end + 1
        textStart = index
      } else if byte == star, index + 1 < count, bytes[index + 1] == star,
        let end = find(star, star, from: index + 2)
      {
        flush(upTo: index)
        visit(.strong, index + 2..<end)
        index = end + 2
        textStart = index
      } else if byte == star, let end = find(star, nil, from: index + 1), end > index + 1 {
        flush(upTo: index)
        visit(.emphasis, index + 1..<end)
        index = end + 1
        textStart = index
      } else {
        index += 1
      }
    }
    flush(upTo: count)
  }
}
