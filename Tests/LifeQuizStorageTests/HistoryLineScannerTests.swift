import Foundation
import QuizEngine
import Testing

@testable import LifeQuizStorage

@Suite("History line scanner")
struct HistoryLineScannerTests {
  /// Lines in the written layout, and near misses that only the JSON reader
  /// may decide.
  static let lines: [String] = {
    var lines = [
      HistoryLog.line(
        ReviewRecord(item: "trap/m-1", kind: "trap", topic: "inactive", at: 1_700_000_000, rating: .good, correct: true)
      ),
      HistoryLog.line(ReviewRecord(item: "a", kind: "", topic: "", at: 0, rating: .again, correct: false)),
      HistoryLog.line(
        ReviewRecord(item: "한국어", kind: "order", topic: "t", at: 1_700_000_000, rating: .hard, correct: true)),
      HistoryLog.line(
        ReviewRecord(item: "q\"uote\\", kind: "order", topic: "t", at: 1_700_000_000, rating: .easy, correct: true)),
    ].map { String($0.dropLast()) }
    let good = lines[0]
    for (from, to) in [
      ("\"rating\": 3", "\"rating\": 5"), ("\"rating\": 3", "\"rating\": 0"), ("\"rating\": 3", "\"rating\": 03"),
      ("\"rating\": 3", "\"rating\": 3.0"), ("\"rating\": 3", "\"rating\": -3"), ("\"at\": 1700000000", "\"at\": -1"),
      ("\"at\": 1700000000", "\"at\": 99999999999999999999"), ("\"at\": 1700000000", "\"at\": 32503680001"),
      ("\"at\": 1700000000", "\"at\": 1.7e9"), ("\"item\": \"trap/m-1\"", "\"item\": \"\""),
      ("\"correct\": true", "\"correct\": 1"), ("\"correct\": true", "\"correct\": truex"), ("}", "} "),
      ("}", ""), ("}", "}}"), ("{\"item\"", "{ \"item\""), ("\"kind\": \"trap\"", "\"kind\": \"tr\\u0061p\""),
      ("\"topic\": \"inactive\"", "\"topic\": \"in\tactive\""), ("\"kind\": \"trap\"", "\"kind\": null"),
    ] {
      lines.append(good.replacingOccurrences(of: from, with: to))
    }
    lines.append(
      "{\"kind\": \"trap\", \"item\": \"trap/m-1\", \"topic\": \"inactive\", \"at\": 1700000000, \"rating\": 3, \"correct\": true}"
    )
    return lines
  }()

  @Test("A line gets the same record, or the same rejection, as from the JSON reader", arguments: lines)
  func sameAsJSON(line: String) {
    let bytes = Array(line.utf8)
    #expect(HistoryLog.record(bytes) == HistoryLog.parsedRecord(bytes))
    if let fast = HistoryLineScanner.record(bytes) {
      #expect(HistoryEntry.review(fast) == HistoryLog.parsedRecord(bytes))
    }
  }

  @Test("Every line lifequiz writes with plain ASCII text takes the fast path")
  func writtenLinesAreScanned() {
    let record = ReviewRecord(
      item: "state/scene-home", kind: "state", topic: "background", at: 1_800_000_123, rating: .easy, correct: true)
    #expect(HistoryLineScanner.record(Array(HistoryLog.line(record).utf8.dropLast())) == record)
    let zero = ReviewRecord(item: "x", kind: "k", topic: "t", at: 0, rating: .again, correct: false)
    #expect(HistoryLineScanner.record(Array(HistoryLog.line(zero).utf8.dropLast())) == zero)
  }
}
