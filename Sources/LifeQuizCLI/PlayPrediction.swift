import LifeQuizContent
import LifecycleCore
import QuizEngine

/// `play --predict`: before a step is shown, asks which delegate callbacks
/// the learner expects, in order, and grades the answer with the practice
/// parser and grader against the step the core computed.
struct PlayPrediction {
  let context: CommandContext
  let vocabulary: AnswerVocabulary

  /// Asks until the answer is understood, an empty line skips, or the input
  /// ends (false).
  func ask(for step: Step, after trace: Trace, read: (String) -> String?) -> Bool {
    let strings = context.strings
    let expected = step.callbacks
    guard Set(expected.map(\.selector)).count == expected.count else {
      say(strings("play.predict.several-scenes", ["event": step.event.name]))
      return true
    }
    let situation = Question.Situation(
      scenario: QuizMaterial.ScenarioSpec(
        id: "play", style: trace.style, events: trace.steps.map(\.event), topics: [], title: "", situation: ""),
      trace: trace)
    let item = QuizItem(kind: .trace, source: "play", topic: "", style: trace.style)
    // Typed names, as practice's trace kind reads them: a part several callbacks
    // share means this style's (`willEnterForeground` in a scene-based app).
    let question = Question(
      item: item, body: .trace(situation, names: Self.options(expected: expected), expected: expected))
    say(strings("play.predict.ask", ["event": step.event.name]))
    while true {
      guard let text = read(context.palette.cyan("  > ")) else { return false }
      if text.allSatisfy(\.isWhitespace) {
        say(strings("play.predict.skipped"))
        return true
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
      say(feedback(Grader.grade(answer, for: question)))
      return true
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

  /// ✓ or ✗, then what was missing, extra or out of order.
  private func feedback(_ verdict: Verdict) -> String {
    let strings = context.strings
    let palette = context.palette
    guard !verdict.correct else { return palette.green("✓ " + strings("practice.correct")) }
    var lines = [palette.red("✗ " + strings("practice.wrong"))]
    if let diff = verdict.diff {
      if diff.total > 0 {
        lines.append(
          "  "
            + strings(
              "practice.in-place", count: diff.total, ["count": String(diff.inPlace), "total": String(diff.total)]))
      } else {
        lines.append("  " + strings("play.predict.expected-none"))
      }
      for callback in diff.missing { lines.append("  " + strings("practice.missing", ["callback": callback.selector])) }
      for callback in diff.extra { lines.append("  " + strings("practice.extra", ["callback": callback.selector])) }
      for callback in diff.outOfOrder {
        lines.append("  " + strings("practice.out-of-order", ["callback": callback.selector]))
      }
    }
    return lines.joined(separator: "\n")
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
