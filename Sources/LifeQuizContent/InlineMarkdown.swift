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

  /// Splits a line into spans. An unclosed marker stays as text.
  public static func parse(_ line: String) -> [InlineSpan] {
    var spans: [InlineSpan] = []
    var text = ""
    var rest = Substring(line)
    func flush() {
      if !text.isEmpty { spans.append(.text(text)) }
      text = ""
    }
    while let first = rest.first {
      if first == "`", let end = rest.dropFirst().firstIndex(of: "`") {
        flush()
        spans.append(.code(String(rest[rest.index(after: rest.startIndex)..<end])))
        rest = rest[rest.index(after: end)...]
      } else if rest.hasPrefix("**"), let end = rest.dropFirst(2).firstRange(ofText: "**") {
        flush()
        spans.append(.strong(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound])))
        rest = rest[end.upperBound...]
      } else if first == "*", let end = rest.dropFirst().firstIndex(of: "*"), end != rest.index(after: rest.startIndex) {
        flush()
        spans.append(.emphasis(String(rest[rest.index(after: rest.startIndex)..<end])))
        rest = rest[rest.index(after: end)...]
      } else {
        text.append(first)
        rest = rest.dropFirst()
      }
    }
    flush()
    return spans
  }
}

extension Substring {
  func firstRange(ofText needle: String) -> Range<Index>? {
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(needle) {
        return index..<self.index(index, offsetBy: needle.count)
      }
      index = self.index(after: index)
    }
    return nil
  }
}
