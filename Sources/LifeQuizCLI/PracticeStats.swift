import LifeQuizContent
import QuizEngine

/// Counts over practice history, from the totals kept with the progress:
/// accuracy by topic and kind, the streak, what is due, and the weakest
/// items.
struct PracticeStats {
  let totals: HistoryTotals
  let states: [String: MemoryState]
  let clock: Clock

  typealias Tally = HistoryTotals.Tally

  func tally(by key: (HistoryTotals) -> [String: Tally]) -> [(String, Tally)] {
    key(totals).sorted { $0.key < $1.key }
  }

  var total: Tally { totals.total }

  /// Days in a row with at least one review, ending today (or yesterday,
  /// when today has none yet).
  var streak: Int {
    let today = clock.day(clock.now())
    return max(totals.daysInARow(endingOn: today), totals.daysInARow(endingOn: today - 1))
  }

  /// Items due on each of the next seven days; today includes overdue ones.
  var dueByDay: [(day: Int, count: Int)] {
    let today = clock.day(clock.now())
    return (0..<7).map { offset in
      let day = today + offset
      return (day, states.values.filter { offset == 0 ? clock.day($0.due) <= day : clock.day($0.due) == day }.count)
    }
  }

  /// The least remembered items now, with their lapses.
  var weakest: [(item: String, recall: Int, lapses: Int)] {
    let scheduler = FSRSScheduler()
    let now = clock.now()
    return states.map {
      ($0.key, Int((scheduler.retrievability(of: $0.value, at: now) * 100).rounded()), $0.value.lapses)
    }
    .sorted { ($0.1, -$0.2, $0.0) < ($1.1, -$1.2, $1.0) }
    .prefix(5).map { (item: $0.0, recall: $0.1, lapses: $0.2) }
  }

  func text(strings: Localizer, palette: Palette, width: Int, titles: ItemTitles) -> String {
    guard total.reviews > 0 else { return strings("stats.empty") + "\n" }
    var out = palette.bold(strings("stats.title")) + "\n"
    out +=
      strings(
        total.reviews == 1 ? "stats.total.one" : "stats.total",
        ["reviews": String(total.reviews), "items": String(states.count), "percent": String(total.percent)]) + "\n"
    out += strings("stats.streak", ["days": String(streak)]) + "\n\n"
    out += palette.bold(strings("stats.due")) + "\n"
    let largest = max(1, dueByDay.map(\.count).max() ?? 1)
    for (index, entry) in dueByDay.enumerated() {
      let label = index == 0 ? strings("stats.today") : clock.describe(clock.start(ofDay: entry.day))
      let bar = String(repeating: "█", count: entry.count * 30 / largest)
      out += "  " + DisplayWidth.pad(label, to: 12) + palette.cyan(bar) + " \(entry.count)\n"
    }
    for (title, rows) in [("stats.by-topic", tally { $0.topic }), ("stats.by-kind", tally { $0.kind })] {
      out += "\n" + palette.bold(strings(title)) + "\n"
      for (name, tally) in rows {
        out +=
          "  " + DisplayWidth.pad(name, to: 26) + DisplayWidth.pad("\(tally.percent)%", to: 6)
          + strings(tally.reviews == 1 ? "stats.reviews.one" : "stats.reviews", ["count": String(tally.reviews)]) + "\n"
      }
    }
    out += "\n" + palette.bold(strings("stats.weakest")) + "\n"
    for entry in weakest {
      out += DisplayWidth.wrap(titles.title(of: entry.item), width: width - 2).map { "  " + $0 + "\n" }.joined()
      out +=
        "    "
        + palette.dim(strings("stats.recall", ["percent": String(entry.recall), "lapses": String(entry.lapses)]))
        + "\n"
    }
    return out
  }

  func json() -> JSON {
    func tallies(_ rows: [(String, Tally)], _ key: String) -> JSON {
      .array(
        rows.map {
          .object([(key, .string($0.0)), ("reviews", .integer($0.1.reviews)), ("correct", .integer($0.1.correct))])
        })
    }
    return .object([
      ("reviews", .integer(total.reviews)),
      ("correct", .integer(total.correct)),
      ("items", .integer(states.count)),
      ("streak", .integer(streak)),
      (
        "due",
        .array(
          dueByDay.map {
            .object([("date", .string(clock.describe(clock.start(ofDay: $0.day)))), ("count", .integer($0.count))])
          })
      ),
      ("byTopic", tallies(tally { $0.topic }, "topic")),
      ("byKind", tallies(tally { $0.kind }, "kind")),
      (
        "weakest",
        .array(
          weakest.map {
            .object([("item", .string($0.item)), ("recall", .integer($0.recall)), ("lapses", .integer($0.lapses))])
          })
      ),
    ])
  }
}
