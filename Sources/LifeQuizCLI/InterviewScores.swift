import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage

/// What the interview transcripts in `<data>/interviews/` add up to, per
/// day: answers graded, key points hit of those asked, answers with a
/// contradiction, and points the learner counted as right against the
/// grader. A transcript that cannot be read is left out; at most the newest
/// 2,000 files of 1 MB each are read.
struct InterviewScores {
  struct Day {
    let day: Int
    var answers = 0
    var hits = 0
    var points = 0
    var contradicted = 0
    var overridden = 0

    var percent: Int { points == 0 ? 0 : hits * 100 / points }
  }

  static let fileLimit = 2_000
  static let sizeLimit = 1 << 20

  private(set) var days: [Day] = []

  var overridden: Int { days.reduce(0) { $0 + $1.overridden } }

  init(folder: String, clock: Clock) {
    var byDay: [Int: Day] = [:]
    let names = FileBytes.names(in: folder).filter { $0.hasSuffix(".jsonl") }.sorted().suffix(Self.fileLimit)
    for name in names {
      guard case .success(let bytes) = FileBytes.contents(of: folder + "/" + name, limit: Self.sizeLimit) else {
        continue
      }
      var askedAt: Int?
      for line in bytes.split(separator: UInt8(ascii: "\n")) {
        guard let record = try? JSON.parse(Array(line)), let type = record["type"]?.string else { continue }
        if type == "asked" { askedAt = record["at"]?.int }
        guard type == "graded", let at = askedAt, case .array(let points)? = record["points"] else { continue }
        let day = clock.day(at)
        var entry = byDay[day] ?? Day(day: day)
        entry.answers += 1
        entry.points += points.count
        entry.hits += points.filter { $0["outcome"]?.string == "hit" }.count
        entry.overridden += points.filter { $0["overridden"] == .bool(true) }.count
        let orders: Int
        if case .array(let list)? = record["orders"] { orders = list.count } else { orders = 0 }
        if orders > 0 || points.contains(where: { $0["outcome"]?.string == "contradicted" }) { entry.contradicted += 1 }
        byDay[day] = entry
      }
    }
    days = byDay.values.sorted { $0.day < $1.day }
  }

  func json(clock: Clock) -> JSON {
    .object([
      ("overridden", .integer(overridden)),
      (
        "byDay",
        .array(
          days.map {
            .object([
              ("date", .string(clock.describe(clock.start(ofDay: $0.day)))), ("answers", .integer($0.answers)),
              ("hits", .integer($0.hits)), ("points", .integer($0.points)), ("contradicted", .integer($0.contradicted)),
              ("overridden", .integer($0.overridden)),
            ])
          })
      ),
    ])
  }

  /// The last `count` days with interviews, a bar of the share of points hit each.
  func text(strings: Localizer, palette: Palette, glyphs: ChartGlyphs, width: Int, clock: Clock, count: Int = 14)
    -> String
  {
    guard !days.isEmpty else { return "" }
    let chart = BarChart(glyphs: glyphs, palette: palette)
    var out = DisplayWidth.wrap(strings("stats.interviews"), width: width).map { palette.bold($0) + "\n" }.joined()
    for day in days.suffix(count) {
      let bar = chart.bar(day.percent, of: 100, width: min(20, max(5, width - 50)), track: true)
      let detail = strings(
        "stats.interviews.day",
        [
          "answers": String(day.answers), "percent": String(day.percent), "contradicted": String(day.contradicted),
        ])
      out +=
        BarChart.trimmingTrailingSpaces(
          "  " + DisplayWidth.pad(clock.describe(clock.start(ofDay: day.day)), to: 12) + bar + " " + detail) + "\n"
    }
    if overridden > 0 {
      out += "  " + palette.dim(strings("stats.interviews.overridden", ["count": String(overridden)])) + "\n"
    }
    return out
  }
}
