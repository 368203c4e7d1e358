import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage
import QuizEngine

/// One practice session: asks the planned items, reads a line at a time
/// (edited in a terminal, where an input method commits whole syllables),
/// grades, teaches, and saves after every answer.
struct PracticeSession {
  let context: CommandContext
  let generator: QuestionGenerator
  let store: ProgressStore
  let scheduler: FSRSScheduler
  let now: () -> Int
  /// Renders the reference page for a topic (the `explain` prompt command).
  let explain: (String) -> String?
  /// Notes on callbacks for feedback, read on first use.
  let notes: () -> [String: String]
  /// Shows what the store found and handled while saving (a torn line kept aside).
  let showNewWarnings: () -> Void
  /// Judges a recall answer against its question's key points. The grader
  /// and the points' ways are read after the first written answer, so no
  /// question waits for them.
  let grade: (_ answer: String, _ question: QuizMaterial.RecallSpec) throws(CLIError) -> GradedAnswer
  /// The words accepted besides numbers and selectors.
  let vocabulary: AnswerVocabulary
  /// Page titles of the planned items' topics, shown in each question's header.
  let topicTitles: [String: String]

  struct Outcome {
    var answered: [(item: QuizItem, verdict: Verdict)] = []
    /// Skipped items: their answer was shown, and they count as not known.
    var skipped: [QuizItem] = []
    var states: [String: MemoryState] = [:]
    /// Items missed (or skipped) this session and asked again, and those of
    /// them answered right before the end.
    var relearning: Set<String> = []
    var relearned: Set<String> = []
    /// Items suspended this session.
    var suspended: Set<String> = []
  }

  /// A miss comes back this many questions later, and again, until it is
  /// answered right or has come back `relearnLimit` times.
  static let relearnGap = 3
  static let relearnLimit = 3

  private enum Step {
    case answered(Verdict)
    /// Skipped: the answer was shown, and the item counts as not known.
    case skipped(Verdict)
    /// Take back the last answer or suspension of this session.
    case undo
    /// Never ask this item again (confirmed).
    case suspend
    case stop
    /// Answered, then `quit` at the feedback: the answer counts, and the
    /// session ends there.
    case answeredThenStop(Verdict)
  }

  /// Where the session stood before an answer or a suspension, so `undo`
  /// can go back to it.
  private struct Checkpoint {
    var queue: [(item: QuizItem, again: Int)]
    var position: Int
    var distinct: Int
    var outcome: Outcome
    var item: QuizItem
    var suspended: Bool
  }

  func run(_ plan: [QuizItem], seed: UInt64) throws(CLIError) -> Outcome {
    var random = SeededGenerator(seed: seed)
    var outcome = Outcome()
    let strings = context.strings
    let questions = QuestionRenderer(
      strings: strings, palette: context.palette, width: context.width, topicTitles: topicTitles)
    // The plan, with each miss put back a few questions later (learning steps).
    var queue = plan.map { (item: $0, again: 0) }
    var position = 0
    var distinct = 0
    var checkpoints: [Checkpoint] = []
    while position < queue.count {
      let (item, again) = queue[position]
      var checkpoint = Checkpoint(
        queue: queue, position: position, distinct: distinct, outcome: outcome, item: item, suspended: false)
      position += 1
      guard let question = generator.question(for: item, using: &random) else { continue }
      if again == 0 { distinct += 1 }
      let shown = questions.render(question, number: distinct, total: plan.count)
      context.console.write("\n" + (again > 0 ? context.palette.dim(strings("practice.relearn")) + "\n" : "") + shown)
      let verdict: Verdict
      let step = try ask(question, shown: shown, canUndo: !checkpoints.isEmpty)
      switch step {
      case .stop:
        return outcome
      case .undo:
        guard let last = checkpoints.popLast() else { continue }
        try save { () throws in
          _ =
            last.suspended
            ? try store.setSuspended(last.item.id, false, at: now()) : try store.undo(last.item.id, at: now())
        }
        (queue, position, distinct, outcome) = (last.queue, last.position, last.distinct, last.outcome)
        let key = last.suspended ? "practice.unsuspended" : "practice.undone"
        let line = strings(key, ["item": last.item.id])
        context.console.write(
          DisplayWidth.wrap(line, width: context.width).map { context.palette.dim($0) + "\n" }.joined())
        continue
      case .suspend:
        try save { () throws in _ = try store.setSuspended(item.id, true, at: now()) }
        checkpoint.suspended = true
        checkpoints.append(checkpoint)
        outcome.suspended.insert(item.id)
        // A suspended item is not asked again, so it is no miss left to relearn.
        outcome.relearning.remove(item.id)
        position -= queue[..<position].filter { $0.item.id == item.id }.count
        queue.removeAll { $0.item.id == item.id }
        let line = strings("practice.suspended", ["item": item.id])
        context.console.write(DisplayWidth.wrap(line, width: context.width).map { $0 + "\n" }.joined())
        context.console.write("  lifequiz practice --unsuspend \(item.id)\n")
        continue
      case .skipped(let skipped):
        if again == 0 { outcome.skipped.append(item) }
        verdict = skipped
      case .answered(let answered), .answeredThenStop(let answered):
        if again == 0 { outcome.answered.append((item, answered)) }
        verdict = answered
      }
      if verdict.rating == .again && again < Self.relearnLimit {
        outcome.relearning.insert(item.id)
        queue.insert((item, again + 1), at: min(queue.count, position + Self.relearnGap))
      } else if again > 0 && verdict.correct {
        outcome.relearned.insert(item.id)
      }
      let review = ReviewRecord(
        item: item.id, kind: item.kind.rawValue, topic: item.topic, at: now(), rating: verdict.rating,
        correct: verdict.correct)
      try save { () throws in outcome.states[item.id] = try store.record(review, scheduler: scheduler) }
      checkpoints.append(checkpoint)
      if case .answeredThenStop = step { return outcome }
    }
    return outcome
  }

  /// A write to the store, with signals held so it is never torn.
  private func save(_ write: () throws -> Void) throws(CLIError) {
    do {
      try TerminationSignals.holding { try write() }
      showNewWarnings()
    } catch let error as ProgressError {
      throw context.progressFailure(error)
    } catch {
      throw .failure(context.strings("error.progress", ["path": "", "reason": "\(error)"]))
    }
  }

  /// Reads until the learner answers, skips or stops; unclear input is
  /// asked again with a hint, never graded.
  private func ask(_ question: Question, shown: String, canUndo: Bool) throws(CLIError) -> Step {
    let strings = context.strings
    let feedback = FeedbackRenderer(strings: strings, palette: context.palette, width: context.width, notes: notes)
    var usedHint = false
    while true {
      guard let input = prompt() else { return .stop }
      switch PromptCommand(input, vocabulary: vocabulary) {
      case .quit: return .stop
      case .quitOrAnswer:
        if case .success = AnswerParser.parse(input, for: question, vocabulary: vocabulary) { break }
        let reminder = strings("practice.quit-word", ["word": input.trimmingCharacters(in: " \t")])
        context.console.write(DisplayWidth.wrap(reminder, width: context.width).map { $0 + "\n" }.joined())
        continue
      case .skip:
        let verdict = Grader.skipped()
        context.console.write(feedback.render(verdict, for: question, answer: nil))
        return .skipped(verdict)
      case .hint:
        usedHint = true
        context.console.write(Hint(strings: strings).text(for: question) + "\n")
        continue
      case .explain:
        showPage(question.item.topic)
        context.console.write("\n" + shown)
        continue
      case .undo:
        if canUndo { return .undo }
        context.console.write(strings("practice.undo-nothing") + "\n")
        continue
      case .suspend:
        guard let sure = confirmSuspend(question.item.id) else { return .stop }
        if sure { return .suspend }
        context.console.write("\n" + shown)
        continue
      case .none: break
      }
      switch AnswerParser.parse(input, for: question, vocabulary: vocabulary) {
      case .failure(let problem):
        let text = Hint(strings: strings).text(for: problem)
        context.console.write(DisplayWidth.wrap(text, width: context.width).map { $0 + "\n" }.joined())
      case .success(let answer):
        if let body = question.body as? RecallQuestion, let given = answer.value(as: RecallQuestion.Given.self) {
          return try recall(body.recall, text: given.text, answer: answer, question: question, feedback: feedback)
        }
        let verdict = Grader.grade(answer, for: question, usedHint: usedHint)
        let stops = showAtPace(
          feedback.render(verdict, for: question, answer: answer), correct: verdict.correct, topic: question.item.topic)
        return stops ? .answeredThenStop(verdict) : .answered(verdict)
      }
    }
  }

  /// The topic's page: through a pager in a terminal, so the question is
  /// not scrolled away, else printed; the caller shows the question again.
  /// Lines of a miss's feedback shown before the learner asks for more, at
  /// least: the whole right answer is always shown.
  static let compactLines = 8

  /// In a terminal, a miss's feedback is shown a screen's worth at a time:
  /// the verdict, the right answer and the first lines of why, then `Enter`
  /// goes on, `m` shows the rest, `e` opens the topic's page. A right answer,
  /// short feedback and piped sessions show it all at once, as before.
  /// True when the learner typed `quit` there instead.
  private func showAtPace(_ text: String, correct: Bool, topic: String) -> Bool {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let interactive = context.console.inputIsTerminal && context.console.outputIsTerminal && context.console.isProcess
    // Never cut the right answer: its entries are the first run of indented
    // lines after the verdict, however many a long list wraps to.
    func indented(_ index: Int) -> Bool { lines[index].first?.isWhitespace ?? false }
    let answerStart = lines.indices.dropFirst().first(where: indented) ?? lines.count
    let answerEnd = lines.indices[answerStart...].first { !indented($0) } ?? lines.count
    let shown = max(Self.compactLines, answerEnd)
    guard interactive, !correct, lines.count > shown + 2 else {
      context.console.write(text)
      return false
    }
    context.console.write(lines.prefix(shown).joined(separator: "\n") + "\n")
    var rest = Array(lines.dropFirst(shown))
    while true {
      context.console.write(
        context.palette.dim(context.strings(rest.isEmpty ? "practice.pace-done" : "practice.pace")) + "\n")
      guard let input = prompt() else { return false }
      if input.allSatisfy(\.isWhitespace) { return false }
      switch vocabulary.command(input) {
      case .more where !rest.isEmpty:
        context.console.write(rest.joined(separator: "\n"))
        rest = []
      case .page, .explain:
        showPage(topic)
      case .quit, .quitOrAnswer:
        return true
      case .more, .hint, .skip, .dontKnow, .right, .undo, .suspend, nil:
        continue
      }
    }
  }

  private func showPage(_ topic: String) {
    guard let page = explain(topic) else {
      context.console.write(context.strings("practice.no-page") + "\n")
      return
    }
    let interactive = context.console.inputIsTerminal && context.console.outputIsTerminal && context.console.isProcess
    if interactive {
      switch Pager(environment: context.environment).show(page) {
      case .shown: return
      case .failed(let pager):
        context.console.writeError(context.strings("pager.failed", ["pager": pager]) + "\n")
      }
    }
    context.console.write(page)
  }

  /// The model answer and each point judged; the learner confirms the
  /// suggested rating, or rates an answer only thought through.
  private func recall(
    _ spec: QuizMaterial.RecallSpec, text: String, answer: Answer, question: Question, feedback: FeedbackRenderer
  ) throws(CLIError) -> Step {
    let renderer = GradedAnswerRenderer(strings: context.strings, palette: context.palette, width: context.width)
    guard !text.allSatisfy(\.isWhitespace) else {
      context.console.write(feedback.recall(spec, points: nil))
      guard let grade = askSelfGrade() else { return .stop }
      return .answered(Grader.grade(answer, for: question, selfGrade: grade))
    }
    let graded = try grade(text, spec)
    context.console.write(feedback.recall(spec, points: renderer.points(spec, graded)))
    let prompt = GradePrompt(context: context, vocabulary: vocabulary, renderer: renderer, readLine: prompt)
    guard let choice = prompt.confirm(graded) else { return .stop }
    return .answered(Grader.grade(answer, for: question, selfGrade: choice.rating))
  }

  /// A suspension is asked once more, since `suspend` is close to the
  /// answer `suspended`; nil at the end of input.
  private func confirmSuspend(_ item: String) -> Bool? {
    while true {
      context.console.write(context.strings("practice.suspend-confirm", ["item": item]) + "\n")
      guard let input = prompt() else { return nil }
      let word = AnswerParser.normalize(input)
      if vocabulary.yes.contains(word) { return true }
      if vocabulary.no.contains(word) || word.isEmpty { return false }
    }
  }

  private func askSelfGrade() -> Rating? {
    while true {
      context.console.write(context.strings("practice.recall.grade") + "\n")
      guard let input = prompt() else { return nil }
      if let rating = SelfGrade.parse(input, vocabulary: vocabulary) { return rating }
      context.console.write(context.strings("practice.recall.grade-hint") + "\n")
    }
  }

  /// "> " and one line; when input is piped, the line is echoed so a
  /// transcript reads like a session.
  private func prompt() -> String? {
    while true {
      switch context.console.readLine(prompt: context.palette.cyan("> ")) {
      case nil:
        context.console.write("\n")
        return nil
      case .tooLong:
        context.console.write(
          "\n" + context.strings("practice.line-too-long", ["limit": String(StandardInput.lineLimit)]) + "\n")
      case .text(let line):
        if !context.console.inputIsTerminal { context.console.write(line + "\n") }
        return line
      }
    }
  }
}
