#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `history.jsonl` of any length in the format lifequiz writes
/// (`HistoryLog.line`): random items, ratings and gaps of 10 minutes to a
/// little over an hour, from a fixed seed so every run times the same file.
struct HistoryGenerator {
  static let start = 1_700_000_000
  let count: Int

  /// Writes the file; returns the time of the last record, or nil on failure.
  func write(to path: String) -> Int? {
    guard let file = fopen(path, "w") else { return nil }
    defer { fclose(file) }
    var random = SplitMix(seed: 1)
    let kinds = ["state", "trap", "recall"]
    var at = Self.start
    var line = ""
    for _ in 0..<count {
      at += 600 + Int(random.next() % 3_400)
      let kind = kinds[Int(random.next() % 3)]
      let item = "\(kind)/item-\(random.next() % 120)"
      let topic = "topic-\(random.next() % 12)"
      let rating = [1, 2, 3, 3, 3, 4][Int(random.next() % 6)]
      line = "{\"item\": \"\(item)\", \"kind\": \"\(kind)\", \"topic\": \"\(topic)\", "
      line += "\"at\": \(at), \"rating\": \(rating), \"correct\": \(rating > 1)}\n"
      guard fputs(line, file) >= 0 else { return nil }
    }
    return at
  }
}
