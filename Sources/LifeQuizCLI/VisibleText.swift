import LifeQuizContent
import LifeQuizPlatform

/// Text that came from the user or a file, made safe to print in a message:
/// control characters (an ANSI escape starts with one), DEL, C1 controls and
/// bidirectional overrides are shown as escapes instead of acting on the
/// terminal, so `lifequiz $'\e[2J'` says `Unknown command '\u{1B}[2J'`. A
/// byte of a file name that is not UTF-8 is shown as `\xFF`.
enum VisibleText {
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where PathBytes.isRawByte(scalar):
        out += "\\x" + String(PathBytes.rawByte(scalar), radix: 16, uppercase: true)
      case _ where needsEscape(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Each word longer than `limit` characters (a path, a pasted line) as its
  /// start and end around `…`, so a message stays a line or two.
  static func shortened(_ text: String, limit: Int = 120) -> String {
    guard text.count > limit else { return text }
    let keep = (limit - 1) / 2
    return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
      word.count > limit ? String(word.prefix(keep)) + "…" + String(word.suffix(keep)) : String(word)
    }.joined(separator: " ")
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    case _ where PathBytes.isRawByte(scalar): true
    default: false
    }
  }
}
