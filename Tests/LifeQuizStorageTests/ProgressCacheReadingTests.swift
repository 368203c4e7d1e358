import LifeQuizTestSupport
import QuizEngine
import Testing

@testable import LifeQuizStorage

/// `progress.json` read in place gives what the general reading (a JSON tree
/// first) gives, for files lifequiz writes and for damaged ones.
@Suite("Progress cache read in place")
struct ProgressCacheReadingTests {
  /// A cache as lifequiz writes it: random states, totals, undone answers and
  /// suspended items.
  static func written(seed: UInt64, items: Int = 40) -> [UInt8] {
    var random = SeededGenerator(seed: seed)
    var cache = ProgressCache()
    var records = 0
    for index in 0..<items {
      let reviews = Int.random(in: 1...9, using: &random)
      records += reviews
      let last = 1_700_000_000 + Int.random(in: 0...9_000_000, using: &random)
      cache.states["item-\(index)-\(["a", "é", "한"].randomElement(using: &random) ?? "a")"] = MemoryState(
        stability: Double.random(in: 0.01...900, using: &random), difficulty: Double.random(in: 1...10, using: &random),
        lastReview: last, due: last + Int.random(in: 0...9_000_000, using: &random), reviews: reviews,
        lapses: Int.random(in: 0...reviews, using: &random), firstReview: last - 86_400)
    }
    var totals = HistoryTotals(dayOffset: 3_600)
    for minute in 0..<Int.random(in: 0...30, using: &random) {
      let record = ReviewRecord(
        item: "item-\(minute % 7)", kind: "recall", topic: "topic-\(minute % 3)",
        at: 1_700_000_000 + minute * 7_000, rating: .good, correct: minute % 4 != 0)
      totals.add(record, previousAnswer: nil)
    }
    cache.totals = Bool.random(using: &random) ? totals : nil
    cache.position = HistoryLog.Position(bytes: 90_000, lines: records + 3, records: records)
    cache.check = "9f86d081884c7d65"
    cache.undone = Bool.random(using: &random) ? [120, 4_000] : []
    cache.suspended = Bool.random(using: &random) ? ["item-2-a", "한국어"] : []
    return Array(cache.rendered().utf8)
  }

  @Test("Files lifequiz writes are read in place, to the same cache as the general reading", arguments: 0..<20)
  func writtenFiles(_ seed: Int) throws {
    let bytes = Self.written(seed: UInt64(seed))
    #expect(ProgressCache.Parts(reading: bytes) != nil, "read in place")
    let read = ProgressCache.decode(bytes)
    #expect(read == ProgressCache.decodeTree(bytes))
    guard case .current = read else {
      Issue.record("not current: \(read)")
      return
    }
  }

  @Test("Damaged and unusual files give what the general reading gives")
  func damagedFiles() throws {
    let text = String(decoding: Self.written(seed: 7, items: 5), as: UTF8.self)
    var cases: [String] = [
      text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2"),
      text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": \"1\""),
      text.replacingOccurrences(of: "\"items\": {", with: "\"items\": {\"item-0-a\": {\"s\": 1}, "),
      text.replacingOccurrences(of: "\"s\": ", with: "\"s\": 2.5, \"s\": "),
      text.replacingOccurrences(of: "\"reps\": ", with: "\"note\": true, \"reps\": "),
      text.replacingOccurrences(of: "\"items\": {", with: "\"extra\": [1, 2], \"items\": {"),
      text.replacingOccurrences(of: "\"items\": {", with: "\"items\": [], \"old\": {"),
      text.replacingOccurrences(of: "\"lapses\": ", with: "\"lapses\": -"),
      text.replacingOccurrences(of: "\"d\": ", with: "\"d\": 1e400, \"x\": "),
      text + "{}", "[]", "", "{}", "{\"version\": 1}", "{\"version\": 1, \"items\": {}}",
      "{\"version\": 1, \"items\": {\"a\": []}}",
    ]
    // The first item written twice, under the same id.
    let open = try #require(text.range(of: "\"items\": {\n"))
    let end = try #require(text[open.upperBound...].range(of: "},\n"))
    let duplicate = text.replacingCharacters(
      in: open.upperBound..<open.upperBound, with: text[open.upperBound..<end.upperBound])
    cases.append(duplicate)
    var random = SeededGenerator(seed: 3)
    let bytes = Array(text.utf8)
    for _ in 0..<300 {
      var damaged = bytes
      switch Int.random(in: 0..<3, using: &random) {
      case 0: damaged[Int.random(in: 0..<damaged.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
      case 1: damaged.removeLast(Int.random(in: 1..<damaged.count, using: &random))
      default:
        damaged.insert(
          UInt8.random(in: 0x20...0x7E, using: &random), at: Int.random(in: 0..<damaged.count, using: &random))
      }
      cases.append(String(decoding: damaged, as: UTF8.self))
    }
    for file in cases {
      let bytes = Array(file.utf8)
      #expect(ProgressCache.decode(bytes) == ProgressCache.decodeTree(bytes), "\(file.prefix(400))")
    }
    // The duplicate id is damaged both ways, and not read in place.
    #expect(ProgressCache.Parts(reading: Array(duplicate.utf8)) == nil)
    #expect(ProgressCache.decode(Array(duplicate.utf8)) == .damaged)
  }
}
