import LifeQuizContent
import LifeQuizPlatform
import QuizEngine

/// The end of a session: score, accuracy by topic, the weakest items, and
/// when the next reviews are due.
struct SessionSummary {
  let strings: Localizer
  let palette: Palette
  let width: Int
  let clock: Clock
  let titles: ItemTitles

  func render(_ outcome: PracticeSession.Outcome, states: [String: MemoryState], planned: Int) -> String {
    let answered = outcome.answered.count
    let correct = outcome.answered.filter(\.verdict.correct).count
    var out = "\n" + palette.bold(strings("summary.title")) + "\n"
    guard answered > 0 || !outcome.skipped.isEmpty else {
      return out + strings("summary.none", ["planned": String(planned)]) + "\n" + due(states)
    }
    out +=
      strings(
        "summary.score",
        [
          "correct": String(correct), "answered": String(answered),
          "percent": String(Self.percent(correct, of: answered)), "skipped": String(outcome.skipped.count),
        ]) + "\n"
    if !outcome.relearning.isEmpty {
      out +=
        strings(
          "summary.relearned",
          ["relearned": String(outcome.relearned.count), "missed": String(outcome.relearning.count)]) + "\n"
    }
    var byTopic: [String: (right: Int, total: Int)] = [:]
    for (item, verdict) in outcome.answered {
      byTopic[item.topic, default: (0, 0)].total += 1
      if verdict.correct { byTopic[item.topic, default: (0, 0)].right += 1 }
    }
    if !byTopic.isEmpty { out += strings("summary.by-topic") + "\n" }
    let rows = byTopic.map { (title: titles.topicTitle(of: $0.key), score: $0.value) }.sorted { $0.title < $1.title }
    // Scores line up in one column after the longest title that fits.
    let longest = rows.map { DisplayWidth.of($0.title) }.max() ?? 0
    let column = min(max(26, longest + 2), max(12, width - 10))
    for (title, score) in rows {
      let numbers = "\(score.right)/\(score.total)"
      if DisplayWidth.of(title) < column {
        out += "  " + DisplayWidth.pad(title, to: column) + numbers + "\n"
      } else {
        out += DisplayWidth.wrap(title, width: width - 2).map { "  " + $0 + "\n" }.joined()
        out += "  " + String(repeating: " ", count: column) + numbers + "\n"
      }
    }
    let missed = outcome.answered.filter { !$0.verdict.correct }.map(\.item.id) + outcome.skipped.map(\.id)
    if !missed.isEmpty {
      out += strings("summary.weakest") + "\n"
      for id in missed {
        out += DisplayWidth.wrap(titles.title(of: id), width: width - 4).enumerated()
          .map { ($0 == 0 ? "  · " : "    ") + $1 + "\n" }.joined()
      }
    }
    return out + due(states)
  }

  /// A whole percentage, rounded half up: 2 of 3 is 67%.
  static func percent(_ part: Int, of whole: Int) -> Int {
    whole == 0 ? 0 : (part * 200 + whole) / (2 * whole)
  }

  /// "Next review: 2026-11-23 (4 items); due in the next 7 days: 12."
  private func due(_ states: [String: MemoryState]) -> String {
    guard let next = states.values.map(\.due).min() else { return "" }
    let nextDay = clock.day(next)
    let count = states.values.filter { clock.day($0.due) == nextDay }.count
    let now = clock.now()
    let week = states.values.filter { $0.due <= now + 7 * 86_400 }.count
    return strings(
      "summary.due", count: count, ["date": clock.describe(next), "count": String(count), "week": String(week)]) + "\n"
  }
}
