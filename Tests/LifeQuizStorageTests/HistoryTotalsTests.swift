import Foundation
import LifeQuizContent
import LifeQuizStorage
import LifeQuizTestSupport
import QuizEngine
import Testing

@Suite("History totals")
struct HistoryTotalsTests {
  func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-totals-\(UUID().uuidString)")
  }

  /// Random items, topics, kinds and ratings on random days, mostly in time
  /// order with a few older answers (a clock set back), and gaps of up to
  /// `gap` days (four unless told) so the days form several runs.
  func history(count: Int, seed: UInt64, gap: Int = 4) -> [ReviewRecord] {
    var random = SeededGenerator(seed: seed)
    var at = 1_700_000_000
    return (0..<count).map { _ in
      at += Int.random(in: 0...(gap * 86_400), using: &random)
      let when =
        Int.random(in: 0..<10, using: &random) == 0 ? at - Int.random(in: 0...(20 * 86_400), using: &random) : at
      let rating = Rating(rawValue: Int.random(in: 1...4, using: &random)) ?? .good
      return ReviewRecord(
        item: "item-\(Int.random(in: 0..<9, using: &random))",
        kind: ["order", "state", "recall"].randomElement(using: &random) ?? "order",
        topic: "topic-\(Int.random(in: 0..<5, using: &random))", at: when, rating: rating, correct: rating != .again)
    }
  }

  /// What `stats` showed when it counted the whole history.
  func expectTotals(_ totals: HistoryTotals, match records: [ReviewRecord], offset: Int) {
    func tallies(_ key: (ReviewRecord) -> String) -> [String: HistoryTotals.Tally] {
      var result: [String: HistoryTotals.Tally] = [:]
      for record in records {
        result[key(record), default: .init()].reviews += 1
        if record.correct { result[key(record), default: .init()].correct += 1 }
      }
      return result
    }
    #expect(totals.dayOffset == offset)
    #expect(totals.topic == tallies(\.topic))
    #expect(totals.kind == tallies(\.kind))
    #expect(totals.total == HistoryTotals.Tally(reviews: records.count, correct: records.filter(\.correct).count))
    let days = Set(records.map { Int((Double($0.at + offset) / 86_400).rounded(.down)) })
    for record in records {
      #expect(totals.day(record.at) == Int((Double(record.at + offset) / 86_400).rounded(.down)))
    }
    guard let first = days.min(), let last = days.max() else { return }
    // Counts by day: the 400 days ending on the latest day with a review.
    // With each: answers to items answered on an earlier day (retention),
    // and the seconds since the latest answer before, when under 5 minutes
    // and on the same day (time practised).
    var daily: [Int: HistoryTotals.Day] = [:]
    var answered: [String: Int] = [:]
    var latest: Int?
    func dayOf(_ time: Int) -> Int { Int((Double(time + offset) / 86_400).rounded(.down)) }
    for record in records {
      let day = dayOf(record.at)
      defer {
        answered[record.item] = record.at
        latest = max(latest ?? record.at, record.at)
      }
      guard day > last - 400 else { continue }
      daily[day, default: .init()].reviews += 1
      if record.correct { daily[day, default: .init()].correct += 1 }
      if let before = answered[record.item], dayOf(before) < day {
        daily[day, default: .init()].known += 1
        if record.correct { daily[day, default: .init()].knownCorrect += 1 }
      }
      if let latest, record.at - latest >= 0, record.at - latest <= 300, dayOf(latest) == day {
        daily[day, default: .init()].seconds += record.at - latest
      }
    }
    #expect(totals.daily == daily)
    for day in (first - 2)...(last + 2) {
      var streak = 0
      while days.contains(day - streak) { streak += 1 }
      #expect(totals.daysInARow(endingOn: day) == streak, "day \(day)")
    }
  }

  @Test("Totals kept answer by answer, and rebuilt from the history, equal counts over the whole history")
  func matchesHistory() throws {
    // The last history spans over 400 days, so old days fall out of the counts by day.
    let runs: [(UInt64, Int, Int)] = [(1, 0, 4), (2, 32_400, 4), (3, -25_200, 4), (4, 20_700, 4), (5, 0, 12)]
    for (seed, offset, gap) in runs {
      let place = folder()
      defer { try? FileManager.default.removeItem(at: place) }
      let records = history(count: 120, seed: seed, gap: gap)
      if gap == 12, let first = records.map(\.at).min(), let last = records.map(\.at).max() {
        #expect(last - first > 500 * 86_400)
      }
      let store = ProgressFile(folder: place.local, dayOffset: offset)
      for record in records { _ = try store.record(record, scheduler: FSRSScheduler()) }
      let kept = try ProgressFile(folder: place.local, dayOffset: offset).statesAndTotals().totals
      expectTotals(kept, match: records, offset: offset)
      try FileManager.default.removeItem(at: place.appendingPathComponent("progress.json"))
      let rebuilt = try ProgressFile(folder: place.local, dayOffset: offset).statesAndTotals().totals
      expectTotals(rebuilt, match: records, offset: offset)
      #expect(rebuilt == kept)
    }
  }

  @Test("Missing, damaged or other-offset totals are rebuilt from the history and saved; the states are kept")
  func staleTotalsRebuilt() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    // Over 400 days, so the oldest day with a review has no count by day.
    let records = history(count: 60, seed: 7, gap: 16)
    let days = records.map { $0.at / 86_400 }
    let oldest = try #require(days.min())
    let latest = try #require(days.max())
    #expect(latest - oldest >= 400)
    let dayWithout = try #require(((latest - 399)...latest).first { !days.contains($0) })
    let store = ProgressFile(folder: place.local)
    for record in records { _ = try store.record(record, scheduler: FSRSScheduler()) }
    let progress = place.appendingPathComponent("progress.json")
    let saved = try String(contentsOf: progress, encoding: .utf8)
    guard let start = saved.range(of: "\"totals\": "), let end = saved.range(of: "\"items\": ") else {
      Issue.record("progress.json has no totals:\n\(saved)")
      return
    }
    let states = try ProgressFile(folder: place.local).states()
    let variants = [
      ("missing", saved.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: "")),
      ("damaged", saved.replacingOccurrences(of: "\"offset\": 0", with: "\"offset\": \"zero\"")),
      ("impossible", saved.replacingOccurrences(of: "\"days\": [", with: "\"days\": [[5, 1], ")),
      (
        "overcounted",
        saved.replacingOccurrences(of: "\"topics\": {\"topic-0\": [", with: "\"topics\": {\"topic-0\": [9")
      ),
      // Written before counts by day were kept.
      (
        "without daily",
        saved.replacingOccurrences(of: #", "daily": \[[^}]*\]\]"#, with: "", options: .regularExpression)
      ),
      (
        "daily outside the window",
        saved.replacingOccurrences(of: "\"daily\": [", with: "\"daily\": [[\(oldest), 1, 0], ")
      ),
      (
        "daily on a day without reviews",
        saved.replacingOccurrences(of: "\"daily\": [", with: "\"daily\": [[\(dayWithout), 1, 1], ")
      ),
      (
        "daily overcounted",
        saved.replacingOccurrences(
          of: #""daily": \[\[(\d+), "#, with: "\"daily\": [[$1, 9", options: .regularExpression)
      ),
    ]
    for (name, text) in variants {
      #expect(text != saved, "\(name) changed nothing")
      try text.write(to: progress, atomically: true, encoding: .utf8)
      let reopened = ProgressFile(folder: place.local)
      let (reopenedStates, totals) = try reopened.statesAndTotals()
      expectTotals(totals, match: records, offset: 0)
      #expect(reopenedStates == states, "\(name)")
      #expect(reopened.warnings.isEmpty, "\(name): \(reopened.warnings)")
      #expect(try String(contentsOf: progress, encoding: .utf8) == saved, "\(name) was not saved again")
    }
    let moved = ProgressFile(folder: place.local, dayOffset: 3_600)
    expectTotals(try moved.statesAndTotals().totals, match: records, offset: 3_600)
    #expect(try String(contentsOf: progress, encoding: .utf8).contains("\"offset\": 3600"))
  }

  /// Another writer's answer to `late`, appended to the history after the
  /// cache's place.
  func appendLateRecord(to place: URL) throws {
    let line =
      "{\"item\": \"late\", \"kind\": \"trap\", \"topic\": \"topic-9\", \"at\": 1800000000, \"rating\": 1, \"correct\": false}\n"
    let handle = try FileHandle(forWritingTo: place.appendingPathComponent("history.jsonl"))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(line.utf8))
    try handle.close()
  }

  @Test("Practice's start reads the states without the totals, and still applies an answer appended behind the cache")
  func statesReadWithoutTotals() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let records = history(count: 30, seed: 11)
    let store = ProgressFile(folder: place.local)
    for record in records { _ = try store.record(record, scheduler: FSRSScheduler()) }
    let progress = place.appendingPathComponent("progress.json")
    let saved = try String(contentsOf: progress, encoding: .utf8)
    let states = try ProgressFile(folder: place.local).states()
    // Totals that only a full read finds damaged: read, they would be rebuilt and saved.
    let damaged = saved.replacingOccurrences(of: "\"offset\": 0", with: "\"offset\": \"zero\"")
    #expect(damaged != saved)
    try damaged.write(to: progress, atomically: true, encoding: .utf8)
    let reopened = ProgressFile(folder: place.local)
    #expect(try reopened.statesAndSuspended().states == states)
    #expect(try reopened.states() == states)
    #expect(try String(contentsOf: progress, encoding: .utf8) == damaged, "the totals were read")
    expectTotals(try reopened.statesAndTotals().totals, match: records, offset: 0)
    #expect(try String(contentsOf: progress, encoding: .utf8) == saved)
    try appendLateRecord(to: place)
    let after = try ProgressFile(folder: place.local).statesAndSuspended().states
    #expect(after["late"]?.reviews == 1)
    #expect(after.count == states.count + 1)
  }

  @Test("A record appended by another writer after the cache's place is counted")
  func appendedRecordCounted() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    var records = history(count: 20, seed: 9)
    let store = ProgressFile(folder: place.local)
    for record in records { _ = try store.record(record, scheduler: FSRSScheduler()) }
    let extra = ReviewRecord(
      item: "late", kind: "trap", topic: "topic-9", at: 1_800_000_000, rating: .again, correct: false)
    try appendLateRecord(to: place)
    records.append(extra)
    expectTotals(try ProgressFile(folder: place.local).statesAndTotals().totals, match: records, offset: 0)
  }

  @Test("Retention counts answers to items answered on an earlier day; time practised sums gaps under 5 minutes")
  func retentionAndTime() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let store = ProgressFile(folder: place.local)
    let day = 86_400
    let start = 1_700_006_400 - 1_700_006_400 % day + 3_600
    func answer(_ item: String, _ at: Int, _ rating: Rating) throws {
      _ = try store.record(
        ReviewRecord(item: item, kind: "trap", topic: "t", at: at, rating: rating, correct: rating != .again),
        scheduler: FSRSScheduler())
    }
    try answer("a", start, .good)
    try answer("a", start + 60, .again)
    try answer("a", start + day, .good)
    try answer("b", start + day + 400, .good)
    // Answered earlier the same day: a relearning step, not retention.
    try answer("a", start + day + 430, .again)
    let first = start / day
    var expected: [Int: HistoryTotals.Day] = [:]
    expected[first] = HistoryTotals.Day(reviews: 2, correct: 1, known: 0, knownCorrect: 0, seconds: 60)
    expected[first + 1] = HistoryTotals.Day(reviews: 3, correct: 2, known: 1, knownCorrect: 1, seconds: 30)
    #expect(try store.statesAndTotals().totals.daily == expected)
    // Totals kept under another offset are rebuilt while the states, already
    // final, are kept: the same.
    let progress = place.appendingPathComponent("progress.json")
    let kept = try String(contentsOf: progress, encoding: .utf8)
    try kept.replacingOccurrences(of: "\"offset\": 0,", with: "\"offset\": 60,").write(
      to: progress, atomically: true, encoding: .utf8)
    #expect(try ProgressFile(folder: place.local).statesAndTotals().totals.daily == expected)
    // Rebuilt from the history alone: the same.
    try FileManager.default.removeItem(at: progress)
    #expect(try ProgressFile(folder: place.local).statesAndTotals().totals.daily == expected)
  }
}
