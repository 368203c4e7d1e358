import LifeQuizContent
import LifeQuizPlatform
import QuizEngine

/// A mock interview: asks each main question, reads an answer over several
/// lines (an empty line or end of input ends it), shows the key points it
/// hit and missed, the time and the model answer, then follows the chain of
/// follow-ups. The transcript is saved after every line.
struct InterviewSession {
  typealias Question = InterviewPlanner.Question

  struct Asked {
    let question: Question
    let depth: Int
    let results: [KeyPointResult]

    var hits: Int { results.filter(\.hit).count }
  }

  let context: CommandContext
  let planner: InterviewPlanner
  let matcher: KeyPointMatcher
  let now: () -> Int
  /// Seconds an answer should take at most; 0 for no limit.
  let limit: Int
  /// The transcript's path without its extension.
  let stem: String
  /// Called after each main question's answer, to schedule it as a practice item.
  let record: (Question, Rating) throws(CLIError) -> Void

  func run(_ mains: [Question], transcript: inout InterviewTranscript) throws(CLIError) -> [Asked] {
    var asked: [Asked] = []
    for (index, main) in mains.enumerated() {
      var question = main
      var depth = 0
      while true {
        let header =
          depth == 0
          ? context.palette.bold("[\(index + 1)/\(mains.count)] ") + question.question
          : context.palette.bold(context.strings("interview.follow-up")) + " " + question.question
        context.console.write("\n" + wrap(header, indent: depth == 0 ? "" : "  "))
        let answer = try read(question, transcript: &transcript)
        let results = matcher.match(answer.text, question.keyPoints.map(\.keywords))
        transcript.entries[transcript.entries.count - 1].points = zip(question.keyPoints, results).map {
          ($0.text, $1.hit)
        }
        try save(transcript)
        let current = Asked(question: question, depth: depth, results: results)
        asked.append(current)
        context.console.write(feedback(current, seconds: answer.seconds))
        if depth == 0 { try record(question, Rating(hits: current.hits, of: results.count)) }
        if answer.endOfInput { return asked }
        let missed = zip(question.keyPoints, results).filter { !$1.hit }.map(\.0)
        guard depth < InterviewPlanner.maxFollowUps, let next = planner.followUp(to: question, missed: missed) else {
          break
        }
        question = next
        depth += 1
      }
    }
    return asked
  }

  private struct Answer {
    let text: String
    let seconds: Int
    let endOfInput: Bool
  }

  /// Lines up to an empty one; each is saved as it comes.
  private func read(_ question: Question, transcript: inout InterviewTranscript) throws(CLIError) -> Answer {
    let start = now()
    transcript.entries.append(.init(id: question.id, parent: question.parent, question: question.question))
    try save(transcript)
    var lines: [String] = []
    var endOfInput = false
    reading: while true {
      context.console.write(context.palette.cyan("> "))
      let line: String
      switch context.console.readLine() {
      case nil:
        context.console.write("\n")
        endOfInput = true
        break reading
      case .tooLong:
        context.console.write(
          "\n" + context.strings("practice.line-too-long", ["limit": String(StandardInput.lineLimit)]) + "\n")
        continue
      case .text(let text):
        line = text
      }
      if !context.console.inputIsTerminal { context.console.write(line + "\n") }
      if line.allSatisfy(\.isWhitespace) { break }
      lines.append(line)
      transcript.entries[transcript.entries.count - 1].answer = lines
      try save(transcript)
    }
    let seconds = max(0, now() - start)
    transcript.entries[transcript.entries.count - 1].seconds = seconds
    return Answer(text: lines.joined(separator: "\n"), seconds: seconds, endOfInput: endOfInput)
  }

  private func feedback(_ asked: Asked, seconds: Int) -> String {
    let strings = context.strings
    let palette = context.palette
    var out = ""
    for (point, result) in zip(asked.question.keyPoints, asked.results) {
      let mark = result.hit ? palette.green("✓") : palette.red("✗")
      let words = result.matched.map { "\"\($0)\"" }.joined(separator: ", ")
      out += wrap(point.text + (words.isEmpty ? "" : " — " + words), indent: "  \(mark) ", rest: "    ")
    }
    var tally = strings("interview.points", ["hits": String(asked.hits), "total": String(asked.results.count)])
    if limit == 0 {
      tally += " · " + strings("interview.time", ["seconds": String(seconds)])
    } else if seconds > limit {
      tally +=
        " · " + palette.yellow(strings("interview.time-over", ["seconds": String(seconds), "limit": String(limit)]))
    } else {
      tally += " · " + strings("interview.time-limit", ["seconds": String(seconds), "limit": String(limit)])
    }
    out += wrap(tally, indent: "  ")
    out += palette.bold(strings("interview.model")) + "\n"
    out += wrap(asked.question.answer, indent: "  ")
    return out
  }

  private func wrap(_ text: String, indent: String, rest: String? = nil) -> String {
    let width = context.width - DisplayWidth.of(indent)
    return DisplayWidth.wrap(text, width: max(20, width)).enumerated()
      .map { ($0 == 0 ? indent : (rest ?? indent)) + $1 + "\n" }.joined()
  }

  private func save(_ transcript: InterviewTranscript) throws(CLIError) {
    let strings = context.strings
    let reason = transcript.save(
      stem: stem, title: strings("interview.transcript-title"), followUp: strings("interview.follow-up"),
      noAnswer: strings("interview.no-answer"))
    if let reason {
      throw .failure(strings("error.interview-save", ["path": stem + ".json", "reason": reason]))
    }
  }
}
