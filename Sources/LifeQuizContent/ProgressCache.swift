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
    guard let root = try? JSON.parse(bytes), let version = root["version"]?.int else { return .damaged }
    guard version <= Self.version else { return .newer(version) }
    guard version == Self.version, let items = root["items"]?.object else { return .damaged }
    var states: [String: MemoryState] = [:]
    for (id, value) in items {
      guard let state = Self.state(value) else { return .damaged }
      states[id] = state
    }
    guard let history = root["history"] else { return .legacy(states) }
    let counts = 0...(Int.max / 2)
    guard let bytes = history["bytes"]?.int, counts.contains(bytes), let lines = history["lines"]?.int,
      counts.contains(lines), let records = history["records"]?.int, counts.contains(records),
      let check = history["check"]?.string, states.values.reduce(0, { $0 + $1.reviews }) == records
    else { return .damaged }
    return .current(
      ProgressCache(
        position: HistoryLog.Position(bytes: bytes, lines: lines, records: records), check: check, states: states))
  }

  /// An item's state, or nil when any number is impossible.
  static func state(_ fields: JSON) -> MemoryState? {
    let times = MemoryState.times
    guard let stability = fields["s"]?.double, MemoryState.stabilities.contains(stability),
      let difficulty = fields["d"]?.double, MemoryState.difficulties.contains(difficulty),
      let lastReview = fields["last"]?.int, times.contains(lastReview), let due = fields["due"]?.int,
      times.contains(due), let reviews = fields["reps"]?.int, (1...MemoryState.reviewLimit).contains(reviews),
      let lapses = fields["lapses"]?.int, (0...reviews).contains(lapses), let firstReview = fields["first"]?.int,
      times.contains(firstReview)
    else { return nil }
    return MemoryState(
      stability: stability, difficulty: difficulty, lastReview: lastReview, due: due, reviews: reviews,
      lapses: lapses, firstReview: firstReview)
  }

  /// The document; fails rather than write a number that is not finite.
  func rendered() throws(JSONWriteError) -> String {
    var items = JSONObject()
    for id in states.keys.sorted() {
      guard let state = states[id] else { continue }
      items[id] = .object([
        "s": .number(state.stability), "d": .number(state.difficulty), "last": .integer(state.lastReview),
        "due": .integer(state.due), "reps": .integer(state.reviews), "lapses": .integer(state.lapses),
        "first": .integer(state.firstReview),
      ])
    }
    let document: JSON = .object([
      "version": .integer(Self.version),
      "history": .object([
        "bytes": .integer(position.bytes), "lines": .integer(position.lines), "records": .integer(position.records),
        "check": .string(check),
      ]),
      "items": .object(items),
    ])
    return try document.encoded(.pretty)
  }
}
