import LifeQuizContent
import LifecycleCore
import QuizEngine

/// After an answer: right or wrong, the expected answer from the core, the
/// difference, and one line on why for each callback that was wrong.
struct FeedbackRenderer {
  let strings: Localizer
  let palette: Palette
  let width: Int
  let notes: () -> [String: String]

  func render(_ verdict: Verdict, for question: Question) -> String {
    var out =
      verdict.correct
      ? palette.green("✓ " + strings("practice.correct")) : palette.red("✗ " + strings("practice.wrong"))
    out += "\n"
    let questions = QuestionRenderer(strings: strings, palette: palette, width: width)
    switch question.body {
    case .order(let situation, _, let expected):
      if !verdict.correct {
        out += line(strings("practice.expected"))
        for (index, callback) in expected.enumerated() { out += "  \(index + 1). " + questions.label(callback) + "\n" }
        if let diff = verdict.diff { out += explain(diff, style: situation.scenario.style) }
      }
      out += varies(situation)
    case .next(let situation, _, _, let expected):
      if !verdict.correct {
        let answer = expected.map(questions.label) ?? strings("practice.next.none")
        out += line(strings("practice.expected") + " " + answer)
        if let expected { out += why(expected, style: situation.scenario.style) }
      }
      out += varies(situation)
    case .state(let situation, _, _, let expected):
      if !verdict.correct { out += line(strings("practice.expected") + " " + expected) }
      out += varies(situation)
    case .classify(_, let situations):
      let background = situations.indices.filter { situations[$0].sendsToBackground }.map { String($0 + 1) }
      if !verdict.correct {
        out += line(
          strings(
            "practice.classify.expected", ["numbers": background.isEmpty ? "-" : background.joined(separator: " ")]))
      }
      out += line(strings("practice.classify.rule"))
    case .trap(let trap):
      out += line(strings(trap.holds ? "practice.trap.true" : "practice.trap.false") + " " + trap.reason)
    case .recall:
      break
    }
    return out
  }

  /// The model answer and the key points, ticked where the answer mentioned them.
  func recall(_ spec: QuizMaterial.RecallSpec, ticked: [Bool]) -> String {
    var out = line(palette.bold(strings("practice.recall.model")))
    out += DisplayWidth.wrap(spec.answer, width: width - 2).map { "  " + $0 + "\n" }.joined()
    out += line(palette.bold(strings("practice.recall.points")))
    for (index, point) in spec.keyPoints.enumerated() {
      let mark = index < ticked.count && ticked[index] ? palette.green("✓") : palette.dim("·")
      out += DisplayWidth.wrap(point.text, width: width - 4).enumerated()
        .map { ($0 == 0 ? "  \(mark) " : "    ") + $1 + "\n" }.joined()
    }
    return out
  }

  private func explain(_ diff: CallbackDiff, style: AppStyle) -> String {
    var out = ""
    for callback in diff.missing {
      out += line(strings("practice.missing", ["callback": callback.selector])) + why(callback, style: style)
    }
    for callback in diff.extra {
      out += line(strings("practice.extra", ["callback": callback.selector])) + why(callback, style: style)
    }
    for callback in diff.outOfOrder {
      out += line(strings("practice.out-of-order", ["callback": callback.selector])) + why(callback, style: style)
    }
    return out
  }

  /// One line on why a callback fires or not: a wrong-style callback says
  /// which delegate gets the call instead; otherwise the content's note.
  private func why(_ callback: Callback, style: AppStyle) -> String {
    let text: String?
    switch (style, callback) {
    case (.app, .scene(_, let method)):
      text = strings("practice.why.no-scenes", ["counterpart": method.appCounterpart?.rawValue ?? "-"])
    case (.scene, .app(let method)) where method.isReplacedByScenes:
      text = strings("practice.why.replaced", ["counterpart": method.sceneCounterpart?.rawValue ?? "-"])
    default:
      text = notes()[callback.selector]
    }
    guard let text else { return "" }
    return DisplayWidth.wrap(text, width: width - 4).map { "    " + palette.dim($0) + "\n" }.joined()
  }

  private func varies(_ situation: Question.Situation) -> String {
    // Every tag but documented is shown; disputed and unconfirmed as "varies".
    guard let step = situation.lastStep, step.confidence != .documented else { return "" }
    let vocabulary = Vocabulary(strings: strings)
    let label = step.confidence.needsBadge ? strings("trace.varies") : vocabulary.confidence(step.confidence)
    guard let note = step.note else { return line(palette.dim("[\(label)]")) }
    return line(palette.yellow(label + ": ") + vocabulary.note(note))
  }

  private func line(_ text: String) -> String {
    DisplayWidth.wrap(text, width: width).joined(separator: "\n") + "\n"
  }
}
