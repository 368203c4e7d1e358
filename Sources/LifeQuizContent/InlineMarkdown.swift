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

  /// Splits a line into spans. An unclosed marker stays as text. Works on
  /// UTF-8 bytes: the markers are ASCII, and this runs for every line shown.
  public static func parse(_ line: String) -> [InlineSpan] {
    let bytes = Array(line.utf8)
    var spans: [InlineSpan] = []
    var textStart = 0
    var index = 0
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    func flush(upTo end: Int) {
      if end > textStart { spans.append(.text(text(textStart..<end))) }
    }
    func find(_ marker: [UInt8], from start: Int) -> Int? {
      var position = start
      while position + marker.count <= bytes.count {
        if bytes[position] == marker[0] && (marker.count == 1 || bytes[position + 1] == marker[1]) { return position }
        position += 1
      }
      return nil
    }
    let backtick = UInt8(ascii: "`")
    let star = UInt8(ascii: "*")
    while index < bytes.count {
      let byte = bytes[index]
      if byte == backtick, let end = find([backtick], from: index + 1) {
        flush(upTo: index)
        spans.append(.code(text(index + 1..<end)))
        index = end + 1
        textStart = index
      } else if byte == star, index + 1 < bytes.count, bytes[index + 1] == star,
        let end = find([star, star], from: index + 2)
      {
        flush(upTo: index)
        spans.append(.strong(text(index + 2..<end)))
        index = end + 2
        textStart = index
      } else if byte == star, let end = find([star], from: index + 1), end > index + 1 {
        flush(upTo: index)
        spans.append(.emphasis(text(index + 1..<end)))
        index = end + 1
        textStart = index
      } else {
        index += 1
      }
    }
    flush(upTo: bytes.count)
    return spans
  }
}
