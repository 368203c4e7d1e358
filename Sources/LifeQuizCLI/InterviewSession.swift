import LifeQuizContent
import LifeQuizPlatform
import QuizEngine

/// A mock interview: asks each main question, reads an answer over several
/// lines (an empty line or end of input ends it), judges each key point (hit,
/// missed or contradicted), then follows the chain of follow-ups, chosen
/// where the answer was thin or wrong; the model answers come when the chain
/// ends. In real mode nothing is shown until the score sheet. `quit`, `skip`
/// and "I don't know" are understood, never saved as answers. Each line is
/// appended to the transcript as it comes.
struct InterviewSession {
  typealias Question = InterviewPlanner.Question

  enum Mode: String, CaseIterable, Sendable {
    case study
    case real
  }

  struct Asked {
    let question: Question
    let depth: Int
    let graded: GradedAnswer
    let seconds: Int

    var hits: Int { graded.hits }
  }

  let context: CommandContext
  let planner: InterviewPlanner
  let grader: ClaimGrader
  let vocabulary: AnswerVocabulary
  let now: () -> Int
  /// Seconds an answer should take at most; 0 for no limit.
  let limit: Int
  let mode: Mode
  let transcript: InterviewTranscript
  /// Called after each main question's answer, to schedule it as a practice item.
  let record: (Question, Rating) throws(CLIError) -> Void

  private var renderer: GradedAnswerRenderer {
    GradedAnswerRenderer(strings: context.strings, palette: context.palette, width: context.width)
  }

  func run(_ mains: [Question]) throws(CLIError) -> [Asked] {
    var asked: [Asked] = []
    for (index, main) in mains.enumerated() {
      var question = main
      var depth = 0
      var chain: [Question] = []
      var challenge: String?
      defer { if mode == .study && !chain.isEmpty { context.console.write(modelAnswers(chain)) } }
      while true {
        let header =
          depth == 0
          ? context.palette.bold("[\(index + 1)/\(mains.count)] ") + question.question
          : context.palette.bold(context.strings("interview.follow-up")) + " " + question.question
        if let challenge { context.console.write("\n" + wrap(challenge, indent: "  ")) }
        context.console.write((challenge == nil ? "\n" : "") + wrap(header, indent: depth == 0 ? "" : "  "))
        // Read before the answer is typed, so the wait after it is the grading alone.
        let points = grader.prepare(question.keyPoints.map(\.graded))
        let answer = try read(question)
        switch answer.kind {
        case .quit:
          return asked
        case .skip:
          try transcript.append(.skipped(id: question.id))
          if answer.endOfInput { return asked }
          break
        case .text, .unknown:
          chain.append(question)
          let graded =
            answer.kind == .unknown
            ? GradedAnswer(points: question.keyPoints.map { _ in .missed }, orders: [])
            : grader.grade(answer.text, prepared: points, reference: question.reference)
          var choice = GradePrompt.Choice(rating: graded.suggested, graded: graded, overridden: [])
          if mode == .study { context.console.write(feedback(question, graded, seconds: answer.seconds)) }
          if depth == 0 && mode == .study && context.console.inputIsTerminal && answer.kind == .text
            && !answer.endOfInput && !answer.quitsAfter
          {
            let prompt = GradePrompt(
              context: context, vocabulary: vocabulary, renderer: renderer, readLine: readPromptLine)
            guard let confirmed = prompt.confirm(graded) else { return asked }
            choice = confirmed
          }
          try transcript.append(
            .graded(
              id: question.id, points: question.keyPoints.map(\.text), graded: choice.graded,
              overridden: choice.overridden, rating: choice.rating, suggested: graded.suggested))
          let current = Asked(
            question: question, depth: depth, graded: choice.graded, seconds: answer.seconds)
          asked.append(current)
          if depth == 0 { try record(question, choice.rating) }
          if answer.quitsAfter { try transcript.append(.quit) }
          if answer.endOfInput || answer.quitsAfter { return asked }
          if depth < InterviewPlanner.maxFollowUps,
            let next = planner.followUp(to: question, outcomes: choice.graded.points)
          {
            challenge = contradiction(in: choice.graded).map { context.strings("interview.challenge", ["said": $0]) }
            question = next
            depth += 1
            continue
          }
        }
        break
      }
    }
    return asked
  }

  /// The answer's own words where it contradicted a point, first such point.
  private func contradiction(in graded: GradedAnswer) -> String? {
    for point in graded.points {
      if case .contradicted(let said) = point { return said }
    }
    return graded.orders.first.map { $0.before + " → " + $0.after }
  }

  private struct Answer {
    enum Kind {
      case text, skip, quit, unknown
    }

    let kind: Kind
    let text: String
    let seconds: Int
    let endOfInput: Bool
    /// `quit` came on a line of its own after the answer: grade it, then end.
    var quitsAfter = false
  }

  /// Lines up to an empty one, each appended to the transcript as it comes.
  /// A first line that is `quit`, `skip` or "I don't know" is that, not an
  /// answer; `quit` after some lines ends the answer and then the interview.
  private func read(_ question: Question) throws(CLIError) -> Answer {
    let start = now()
    try transcript.append(.asked(id: question.id, parent: question.parent, question: question.question, at: start))
    var lines: [String] = []
    var endOfInput = false
    reading: while true {
      let prompt = context.palette.cyan("> ")
      let read = context.console.readLine(prompt: prompt, waiting: countdown(since: start, before: prompt))
      let line: String
      switch read {
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
      if lines.isEmpty, let kind = command(line) {
        if kind == .quit { try transcript.append(.quit) }
        return Answer(kind: kind, text: "", seconds: max(0, now() - start), endOfInput: false)
      }
      if !lines.isEmpty, vocabulary.command(line.trimmingCharacters(in: " \t.!?…。")) == .quit {
        var answer = Answer(
          kind: .text, text: lines.joined(separator: "\n"), seconds: max(0, now() - start), endOfInput: false)
        answer.quitsAfter = true
        return answer
      }
      lines.append(line)
      try transcript.append(.line(line))
    }
    let seconds = max(0, now() - start)
    if endOfInput && lines.isEmpty { return Answer(kind: .quit, text: "", seconds: seconds, endOfInput: true) }
    return Answer(kind: .text, text: lines.joined(separator: "\n"), seconds: seconds, endOfInput: endOfInput)
  }

  /// In a terminal with a time limit: the prompt says the seconds left,
  /// redrawn each second while the line is typed, and "over time" the
  /// moment the limit passes; the entered line keeps the plain prompt.
  /// Piped input waits for nothing.
  private func countdown(since start: Int, before prompt: String) -> (() -> String)? {
    guard limit > 0, context.console.inputIsTerminal, context.console.outputIsTerminal else { return nil }
    return {
      let left = limit - (now() - start)
      let status =
        left >= 0
        ? context.palette.dim(context.strings("interview.time-left", ["seconds": String(left)]))
        : context.palette.yellow(context.strings("interview.over-time", ["limit": String(limit)]))
      return status + " " + prompt
    }
  }

  private func command(_ line: String) -> Answer.Kind? {
    let word = line.trimmingCharacters(in: " \t.!?…。")
    switch vocabulary.command(word) {
    case .quit, .quitOrAnswer: return .quit
    case .skip: return .skip
    case .dontKnow: return .unknown
    case .hint, .explain, .more, .page, .right, .undo, .suspend, nil: return nil
    }
  }

  private func readPromptLine() -> String? {
    switch context.console.readLine(prompt: context.palette.cyan("> ")) {
    case nil: return nil
    case .tooLong: return "?"
    case .text(let line): return line
    }
  }

  private func feedback(_ question: Question, _ graded: GradedAnswer, seconds: Int) -> String {
    let strings = context.strings
    let palette = context.palette
    var out = renderer.points(question, graded)
    var tally = strings("interview.points", ["hits": String(graded.hits), "total": String(graded.points.count)])
    if limit == 0 {
      tally += " · " + strings("interview.time", ["seconds": String(seconds)])
    } else if seconds > limit {
      tally +=
        " · " + palette.yellow(strings("interview.time-over", ["seconds": String(seconds), "limit": String(limit)]))
    } else {
      tally += " · " + strings("interview.time-limit", ["seconds": String(seconds), "limit": String(limit)])
    }
    out += wrap(tally, indent: "  ")
    return out
  }

  /// The model answers of a finished chain, main question first.
  private func modelAnswers(_ chain: [Question]) -> String {
    var out = ""
    for question in chain {
      out += context.palette.bold(context.strings("interview.model")) + " " + context.palette.dim(question.id) + "\n"
      out += wrap(question.answer, indent: "  ")
    }
    return out
  }

  private func wrap(_ text: String, indent: String, rest: String? = nil) -> String {
    let width = context.width - DisplayWidth.of(indent)
    return DisplayWidth.wrap(text, width: max(20, width)).enumerated()
      .map { ($0 == 0 ? indent : (rest ?? indent)) + $1 + "\n" }.joined()
  }
}
