import LifeQuizContent
import QuizEngine

/// The end of a mock interview: key points covered per question, the points
/// missed, what to run next, and where the transcript is.
struct InterviewSummary {
  let context: CommandContext
  let library: ContentLibrary

  func render(_ asked: [InterviewSession.Asked], stem: String, mode: InterviewSession.Mode) -> String {
    let strings = context.strings
    let palette = context.palette
    var out = "\n" + palette.bold(strings("interview.summary")) + "\n"
    guard !asked.isEmpty else { return out + strings("interview.nothing-asked") + "\n" + saved(stem) }
    let tallyWidth = 8
    for entry in asked {
      let indent = entry.depth == 0 ? "  " : String(repeating: "  ", count: entry.depth + 1) + "↳ "
      let contradicted = entry.graded.points.filter(\.isContradicted).count + entry.graded.orders.count
      let tally = "\(entry.hits)/\(entry.graded.points.count)" + (contradicted > 0 ? " ✗\(contradicted)" : "")
      let room = max(20, context.width - DisplayWidth.of(indent) - tallyWidth)
      let lines = DisplayWidth.wrap(entry.question.question, width: room)
      for (index, line) in lines.enumerated() {
        let lead = index == 0 ? indent : String(repeating: " ", count: DisplayWidth.of(indent))
        out += lead + (index == 0 ? DisplayWidth.pad(line, to: room) + "  " + tally : line) + "\n"
      }
    }
    if mode == .real { out += scoreSheet(asked) }
    // Points missed (·) or contradicted (✗), as each answer's own lines mark
    // them, and points hit but also said the other way round (?): each is
    // worth another look.
    let missed = asked.flatMap { entry in
      entry.question.keyPoints.indices.compactMap { index -> (text: String, topic: String, mark: String)? in
        let point = index < entry.graded.points.count ? entry.graded.points[index] : .missed
        if !point.isHit {
          return (entry.question.keyPoints[index].text, entry.question.topic, point.isContradicted ? "✗" : "·")
        }
        if entry.graded.doubtful[index] != nil {
          return (entry.question.keyPoints[index].text, entry.question.topic, "?")
        }
        return nil
      }
    }
    if !missed.isEmpty {
      out += strings("interview.weakest") + "\n"
      for entry in missed.prefix(6) {
        out += DisplayWidth.wrap(entry.text, width: max(20, context.width - 4)).enumerated()
          .map { ($0 == 0 ? "  \(entry.mark) " : "    ") + $1 + "\n" }.joined()
      }
    }
    var topics: [String] = []
    for topic in (missed.map(\.topic) + asked.map(\.question.topic)) where !topics.contains(topic) {
      topics.append(topic)
    }
    out += strings("interview.next") + "\n"
    let lang = context.language == .english ? "" : " --lang \(context.language.rawValue)"
    for topic in topics.prefix(3) where library.topic(topic) != nil {
      out += "  lifequiz explain \(topic)\(lang)\n"
    }
    if let first = topics.first(where: { library.topic($0) != nil }) {
      out += "  lifequiz practice --topic \(first)\(lang)\n"
    }
    return out + saved(stem)
  }

  /// Real mode's sheet: points hit, missed and contradicted, time per
  /// answer, and the overall share of points hit.
  private func scoreSheet(_ asked: [InterviewSession.Asked]) -> String {
    let strings = context.strings
    var out = strings("interview.sheet") + "\n"
    var hits = 0
    var total = 0
    for entry in asked {
      let contradicted = entry.graded.points.filter(\.isContradicted).count
      let missed = entry.graded.points.count - entry.hits - contradicted
      hits += entry.hits
      total += entry.graded.points.count
      out +=
        "  " + context.palette.dim(entry.question.id) + "  "
        + strings(
          "interview.sheet-row",
          [
            "hits": String(entry.hits), "missed": String(missed), "contradicted": String(contradicted),
            "seconds": String(entry.seconds),
          ]) + "\n"
    }
    let percent = total == 0 ? 0 : hits * 100 / total
    return out
      + strings("interview.sheet-total", ["percent": String(percent), "hits": String(hits), "total": String(total)])
      + "\n"
  }

  private func saved(_ stem: String) -> String {
    let text = context.strings("interview.saved", ["json": stem + ".jsonl", "markdown": stem + ".md"])
    return DisplayWidth.wrap(text, width: context.width).map { $0 + "\n" }.joined()
  }
}
