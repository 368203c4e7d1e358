import QuizEngine

/// Reads a history line laid out exactly as `HistoryLog.line` writes it,
/// which is every line lifequiz appends, without building a JSON value:
/// rebuilding the progress from a long history spends most of its time
/// there. Strings must be printable ASCII without escapes and numbers plain
/// digits; anything else (another key order, spacing, escapes, non-ASCII
/// text, a damaged line) is nil, and the caller parses the line as JSON, so
/// the result is always what the JSON reader would give.
struct HistoryLineScanner {
  private let bytes: [UInt8]
  private var index = 0

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  static func record(_ bytes: [UInt8]) -> ReviewRecord? {
    var scanner = HistoryLineScanner(bytes)
    guard scanner.skip("{\"item\": "), let item = scanner.string(), !item.isEmpty, scanner.skip(", \"kind\": "),
      let kind = scanner.string(), scanner.skip(", \"topic\": "), let topic = scanner.string(),
      scanner.skip(", \"at\": "), let at = scanner.integer(), ReviewRecord.times.contains(at),
      scanner.skip(", \"rating\": "), let number = scanner.integer(), let rating = Rating(rawValue: number),
      scanner.skip(", \"correct\": "), let correct = scanner.boolean(), scanner.skip("}"),
      scanner.index == bytes.count
    else { return nil }
    return ReviewRecord(item: item, kind: kind, topic: topic, at: at, rating: rating, correct: correct)
  }

  private mutating func skip(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let matches = literal.withUTF8Buffer { expected in
      for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
      return true
    }
    if matches { index += count }
    return matches
  }

  private mutating func string() -> String? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let start = index + 1
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
      guard (0x20..<0x7F).contains(bytes[end]), bytes[end] != UInt8(ascii: "\\") else { return nil }
      end += 1
    }
    guard end < bytes.count else { return nil }
    index = end + 1
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Up to 18 digits, so it cannot overflow; no sign or leading zero.
  private mutating func integer() -> Int? {
    let start = index
    var value = 0
    while index < bytes.count, index - start < 18, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
    }
    let digits = index - start
    guard digits > 0, bytes[start] != UInt8(ascii: "0") || digits == 1 else { return nil }
    return value
  }

  private mutating func boolean() -> Bool? {
    if skip("true") { return true }
    if skip("false") { return false }
    return nil
  }
}
