import QuizEngine

/// `progress.json`: a cache of the history, never the only copy of anything.
/// It holds the FSRS state of every item and how much of the history those
/// states include (bytes, lines, records, and a hash of the bytes before that
/// point), so opening it replays only the records appended since:
///
///     {"version": 1, "history": {"bytes": 812, "lines": 5, "records": 5, "check": "9f…"},
///      "items": {"id": {"s": 2.3, "d": 5.1, "last": …, "due": …, "reps": 2, "lapses": 0, "first": …}}}
///
/// `"totals"` holds `HistoryTotals` for `stats`, caught up by the same
/// replay; when it is missing or damaged it is rebuilt, not the whole cache:
///
///     "totals": {"offset": 3600, "topics": {"t": [12, 9]}, "kinds": {"recall": [12, 9]},
///                "days": [[19700, 19730]]}
struct ProgressCache: Equatable {
  static let version = 1
  /// A real file is a few hundred bytes per item.
  static let sizeLimit = 64 * 1024 * 1024

  var position = HistoryLog.Position()
  var check = "0"
  var states: [String: MemoryState] = [:]
  var totals: HistoryTotals?

  enum Decoded: Equatable {
    case current(ProgressCache)
    /// Written before the cache knew its place in the history.
    case legacy([String: MemoryState])
    case damaged
    case newer(Int)
  }

  static func decode(_ bytes: [UInt8]) -> Decoded {
    guard case .object(let root)? = try? JSON.parse(bytes), case .number(let found)? = root["version"],
      let version = FileCheck.integer(found, in: 0...Int(Int32.max))
    else { return .damaged }
    guard version <= Self.version else { return .newer(version) }
    guard version == Self.version, case .object(let items)? = root["items"] else { return .damaged }
    var states: [String: MemoryState] = [:]
    for (id, value) in items {
      guard let state = Self.state(value) else { return .damaged }
      states[id] = state
    }
    guard let history = root["history"] else { return .legacy(states) }
    guard case .object(let fields) = history, case .number(let bytes)? = fields["bytes"],
      let byteCount = FileCheck.integer(bytes, in: 0...Int.max / 2),
      case .number(let lines)? = fields["lines"], let lineCount = FileCheck.integer(lines, in: 0...byteCount),
      case .number(let records)? = fields["records"],
      let recordCount = FileCheck.integer(records, in: 0...Int.max / 2),
      case .string(let check)? = fields["check"],
      states.values.reduce(0, { $0 + $1.reviews }) == recordCount
    else { return .damaged }
    return .current(
      ProgressCache(
        position: HistoryLog.Position(bytes: byteCount, lines: lineCount, records: recordCount), check: check,
        states: states, totals: root["totals"].flatMap(Self.totals)))
  }

  /// Totals, or nil when any part is missing or impossible.
  static func totals(_ value: JSON) -> HistoryTotals? {
    func tallies(_ value: JSON?) -> [String: HistoryTotals.Tally]? {
      guard case .object(let members)? = value else { return nil }
      var tallies: [String: HistoryTotals.Tally] = [:]
      for (name, pair) in members {
        guard case .array(let numbers) = pair, numbers.count == 2, case .number(let reviews) = numbers[0],
          case .number(let correct) = numbers[1],
          let reviewCount = FileCheck.integer(reviews, in: 0...HistoryTotals.reviewLimit),
          let correctCount = FileCheck.integer(correct, in: 0...reviewCount)
        else { return nil }
        tallies[name] = HistoryTotals.Tally(reviews: reviewCount, correct: correctCount)
      }
      return tallies
    }
    guard case .object(let fields) = value, case .number(let offset)? = fields["offset"],
      let dayOffset = FileCheck.integer(offset, in: HistoryTotals.dayOffsets),
      let topic = tallies(fields["topics"]), let kind = tallies(fields["kinds"]),
      case .array(let runs)? = fields["days"]
    else { return nil }
    var dayRuns: [ClosedRange<Int>] = []
    for run in runs {
      guard case .array(let bounds) = run, bounds.count == 2, case .number(let first) = bounds[0],
        case .number(let last) = bounds[1], let firstDay = FileCheck.integer(first, in: HistoryTotals.days),
        let lastDay = FileCheck.integer(last, in: firstDay...HistoryTotals.days.upperBound)
      else { return nil }
      dayRuns.append(firstDay...lastDay)
    }
    return HistoryTotals(dayOffset: dayOffset, topic: topic, kind: kind, dayRuns: dayRuns)
  }

  /// An item's state, or nil when any number is impossible.
  static func state(_ value: JSON) -> MemoryState? {
    let times = MemoryState.times
    guard case .object(let fields) = value, case .number(let stability)? = fields["s"],
      MemoryState.stabilities.contains(stability), case .number(let difficulty)? = fields["d"],
      MemoryState.difficulties.contains(difficulty), case .number(let last)? = fields["last"],
      let lastReview = FileCheck.integer(last, in: times), case .number(let due)? = fields["due"],
      let dueTime = FileCheck.integer(due, in: times), case .number(let reps)? = fields["reps"],
      let reviews = FileCheck.integer(reps, in: 1...MemoryState.reviewLimit),
      case .number(let lapseCount)? = fields["lapses"], let lapses = FileCheck.integer(lapseCount, in: 0...reviews),
      case .number(let first)? = fields["first"], let firstReview = FileCheck.integer(first, in: times)
    else { return nil }
    return MemoryState(
      stability: stability, difficulty: difficulty, lastReview: lastReview, due: dueTime, reviews: reviews,
      lapses: lapses, firstReview: firstReview)
  }

  func rendered() -> String {
    var text = "{\"version\": \(Self.version), \"history\": {\"bytes\": \(position.bytes), "
    text += "\"lines\": \(position.lines), \"records\": \(position.records), \"check\": \(JSON.quoted(check))}, "
    if let totals { text += "\"totals\": \(Self.rendered(totals)),\n" }
    text += "\"items\": {"
    for (index, id) in states.keys.sorted().enumerated() {
      guard let state = states[id] else { continue }
      text += index == 0 ? "\n" : ",\n"
      text += "  \(JSON.quoted(id)): {\"s\": \(Self.number(state.stability)), \"d\": \(Self.number(state.difficulty)), "
      text += "\"last\": \(state.lastReview), \"due\": \(state.due), \"reps\": \(state.reviews), "
      text += "\"lapses\": \(state.lapses), \"first\": \(state.firstReview)}"
    }
    return text + (states.isEmpty ? "}}\n" : "\n}}\n")
  }

  private static func rendered(_ totals: HistoryTotals) -> String {
    func tallies(_ tallies: [String: HistoryTotals.Tally]) -> String {
      "{"
        + tallies.keys.sorted().map { name in
          let tally = tallies[name] ?? HistoryTotals.Tally()
          return "\(JSON.quoted(name)): [\(tally.reviews), \(tally.correct)]"
        }.joined(separator: ", ") + "}"
    }
    let days = totals.dayRuns.map { "[\($0.lowerBound), \($0.upperBound)]" }.joined(separator: ", ")
    return "{\"offset\": \(totals.dayOffset), \"topics\": \(tallies(totals.topic)), "
      + "\"kinds\": \(tallies(totals.kind)), \"days\": [\(days)]}"
  }

  /// The scheduler keeps numbers finite; this keeps `inf` and `nan` out of
  /// the file even if it did not.
  private static func number(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "\(MemoryState.stabilities.lowerBound)"
  }
}
