import LifeQuizContent
import LifecycleCore
import QuizEngine

/// `play --predict`: before a step is shown, asks which delegate callbacks
/// the learner expects, in order, and grades the answer with the practice
/// parser and grader against the step the core computed.
struct PlayPrediction {
  let context: CommandContext
  let vocabulary: AnswerVocabulary
  /// Notes on callbacks, for the reason a callback does not fire here.
  let notes: () -> [String: String]

  enum Outcome {
    case right, wrong
    /// An empty line, or a step with nothing to predict.
    case skipped
    /// `quit` at the prompt, or the end of input: the session ends.
    case quit
  }

  /// Asks until the answer is understood, an empty line skips, `quit` is
  /// typed or the input ends.
  func ask(for step: Step, after trace: Trace, read: (String) -> String?) -> Outcome {
    let strings = context.strings
    let expected = step.callbacks
    guard Set(expected.map(\.selector)).count == expected.count else {
      say(strings("play.predict.several-scenes", ["event": step.event.name]))
      return .skipped
    }
    let situation = Question.Situation(
      scenario: QuizMaterial.ScenarioSpec(
        id: "play", style: trace.style, events: trace.steps.map(\.event), topics: [], title: "", situation: ""),
      trace: trace)
    let item = QuizItem(kind: .trace, source: "play", topic: "", style: trace.style)
    // Typed names, as practice's trace kind reads them: a part several callbacks
    // share means this style's (`willEnterForeground` in a scene-based app).
    let question = Question(
      item: item, body: TraceQuestion(situation: situation, names: Self.options(expected: expected), expected: expected)
    )
    say(strings("play.predict.ask", ["event": step.event.name]))
    while true {
      guard let text = read(context.palette.cyan("  > ")) else { return .quit }
      if text.allSatisfy(\.isWhitespace) {
        say(strings("play.predict.skipped"))
        return .skipped
      }
      switch vocabulary.command(text.trimmingCharacters(in: " \t")) {
      case .quit: return .quit
      case .quitOrAnswer, .hint, .skip, .explain, .dontKnow, .more, .page, .right, .undo, .suspend, nil: break
      }
      if text.contains(where: \.isNumber) {
        say(strings("play.predict.names"))
        continue
      }
      let answer: Answer
      switch AnswerParser.parse(text, for: question, vocabulary: vocabulary) {
      case .success(let understood): answer = understood
      case .failure(let problem):
        say(unclear(problem))
        continue
      }
      let verdict = Grader.grade(answer, for: question)
      say(feedback(verdict, in: situation))
      return verdict.correct ? .right : .wrong
    }
  }

  /// Every delegate callback, each selector once, the expected ones first so
  /// a name matches the scene that receives it.
  static func options(expected: [Callback]) -> [Callback] {
    let sceneID = expected.compactMap(\.sceneID).first ?? 1
    let all =
      expected + AppDelegateMethod.allCases.map { Callback.app($0) }
      + SceneDelegateMethod.allCases.map { Callback.scene(sceneID, $0) }
    var seen: Set<String> = []
    return all.filter { seen.insert($0.selector).inserted }
  }

  private func unclear(_ problem: AnswerProblem) -> String {
    switch problem {
    case .unknownName(let word): context.strings("play.predict.unknown", ["word": VisibleText.escaped(word)])
    case .ambiguous(let word, let matches):
      context.strings(
        "play.predict.ambiguous", ["word": VisibleText.escaped(word), "matches": matches.joined(separator: ", ")])
    case .empty, .numberOutOfRange, .repeated, .expectedOne, .notTrueOrFalse, .notAState, .notAPhase, .namesOnly:
      Hint(strings: context.strings).text(for: problem)
    }
  }

  /// ✓ or ✗, then what was missing, extra or out of order, each wrong pick
  /// with the core's reason, as practice gives them.
  private func feedback(_ verdict: Verdict, in situation: Question.Situation) -> String {
    let strings = context.strings
    let palette = context.palette
    guard !verdict.correct else { return palette.green("✓ " + strings("practice.correct")) }
    var text = palette.red("✗ " + strings("practice.wrong"))
    if let diff = verdict.diff {
      if diff.total == 0 { text += "\n" + strings("play.predict.expected-none") }
      let renderer = FeedbackRenderer(
        strings: strings, palette: palette, width: max(20, context.width - 2), notes: notes)
      let lines = renderer.explain(diff, in: situation).split(separator: "\n", omittingEmptySubsequences: true)
      text += lines.map { "\n" + $0 }.joined()
    }
    let lines = text.split(separator: "\n")
    return ([String(lines[0])] + lines.dropFirst().map { "  " + $0 }).joined(separator: "\n")
  }

  /// Wraps each line by display width, keeping its indent.
  private func say(_ text: String) {
    var out = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = String(line.prefix { $0 == " " })
      for wrapped in DisplayWidth.wrap(
        String(line.dropFirst(indent.count)), width: max(20, context.width - indent.count))
      {
        out += indent + wrapped + "\n"
      }
    }
    context.console.write(out)
  }
}
