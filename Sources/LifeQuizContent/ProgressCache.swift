import QuizEngine

/// `progress.json`: a cache of the history, never the only copy of anything.
/// It holds the FSRS state of every item and how much of the history those
/// states include (bytes, lines, records, and a hash of the bytes before that
/// point), so opening it replays only the records appended since:
///
///     {"version": 1, "history": {"bytes": 812, "lines": 5, "records": 5, "check": "9f…"},
///      "items": {"id": {"s": 2.3, "d": 5.1, "last": …, "due": …, "reps": 2, "lapses": 0, "first": …}}}
///
/// Totals that grow with each record (for `stats`) can be added as another
/// key and caught up by the same replay.
struct ProgressCache: Equatable {
  static let version = 1
  /// A real file is a few hundred bytes per item.
  static let sizeLimit = 64 * 1024 * 1024

  var position = HistoryLog.Position()
  var check = "0"
  var states: [String: MemoryState] = [:]

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
        states: states))
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

  /// The scheduler keeps numbers finite; this keeps `inf` and `nan` out of
  /// the file even if it did not.
  private static func number(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "\(MemoryState.stabilities.lowerBound)"
  }
}
