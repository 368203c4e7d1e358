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
/// replay; when it is missing or damaged it is rebuilt, not the whole cache.
/// `"daily"` is `[day, reviews, correct, known, knownCorrect, seconds]` for
/// each recent day with a review (`HistoryTotals.Day`), and `"last"` the
/// latest answer's time; totals written before they existed count as
/// missing, and are rebuilt:
///
///     "totals": {"offset": 3600, "topics": {"t": [12, 9]}, "kinds": {"recall": [12, 9]},
///                "days": [[19700, 19730]], "daily": [[19729, 4, 3, 2, 2, 95], [19730, 8, 6, 5, 4, 240]],
///                "last": 1705000000}
///
/// `"records"` is the answers in effect: those in the history less those
/// taken back. `"undone"` holds the byte offsets of the answers taken back
/// by `undo` lines, and `"suspended"` the items suspended; both are left out
/// when empty, as in files written before they existed.
struct ProgressCache: Equatable {
  static let version = 1
  /// A real file is a few hundred bytes per item.
  static let sizeLimit = 64 * 1024 * 1024

  var position = HistoryLog.Position()
  var check = "0"
  var states: [String: MemoryState] = [:]
  var totals: HistoryTotals?
  /// Where the answers taken back start in the history.
  var undone: Set<Int> = []
  var suspended: Set<String> = []

  enum Decoded: Equatable {
    case current(ProgressCache)
    /// Written before the cache knew its place in the history.
    case legacy([String: MemoryState])
    case damaged
    case newer(Int)
  }

  /// Without `totals`, the totals are checked as JSON but not read, and
  /// the cache has none: for a caller that neither shows nor changes them.
  static func decode(_ bytes: [UInt8], totals: Bool = true) -> Decoded {
    if let parts = Parts(reading: bytes, totals: totals) { return decode(parts) }
    return decodeTree(bytes)
  }

  /// The general way: the whole file as a JSON tree first.
  static func decodeTree(_ bytes: [UInt8]) -> Decoded {
    guard let root = (try? JSON.parse(bytes))?.object else { return .damaged }
    var states: [String: MemoryState]?
    var damagedItem = false
    if let items = root["items"]?.object {
      var read: [String: MemoryState] = [:]
      for (id, value) in items {
        guard let state = value.object.flatMap(Self.state) else {
          damagedItem = true
          break
        }
        read[id] = state
      }
      states = read
    }
    return decode(
      Parts(
        version: root["version"], history: root["history"], totals: root["totals"], undone: root["undone"],
        suspended: root["suspended"], states: states, damagedItem: damagedItem))
  }

  /// The file's members, the items already turned into states.
  struct Parts {
    var version: JSON?
    var history: JSON?
    var totals: JSON?
    var undone: JSON?
    var suspended: JSON?
    /// Nil when `"items"` is missing or not an object.
    var states: [String: MemoryState]?
    var damagedItem = false
  }

  private static func decode(_ parts: Parts) -> Decoded {
    guard let version = FileCheck.integer(parts.version, in: 0...Int(Int32.max)) else { return .damaged }
    guard version <= Self.version else { return .newer(version) }
    guard version == Self.version, let states = parts.states, !parts.damagedItem else { return .damaged }
    guard let history = parts.history else { return .legacy(states) }
    guard let fields = history.object, let byteCount = FileCheck.integer(fields["bytes"], in: 0...Int.max / 2),
      let lineCount = FileCheck.integer(fields["lines"], in: 0...byteCount),
      let recordCount = FileCheck.integer(fields["records"], in: 0...Int.max / 2),
      let check = fields["check"]?.string,
      states.values.reduce(0, { $0 + $1.reviews }) == recordCount
    else { return .damaged }
    var undone: Set<Int> = []
    for offset in parts.undone?.array ?? [] {
      guard let offset = FileCheck.integer(offset, in: 0...byteCount) else { return .damaged }
      undone.insert(offset)
    }
    var suspended: Set<String> = []
    for item in parts.suspended?.array ?? [] {
      guard let item = item.string, !item.isEmpty else { return .damaged }
      suspended.insert(item)
    }
    guard parts.undone.map({ $0.array != nil }) ?? true, parts.suspended.map({ $0.array != nil }) ?? true else {
      return .damaged
    }
    return .current(
      ProgressCache(
        position: HistoryLog.Position(bytes: byteCount, lines: lineCount, records: recordCount), check: check,
        states: states, totals: parts.totals.flatMap(Self.totals), undone: undone, suspended: suspended))
  }

  /// Totals, or nil when any part is missing or impossible.
  static func totals(_ value: JSON) -> HistoryTotals? {
    func tallies(_ value: JSON?) -> [String: HistoryTotals.Tally]? {
      guard let members = value?.object else { return nil }
      var tallies: [String: HistoryTotals.Tally] = [:]
      for (name, pair) in members {
        guard let numbers = pair.array, numbers.count == 2,
          let reviews = FileCheck.integer(numbers[0], in: 0...HistoryTotals.reviewLimit),
          let correct = FileCheck.integer(numbers[1], in: 0...reviews)
        else { return nil }
        tallies[name] = HistoryTotals.Tally(reviews: reviews, correct: correct)
      }
      return tallies
    }
    guard let fields = value.object, let dayOffset = FileCheck.integer(fields["offset"], in: HistoryTotals.dayOffsets),
      let topic = tallies(fields["topics"]), let kind = tallies(fields["kinds"]), let runs = fields["days"]?.array,
      let dailyRows = fields["daily"]?.array
    else { return nil }
    var dayRuns: [ClosedRange<Int>] = []
    for run in runs {
      guard let bounds = run.array, bounds.count == 2,
        let firstDay = FileCheck.integer(bounds[0], in: HistoryTotals.days),
        let lastDay = FileCheck.integer(bounds[1], in: firstDay...HistoryTotals.days.upperBound)
      else { return nil }
      dayRuns.append(firstDay...lastDay)
    }
    var daily: [Int: HistoryTotals.Day] = [:]
    for row in dailyRows {
      guard let numbers = row.array, numbers.count == 6,
        let day = FileCheck.integer(numbers[0], in: HistoryTotals.days),
        daily[day] == nil, let reviews = FileCheck.integer(numbers[1], in: 1...HistoryTotals.reviewLimit),
        let correct = FileCheck.integer(numbers[2], in: 0...reviews),
        let known = FileCheck.integer(numbers[3], in: 0...reviews),
        let knownCorrect = FileCheck.integer(numbers[4], in: 0...known),
        let seconds = FileCheck.integer(numbers[5], in: 0...86_400)
      else { return nil }
      daily[day] = HistoryTotals.Day(
        reviews: reviews, correct: correct, known: known, knownCorrect: knownCorrect, seconds: seconds)
    }
    let last = fields["last"].flatMap { FileCheck.integer($0, in: ReviewRecord.times) }
    guard fields["last"] == nil || last != nil else { return nil }
    return HistoryTotals(
      dayOffset: dayOffset, topic: topic, kind: kind, dayRuns: dayRuns, daily: daily, lastAnswer: last)
  }

  /// An item's state, or nil when any number is impossible.
  static func state(_ fields: JSONObject) -> MemoryState? {
    state(
      ItemFields(
        s: fields["s"], d: fields["d"], last: fields["last"], due: fields["due"], reps: fields["reps"],
        lapses: fields["lapses"], first: fields["first"]))
  }

  /// The members of an item that `state` reads.
  struct ItemFields {
    var s: JSON?
    var d: JSON?
    var last: JSON?
    var due: JSON?
    var reps: JSON?
    var lapses: JSON?
    var first: JSON?
  }

  static func state(_ fields: ItemFields) -> MemoryState? {
    let times = MemoryState.times
    guard let stability = fields.s?.double,
      MemoryState.stabilities.contains(stability), let difficulty = fields.d?.double,
      MemoryState.difficulties.contains(difficulty), let lastReview = FileCheck.integer(fields.last, in: times),
      let dueTime = FileCheck.integer(fields.due, in: times),
      let reviews = FileCheck.integer(fields.reps, in: 1...MemoryState.reviewLimit),
      let lapses = FileCheck.integer(fields.lapses, in: 0...reviews),
      let firstReview = FileCheck.integer(fields.first, in: times)
    else { return nil }
    return MemoryState(
      stability: stability, difficulty: difficulty, lastReview: lastReview, due: dueTime, reviews: reviews,
      lapses: lapses, firstReview: firstReview)
  }

  func rendered() -> String {
    var text = "{\"version\": \(Self.version), \"history\": {\"bytes\": \(position.bytes), "
    text += "\"lines\": \(position.lines), \"records\": \(position.records), \"check\": \(JSON.quoted(check))}, "
    if let totals { text += "\"totals\": \(Self.rendered(totals)),\n" }
    if !undone.isEmpty { text += "\"undone\": [\(undone.sorted().map(String.init).joined(separator: ", "))],\n" }
    if !suspended.isEmpty {
      text += "\"suspended\": [\(suspended.sorted().map(JSON.quoted).joined(separator: ", "))],\n"
    }
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
    let daily = totals.daily.sorted { $0.key < $1.key }.map { day, entry in
      "[\(day), \(entry.reviews), \(entry.correct), \(entry.known), \(entry.knownCorrect), \(entry.seconds)]"
    }
    let last = totals.lastAnswer.map { ", \"last\": \($0)" } ?? ""
    return "{\"offset\": \(totals.dayOffset), \"topics\": \(tallies(totals.topic)), "
      + "\"kinds\": \(tallies(totals.kind)), \"days\": [\(days)], \"daily\": [\(daily.joined(separator: ", "))]"
      + last + "}"
  }

  /// The scheduler keeps numbers finite; this keeps `inf` and `nan` out of
  /// the file even if it did not.
  private static func number(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "\(MemoryState.stabilities.lowerBound)"
  }
}

extension ProgressCache.Parts {
  /// The file read in place, the items turned into states without a tree
  /// of them first (a quarter of `stats` was spent on that tree). Nil when
  /// the file is not what lifequiz writes: a syntax error, a member it does
  /// not know or finds twice, or an item that is not an object. `decode`
  /// then reads it the general way, so both ways give the same result.
  /// Without `totals`, the totals are passed over.
  init?(reading bytes: [UInt8], totals readsTotals: Bool = true) {
    var parts = Self()
    var known = true
    var passedTotals = false
    // Keeps a member's value, or notes that it came twice.
    func keep(_ value: JSON, in slot: inout JSON?) {
      if slot != nil { known = false }
      slot = value
    }
    do {
      try JSONReader.read(bytes) { (reader: inout JSONReader) throws(JSONSyntaxError) in
        let isObject = try reader.members(depth: 1) { (reader: inout JSONReader, key: String) throws(JSONSyntaxError) in
          switch key {
          case "version": keep(try reader.value(at: 1), in: &parts.version)
          case "history": keep(try reader.value(at: 1), in: &parts.history)
          case "totals" where !readsTotals:
            if passedTotals { known = false }
            passedTotals = true
            try reader.skip(at: 1)
          case "totals": keep(try reader.value(at: 1), in: &parts.totals)
          case "undone": keep(try reader.value(at: 1), in: &parts.undone)
          case "suspended": keep(try reader.value(at: 1), in: &parts.suspended)
          case "items" where parts.states == nil:
            var states: [String: MemoryState] = [:]
            var damaged: Set<String> = []
            let isItems = try reader.members(depth: 2) {
              (reader: inout JSONReader, id: String) throws(JSONSyntaxError) in
              var fields = ProgressCache.ItemFields()
              let isItem = try reader.members(depth: 3) {
                (reader: inout JSONReader, name: String) throws(JSONSyntaxError) in
                let value = try reader.value(at: 3)
                switch name {
                case "s": keep(value, in: &fields.s)
                case "d": keep(value, in: &fields.d)
                case "last": keep(value, in: &fields.last)
                case "due": keep(value, in: &fields.due)
                case "reps": keep(value, in: &fields.reps)
                case "lapses": keep(value, in: &fields.lapses)
                case "first": keep(value, in: &fields.first)
                default: known = false
                }
              }
              guard isItem, states[id] == nil, !damaged.contains(id) else {
                known = false
                if !isItem { _ = try reader.value(at: 2) }
                return
              }
              if let state = ProgressCache.state(fields) {
                states[id] = state
              } else {
                damaged.insert(id)
                parts.damagedItem = true
              }
            }
            if isItems {
              parts.states = states
            } else {
              known = false
              _ = try reader.value(at: 1)
            }
          default:
            known = false
            _ = try reader.value(at: 1)
          }
        }
        if !isObject {
          known = false
          _ = try reader.value(at: 0)
        }
      }
    } catch {
      return nil
    }
    guard known else { return nil }
    self = parts
  }
}
