import QuizEngine

/// Running totals of the history for `stats`: reviews and correct answers by
/// topic, by kind and by local day, and the local days with a review.
/// Counts by day cover only the `dayLimit` days up to the latest day with a
/// review, which is all `stats` draws and keeps the file small. `progress.json`
/// keeps them with the FSRS states and the same replay brings them up to
/// date, so `stats` reads no history. Days are counted under one offset from
/// UTC; totals kept under another (a new time zone, or daylight saving time)
/// are rebuilt from the history.
public struct HistoryTotals: Equatable, Sendable {
  public struct Tally: Equatable, Sendable {
    public var reviews = 0
    public var correct = 0
    /// Correct answers as a whole percentage, rounded to the nearest.
    public var percent: Int { reviews == 0 ? 0 : (correct * 200 + reviews) / (reviews * 2) }

    public init(reviews: Int = 0, correct: Int = 0) {
      self.reviews = reviews
      self.correct = correct
    }
  }

  /// One local day: its answers, those of items answered on an earlier day
  /// (what retention is measured on), and the seconds between answers that
  /// came less than `sessionGap` apart (time practised, roughly).
  public struct Day: Equatable, Sendable {
    public var reviews = 0
    public var correct = 0
    public var known = 0
    public var knownCorrect = 0
    public var seconds = 0
    public var tally: Tally { Tally(reviews: reviews, correct: correct) }

    public init(reviews: Int = 0, correct: Int = 0, known: Int = 0, knownCorrect: Int = 0, seconds: Int = 0) {
      self.reviews = reviews
      self.correct = correct
      self.known = known
      self.knownCorrect = knownCorrect
      self.seconds = seconds
    }
  }

  /// Answers further apart than this belong to different sittings: the gap
  /// is not time practised.
  public static let sessionGap = 300

  /// Seconds east of UTC that local days are counted in.
  public let dayOffset: Int
  /// Tallies by topic; the name matches `ReviewRecord.topic`.
  public internal(set) var topic: [String: Tally] = [:]
  /// Tallies by kind; the name matches `ReviewRecord.kind`.
  public internal(set) var kind: [String: Tally] = [:]
  /// Days with a review, as sorted runs of consecutive days that neither
  /// overlap nor touch: a learner who practises daily keeps one run.
  public internal(set) var dayRuns: [ClosedRange<Int>] = []
  /// Tallies by local day, only for days with a review, and only for the
  /// `dayLimit` days ending on the latest day with a review.
  public internal(set) var daily: [Int: Day] = [:]
  /// The latest answer's time, for the time practised.
  public internal(set) var lastAnswer: Int?

  /// Days of counts by day kept: a year and some, more than `stats` draws.
  public static let dayLimit = 400

  public init(dayOffset: Int) {
    self.dayOffset = dayOffset
  }

  public var total: Tally { Self.sum(topic) }

  /// The local day number of a time (days since 1970).
  public func day(_ time: Int) -> Int {
    let local = time + dayOffset
    return local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
  }

  /// How many days in a row, ending on `day`, have a review.
  public func daysInARow(endingOn day: Int) -> Int {
    guard let run = dayRuns.last(where: { $0.lowerBound <= day }), run.contains(day) else { return 0 }
    return day - run.lowerBound + 1
  }

  /// `previousAnswer`: when the item was last answered before, if ever.
  mutating func add(_ record: ReviewRecord, previousAnswer: Int?) {
    topic[record.topic, default: Tally()].reviews += 1
    kind[record.kind, default: Tally()].reviews += 1
    if record.correct {
      topic[record.topic, default: Tally()].correct += 1
      kind[record.kind, default: Tally()].correct += 1
    }
    let recordDay = day(record.at)
    let latest = dayRuns.last?.upperBound
    insert(day: recordDay)
    count(record, on: recordDay, previousAnswer: previousAnswer)
    // Only a new latest day moves the window of counts by day.
    if let latest, recordDay > latest, let first = firstCountedDay {
      daily = daily.filter { $0.key >= first }
    }
  }

  /// The first day counts by day are kept for: `dayLimit` days ending on the
  /// latest day with a review. Whatever the order of the records, the counts
  /// kept are those of the records on these days.
  var firstCountedDay: Int? { dayRuns.last.map { $0.upperBound - Self.dayLimit + 1 } }

  private mutating func count(_ record: ReviewRecord, on recordDay: Int, previousAnswer: Int?) {
    let before = lastAnswer
    lastAnswer = max(before ?? record.at, record.at)
    guard let first = firstCountedDay, recordDay >= first else { return }
    var entry = daily[recordDay] ?? Day()
    entry.reviews += 1
    if record.correct { entry.correct += 1 }
    if let previousAnswer, day(previousAnswer) < recordDay {
      entry.known += 1
      if record.correct { entry.knownCorrect += 1 }
    }
    if let before, (0...Self.sessionGap).contains(record.at - before), day(before) == recordDay {
      entry.seconds += record.at - before
    }
    daily[recordDay] = entry
  }

  /// Records come in time order, so the common case is the last run.
  private mutating func insert(day: Int) {
    var index = dayRuns.count
    while index > 0 && dayRuns[index - 1].lowerBound > day { index -= 1 }
    // dayRuns[index - 1] is the last run starting on or before `day`.
    if index > 0 && dayRuns[index - 1].upperBound >= day { return }
    let joinsBefore = index > 0 && dayRuns[index - 1].upperBound == day - 1
    let joinsAfter = index < dayRuns.count && dayRuns[index].lowerBound == day + 1
    switch (joinsBefore, joinsAfter) {
    case (true, true):
      dayRuns[index - 1] = dayRuns[index - 1].lowerBound...dayRuns[index].upperBound
      dayRuns.remove(at: index)
    case (true, false):
      dayRuns[index - 1] = dayRuns[index - 1].lowerBound...day
    case (false, true):
      dayRuns[index] = day...dayRuns[index].upperBound
    case (false, false):
      dayRuns.insert(day...day, at: index)
    }
  }

  /// Offsets from UTC a clock can have.
  static let dayOffsets = -86_400...86_400
  /// Days a record can fall on under any offset.
  static let days = -1...(ReviewRecord.times.upperBound / 86_400 + 1)
  /// More reviews than anyone answers; keeps sums far from overflowing.
  static let reviewLimit = 1 << 32

  /// Totals read back from `progress.json`; nil unless every number is
  /// possible, the runs are sorted and apart, and every day counted is a
  /// day with a review in the window, so a damaged part is rebuilt instead
  /// of shown.
  init?(
    dayOffset: Int, topic: [String: Tally], kind: [String: Tally], dayRuns: [ClosedRange<Int>],
    daily: [Int: Day], lastAnswer: Int?
  ) {
    let tallies = Array(topic.values) + Array(kind.values)
    guard Self.dayOffsets.contains(dayOffset),
      tallies.allSatisfy({ (0...Self.reviewLimit).contains($0.reviews) && (0...$0.reviews).contains($0.correct) }),
      dayRuns.allSatisfy({ Self.days.contains($0.lowerBound) && Self.days.contains($0.upperBound) })
    else { return nil }
    for (earlier, later) in zip(dayRuns, dayRuns.dropFirst()) where earlier.upperBound + 1 >= later.lowerBound {
      return nil
    }
    self.dayOffset = dayOffset
    self.topic = topic
    self.kind = kind
    self.dayRuns = dayRuns
    self.daily = daily
    self.lastAnswer = lastAnswer
    guard total == Self.sum(kind) else { return nil }
    let counted = Self.sum(daily.mapValues(\.tally))
    guard counted.reviews <= total.reviews, counted.correct <= total.correct else { return nil }
    for (day, tally) in daily {
      guard let first = firstCountedDay, day >= first, tally.reviews > 0, tally.correct <= tally.reviews,
        (0...tally.reviews).contains(tally.known), (0...tally.known).contains(tally.knownCorrect),
        (0...86_400).contains(tally.seconds), daysInARow(endingOn: day) > 0
      else { return nil }
    }
  }

  private static func sum<Key>(_ tallies: [Key: Tally]) -> Tally {
    tallies.values.reduce(Tally()) { Tally(reviews: $0.reviews + $1.reviews, correct: $0.correct + $1.correct) }
  }
}
