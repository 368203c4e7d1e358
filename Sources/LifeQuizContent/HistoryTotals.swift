import QuizEngine

/// Running totals of the history for `stats`: reviews and correct answers by
/// topic and by kind, and the local days with a review. `progress.json`
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

  /// Seconds east of UTC that local days are counted in.
  public let dayOffset: Int
  /// Tallies by topic; the name matches `ReviewRecord.topic`.
  public internal(set) var topic: [String: Tally] = [:]
  /// Tallies by kind; the name matches `ReviewRecord.kind`.
  public internal(set) var kind: [String: Tally] = [:]
  /// Days with a review, as sorted runs of consecutive days that neither
  /// overlap nor touch: a learner who practises daily keeps one run.
  public internal(set) var dayRuns: [ClosedRange<Int>] = []

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

  mutating func add(_ record: ReviewRecord) {
    topic[record.topic, default: Tally()].reviews += 1
    kind[record.kind, default: Tally()].reviews += 1
    if record.correct {
      topic[record.topic, default: Tally()].correct += 1
      kind[record.kind, default: Tally()].correct += 1
    }
    insert(day: day(record.at))
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
  /// possible and the runs are sorted and apart, so a damaged part is
  /// rebuilt instead of shown.
  init?(dayOffset: Int, topic: [String: Tally], kind: [String: Tally], dayRuns: [ClosedRange<Int>]) {
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
    guard total == Self.sum(kind) else { return nil }
  }

  private static func sum(_ tallies: [String: Tally]) -> Tally {
    tallies.values.reduce(Tally()) { Tally(reviews: $0.reviews + $1.reviews, correct: $0.correct + $1.correct) }
  }
}
