import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage
import QuizEngine

/// Counts over practice history, from the totals kept with the progress:
/// reviews and accuracy on each of the last 30 days, accuracy by topic and
/// kind, the streak, what is due, and the weakest items.
struct PracticeStats {
  let totals: HistoryTotals
  let states: [String: MemoryState]
  let clock: Clock
  /// Every item the content offers, for coverage; nil when the content
  /// cannot be read.
  var items: [QuizItem]? = nil

  typealias Tally = HistoryTotals.Tally

  /// Whether each of `items` has been answered at least once, in their
  /// order: looked up once for the counts and both coverages.
  func seenItems() -> [Bool] {
    (items ?? []).map { states[$0.id] != nil }
  }

  /// Items seen (answered at least once) of those there are, by a key;
  /// `seen` is `seenItems()`.
  func coverage(by key: (QuizItem) -> String, seen: [Bool]) -> [(name: String, seen: Int, total: Int)] {
    var counts: [String: Count] = [:]
    for (item, isSeen) in zip(items ?? [], seen) { counts[key(item), default: Count()].add(isSeen) }
    return counts.sorted { $0.key < $1.key }.map { (name: $0.key, seen: $0.value.seen, total: $0.value.total) }
  }

  /// Seen of total, counted with one look-up per item.
  private struct Count {
    var seen = 0
    var total = 0

    mutating func add(_ isSeen: Bool) {
      seen += isSeen ? 1 : 0
      total += 1
    }
  }

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

  /// Days the due forecast covers, today first.
  static let forecastDays = 30
  /// Rows of the forecast drawn in text; the rest is summed in one line.
  static let forecastRows = 7

  /// Items due on each of the next `forecastDays` days; today includes
  /// overdue ones.
  var dueByDay: [(day: Int, count: Int)] {
    let today = clock.day(clock.now())
    var counts = [Int](repeating: 0, count: Self.forecastDays)
    for state in states.values {
      let offset = max(0, clock.day(state.due) - today)
      if offset < counts.count { counts[offset] += 1 }
    }
    return counts.enumerated().map { (today + $0.offset, $0.element) }
  }

  /// The items missed most often (never one not missed), then those due
  /// soonest: what to practise next. Not a recall estimate, which reads
  /// 100% right after any review, a miss included.
  var weakest: [(item: String, lapses: Int, reviews: Int, due: Int)] {
    states.filter { $0.value.lapses > 0 }
      .map { (item: $0.key, lapses: $0.value.lapses, reviews: $0.value.reviews, due: $0.value.due) }
      .sorted { (-$0.lapses, $0.due, $0.item) < (-$1.lapses, $1.due, $1.item) }
      .prefix(5).map { $0 }
  }

  /// Days the day charts and `byDay` cover, ending today.
  static let chartDays = 30

  /// Reviews and correct answers on each of the last `chartDays` days,
  /// oldest first, from the counts by day kept with the totals.
  var lastDays: [(day: Int, tally: Tally)] {
    lastDayEntries.map { (day: $0.day, tally: $0.entry.tally) }
  }

  private var lastDayEntries: [(day: Int, entry: HistoryTotals.Day)] {
    let today = clock.day(clock.now())
    return ((today - Self.chartDays + 1)...today).map { (day: $0, entry: totals.daily[$0] ?? HistoryTotals.Day()) }
  }

  /// True retention over the last `chartDays` days: answers to items last
  /// answered on an earlier day, and how many were right. Same-day repeats
  /// (relearning a miss) would flatter it, so they are left out.
  var retention: Tally {
    lastDayEntries.reduce(Tally()) {
      Tally(reviews: $0.reviews + $1.entry.known, correct: $0.correct + $1.entry.knownCorrect)
    }
  }

  /// Seconds practised over the last `chartDays` days, and on how many days:
  /// the gaps between answers less than `HistoryTotals.sessionGap` apart.
  var practised: (seconds: Int, days: Int) {
    let days = lastDayEntries.filter { $0.entry.reviews > 0 }
    return (days.map(\.entry.seconds).reduce(0, +), days.count)
  }

  /// Weeks in the calendar: a year.
  static let calendarWeeks = 53

  func text(strings: Localizer, palette: Palette, glyphs: ChartGlyphs, width: Int, titles: ItemTitles) -> String {
    guard total.reviews > 0 else { return strings("stats.empty") + "\n" }
    let chart = BarChart(glyphs: glyphs, palette: palette)
    func heading(_ text: String) -> String {
      DisplayWidth.wrap(text, width: width).map { palette.bold($0) + "\n" }.joined()
    }
    var out = heading(strings("stats.title"))
    out += DisplayWidth.wrap(
      strings(
        "stats.total", count: total.reviews,
        ["reviews": String(total.reviews), "items": String(states.count), "percent": String(total.percent)]),
      width: width
    ).map { $0 + "\n" }.joined()
    out += DisplayWidth.wrap(strings("stats.streak", ["days": String(streak)]), width: width).map { $0 + "\n" }.joined()
    out += "\n" + dayCharts(strings: strings, chart: chart, width: width, heading: heading)
    let retention = retention
    let retained =
      retention.reviews == 0
      ? strings("stats.retention-none")
      : strings(
        "stats.retention", count: retention.reviews,
        ["percent": String(retention.percent), "count": String(retention.reviews)])
    let (seconds, days) = practised
    let time = strings(
      "stats.time", ["time": Self.duration(seconds, strings), "days": String(days), "gap": "5"])
    for text in [retained, time] {
      out += DisplayWidth.wrap(text, width: width).map { $0 + "\n" }.joined()
    }
    out += "\n" + heading(strings("stats.calendar")) + calendar(glyphs: glyphs, palette: palette, width: width)
    out += "\n" + heading(strings("stats.due"))
    let dueByDay = dueByDay
    let drawnDays = dueByDay.prefix(Self.forecastRows)
    let largest = max(1, drawnDays.map(\.count).max() ?? 1)
    let countWidth = String(largest).count
    for (index, entry) in drawnDays.enumerated() {
      let label = index == 0 ? strings("stats.today") : clock.describe(clock.start(ofDay: entry.day))
      let barWidth = min(30, width - 2 - 12 - 1 - countWidth)
      let bar = chart.bar(entry.count, of: largest, width: barWidth, track: false)
      out += BarChart.trimmingTrailingSpaces("  " + DisplayWidth.pad(label, to: 12) + bar + " \(entry.count)") + "\n"
    }
    let later = dueByDay.dropFirst(Self.forecastRows)
    if let busiest = later.max(by: { ($0.count, -$0.day) < ($1.count, -$1.day) }), busiest.count > 0 {
      let line = strings(
        "stats.due-later",
        [
          "count": String(later.map(\.count).reduce(0, +)), "days": String(Self.forecastDays),
          "most": String(busiest.count), "date": clock.describe(clock.start(ofDay: busiest.day)),
        ])
      out += DisplayWidth.wrap(line, width: width - 2).map { "  " + $0 + "\n" }.joined()
    }
    let topics = tally { $0.topic }.map { (label: titles.topicTitle(of: $0.0), tally: $0.1) }
    let kinds = tally { $0.kind }.map { (label: titles.kindTitle(of: $0.0), tally: $0.1) }
    for (title, rows) in [("stats.by-topic", topics), ("stats.by-kind", kinds)] {
      out += "\n" + heading(strings(title))
      out += accuracyRows(rows.sorted { $0.label < $1.label }, strings: strings, chart: chart, width: width)
    }
    if let items {
      let seenItems = seenItems()
      let seen = seenItems.filter { $0 }.count
      out += "\n" + heading(strings("stats.coverage", ["seen": String(seen), "total": String(items.count)]))
      let rows = coverage(by: { $0.kind.rawValue }, seen: seenItems).map {
        (label: titles.kindTitle(of: $0.name), row: $0)
      }
      .sorted { $0.label < $1.label }
      let counts = rows.map { "\($0.row.seen)/\($0.row.total)" }
      let barWidth = min(30, max(8, (width - 2) / 3))
      let longest = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
      let countWidth = counts.map(\.count).max() ?? 0
      let labelWidth = max(4, min(longest, width - 2 - 1 - barWidth - 1 - countWidth))
      for ((label, row), count) in zip(rows, counts) {
        out +=
          "  " + chart.fit(label, to: labelWidth) + " "
          + chart.bar(row.seen, of: row.total, width: barWidth, track: true) + " " + count + "\n"
      }
      let topics = coverage(by: { $0.topic }, seen: seenItems)
      let met = strings(
        "stats.coverage-topics",
        ["met": String(topics.filter { $0.seen > 0 }.count), "total": String(topics.count)])
      out += DisplayWidth.wrap(met, width: width - 2).map { "  " + $0 + "\n" }.joined()
    }
    out += "\n" + heading(strings("stats.weakest"))
    let weakest = weakest
    if weakest.isEmpty { out += "  " + strings("stats.weakest-none") + "\n" }
    for entry in weakest {
      out += DisplayWidth.wrap(titles.title(of: entry.item), width: width - 2).map { "  " + $0 + "\n" }.joined()
      let line = strings(
        "stats.missed", count: entry.lapses,
        [
          "lapses": String(entry.lapses), "reviews": String(entry.reviews),
          "date": clock.describe(max(entry.due, clock.now())),
        ])
      out += DisplayWidth.wrap(line, width: width - 4).map { "    " + palette.dim($0) + "\n" }.joined()
    }
    return out
  }

  /// "1 h 5 min", "12 min", "40 s".
  static func duration(_ seconds: Int, _ strings: Localizer) -> String {
    if seconds >= 3_600 {
      return strings("stats.hours", ["hours": String(seconds / 3_600), "minutes": String(seconds % 3_600 / 60)])
    }
    if seconds >= 60 { return strings("stats.minutes", ["minutes": String(seconds / 60)]) }
    return strings("stats.seconds", ["seconds": String(seconds)])
  }

  /// A year of days, a column a week (Monday on top), each day's answers as
  /// a shade: `·` none, then four steps to the busiest day; `.` and `#`, `+`
  /// where blocks may not show. Weeks that do not fit the width are the
  /// oldest left out.
  private func calendar(glyphs: ChartGlyphs, palette: Palette, width: Int) -> String {
    let today = clock.day(clock.now())
    // 1970-01-01 was a Thursday: day 0 is row 3 with Monday as row 0.
    let row = { (day: Int) in ((day + 3) % 7 + 7) % 7 }
    let weeks = max(1, min(Self.calendarWeeks, width - 2))
    let lastMonday = today - row(today)
    let firstMonday = lastMonday - (weeks - 1) * 7
    let counts = (firstMonday...today).map { totals.daily[$0]?.reviews ?? 0 }
    let most = max(1, counts.max() ?? 1)
    let shades = glyphs == .plain ? [".", "+", "+", "#", "#"] : ["·", "░", "▒", "▓", "█"]
    var out = ""
    for weekday in 0..<7 {
      var line = "  "
      for week in 0..<weeks {
        let day = firstMonday + week * 7 + weekday
        guard day <= today else { break }
        let count = totals.daily[day]?.reviews ?? 0
        let level = count == 0 ? 0 : 1 + min(3, (count - 1) * 4 / most)
        line += level == 0 ? palette.dim(shades[0]) : shades[level]
      }
      out += line + "\n"
    }
    let first = clock.describe(clock.start(ofDay: firstMonday))
    let last = clock.describe(clock.start(ofDay: today))
    let room = weeks - first.count - last.count
    return out + "  " + (room >= 1 ? first + String(repeating: " ", count: room) : "") + last + "\n"
  }

  /// Reviews per day, then the share correct per day, over the last
  /// `chartDays` days (fewer when the terminal is too narrow for them).
  private func dayCharts(strings: Localizer, chart: BarChart, width: Int, heading: (String) -> String) -> String {
    let lastDays = lastDays
    let most = max(1, lastDays.map(\.tally.reviews).max() ?? 1)
    let labels = (reviews: (top: String(most), bottom: "0"), accuracy: (top: "100%", bottom: "0%"))
    let gutter = [labels.reviews.top, labels.accuracy.top].map(DisplayWidth.of).max() ?? 4
    let room = width - 2 - gutter - 2
    let columnWidth = min(2, max(1, room / Self.chartDays))
    let days = Array(lastDays.suffix(max(1, min(Self.chartDays, room / columnWidth))))
    let drawn = days.count * columnWidth - (columnWidth - 1)
    let dates = dateLine(first: days.first?.day, last: days.last?.day, indent: 2 + gutter + 2, columns: drawn)
    var out = heading(strings("stats.days.reviews", ["days": String(days.count)]))
    out += chart.columns(
      days.map { $0.tally.reviews > 0 ? $0.tally.reviews : nil }, maximum: most, height: 5,
      columnWidth: columnWidth, gutter: gutter, labels: labels.reviews
    ).map { $0 + "\n" }.joined()
    out += dates
    out += "\n" + heading(strings("stats.days.accuracy", ["days": String(days.count), "empty": chart.glyphs.noData]))
    out += chart.columns(
      days.map { $0.tally.reviews > 0 ? $0.tally.percent : nil }, maximum: 100, height: 5,
      columnWidth: columnWidth, gutter: gutter, labels: labels.accuracy
    ).map { $0 + "\n" }.joined()
    return out + dates
  }

  /// The first and last dates ("10-25", "11-23") under a day chart.
  private func dateLine(first: Int?, last: Int?, indent: Int, columns: Int) -> String {
    guard let first, let last else { return "" }
    func monthAndDay(_ day: Int) -> String { String(clock.describe(clock.start(ofDay: day)).suffix(5)) }
    let start = monthAndDay(first)
    let end = monthAndDay(last)
    let line: String
    if columns >= start.count + 1 + end.count {
      line = start + String(repeating: " ", count: columns - start.count - end.count) + end
    } else {
      line = String(repeating: " ", count: max(0, columns - end.count)) + end
    }
    return String(repeating: " ", count: indent) + line + "\n"
  }

  /// One line per name: the name (cut to fit), a bar of the share correct,
  /// the percentage, and the reviews when there is room.
  private func accuracyRows(_ rows: [(label: String, tally: Tally)], strings: Localizer, chart: BarChart, width: Int)
    -> String
  {
    func reviews(_ tally: Tally) -> String {
      strings("stats.reviews", count: tally.reviews, ["count": String(tally.reviews)])
    }
    let barWidth = min(30, max(8, (width - 2) / 3))
    let reviewsWidth = rows.map { DisplayWidth.of(reviews($0.tally)) }.max() ?? 0
    let showReviews = width >= 60
    let suffixWidth = 5 + (showReviews ? 2 + reviewsWidth : 0)
    let longest = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
    let labelWidth = max(4, min(longest, width - 2 - 1 - barWidth - suffixWidth))
    var out = ""
    for row in rows {
      let percent = "\(row.tally.percent)%"
      var line = "  " + chart.fit(row.label, to: labelWidth) + " "
      line += chart.bar(row.tally.correct, of: row.tally.reviews, width: barWidth, track: true) + " "
      line += String(repeating: " ", count: max(0, 4 - percent.count)) + percent
      if showReviews { line += "  " + reviews(row.tally) }
      out += line + "\n"
    }
    return out
  }

  private func coverageJSON(_ rows: [(name: String, seen: Int, total: Int)], _ key: String) -> JSON {
    .array(rows.map { .object([(key, .string($0.name)), ("seen", .integer($0.seen)), ("total", .integer($0.total))]) })
  }

  func json() -> JSON {
    func tallies(_ rows: [(String, Tally)], _ key: String) -> JSON {
      .array(
        rows.map {
          .object([(key, .string($0.0)), ("reviews", .integer($0.1.reviews)), ("correct", .integer($0.1.correct))])
        })
    }
    let seenItems = seenItems()
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
      (
        "byDay",
        .array(
          lastDayEntries.map {
            .object([
              ("date", .string(clock.describe(clock.start(ofDay: $0.day)))), ("reviews", .integer($0.entry.reviews)),
              ("correct", .integer($0.entry.correct)), ("seconds", .integer($0.entry.seconds)),
            ])
          })
      ),
      (
        "retention",
        .object([("reviews", .integer(retention.reviews)), ("correct", .integer(retention.correct))])
      ),
      ("practisedSeconds", .integer(practised.seconds)),
      (
        "calendar",
        .array(
          totals.daily.filter { $0.value.reviews > 0 }.sorted { $0.key < $1.key }.map {
            .object([
              ("date", .string(clock.describe(clock.start(ofDay: $0.key)))), ("reviews", .integer($0.value.reviews)),
            ])
          })
      ),
      ("byTopic", tallies(tally { $0.topic }, "topic")),
      (
        "coverage",
        .object([
          ("seen", .integer(seenItems.filter { $0 }.count)),
          ("total", .integer(items?.count ?? 0)),
          ("byKind", coverageJSON(coverage(by: { $0.kind.rawValue }, seen: seenItems), "kind")),
          ("byTopic", coverageJSON(coverage(by: { $0.topic }, seen: seenItems), "topic")),
        ])
      ),
      ("byKind", tallies(tally { $0.kind }, "kind")),
      (
        "weakest",
        .array(
          weakest.map {
            .object([
              ("item", .string($0.item)), ("lapses", .integer($0.lapses)), ("reviews", .integer($0.reviews)),
              ("due", .string(clock.describe($0.due))),
            ])
          })
      ),
    ])
  }
}
