import LifeQuizContent
import LifecycleCore
import QuizEngine

/// After an answer: right or wrong, the expected answer from the core, the
/// difference, and one line on why for each callback that was wrong.
struct FeedbackRenderer {
  let strings: Localizer
  let palette: Palette
  let width: Int

  var vocabulary: Vocabulary { Vocabulary(strings: strings) }
  /// Options and answers labelled as the question showed them.
  var questions: QuestionRenderer { QuestionRenderer(strings: strings, palette: palette, width: width) }
  let notes: () -> [String: String]

  /// `answer` is nil when the question was skipped: the answer and its
  /// reason are shown all the same.
  func render(_ verdict: Verdict, for question: Question, answer: Answer?) -> String {
    // The verdict, wrapped by display width like every other line.
    func verdictLine(_ text: String) -> String { DisplayWidth.wrap(text, width: width).joined(separator: "\n") }
    var out: String
    if answer == nil {
      out = palette.yellow(verdictLine("→ " + strings("practice.skipped")))
    } else if verdict.correct {
      // A hint's cost, said again where it is paid.
      out = palette.green(
        verdictLine("✓ " + strings(verdict.rating == .hard ? "practice.correct-after-hint" : "practice.correct")))
    } else if verdict.rating == .hard, let (inPlace, total) = verdict.inPlace {
      out = palette.yellow(
        verdictLine("½ " + strings("practice.partial", ["count": String(inPlace), "total": String(total)])))
    } else {
      out = palette.red(verdictLine("✗ " + strings("practice.wrong")))
    }
    out += "\n"
    out +=
      QuestionPresenters.presenter(for: question)?.feedback(for: question, verdict: verdict, answer: answer, with: self)
      ?? ""
    return out
  }

  /// " [varies · unconfirmed]" for an entry that is not documented.
  func badge(_ entry: TimelineEntry?) -> String {
    guard let entry, entry.confidence != .documented else { return "" }
    let text =
      entry.confidence.needsBadge
      ? "[\(strings("trace.varies")) · \(vocabulary.confidence(entry.confidence))]"
      : "[\(vocabulary.confidence(entry.confidence))]"
    return " " + (entry.confidence.needsBadge ? palette.yellow(text) : palette.dim(text))
  }

  /// The decisive step as `simulate --show` draws it, with one more layer.
  func layerStep(_ situation: Question.Situation, layer: TimelineEntry.Kind) -> String {
    let steps = situation.trace.steps.count
    guard steps > 0 else { return "" }
    var renderer = TraceTextRenderer(strings: strings, palette: palette, width: width)
    renderer.layers = [layer]
    return renderer.render(situation.trace, focus: steps)
  }

  /// The model answer, then the key points: judged (`points`, rendered by
  /// GradedAnswerRenderer) or, for an answer only thought through, listed.
  func recall(_ spec: QuizMaterial.RecallSpec, points: String?) -> String {
    var out = line(palette.bold(strings("practice.recall.model")))
    out += DisplayWidth.wrap(spec.answer, width: width - 2).map { "  " + $0 + "\n" }.joined()
    out += line(palette.bold(strings(points == nil ? "practice.recall.points-list" : "practice.recall.points")))
    if let points { return out + points }
    for (index, point) in spec.keyPoints.enumerated() {
      out += DisplayWidth.wrap("\(index + 1). " + point.text, width: width - 4).enumerated()
        .map { ($0 == 0 ? "  · " : "    ") + $1 + "\n" }.joined()
    }
    return out
  }

  /// "4 of 6 in place", then one line for each missing, extra or misplaced
  /// callback, the last two with the core's reason.
  func explain(_ diff: CallbackDiff, in situation: Question.Situation) -> String {
    explain(
      diff, name: \.selector, extraKey: { _ in "practice.extra" },
      reason: { reason($0, in: situation, move: diff.move($0)) })
  }

  /// "4 of 6 in place", then one line for each missing, extra or misplaced
  /// entry, the last two followed by `reason`.
  func explain<Element>(
    _ diff: OrderDiff<Element>, name: (Element) -> String, extraKey: (Element) -> String,
    reason: (Element) -> String
  ) -> String {
    var out = line(
      strings("practice.in-place", count: diff.total, ["count": String(diff.inPlace), "total": String(diff.total)]))
    for element in diff.missing { out += line(strings("practice.missing", ["callback": name(element)])) }
    for element in diff.extra { out += line(strings(extraKey(element), ["callback": name(element)])) + reason(element) }
    for element in diff.outOfOrder {
      out += line(strings("practice.out-of-order", ["callback": name(element)])) + reason(element)
    }
    return out
  }

  /// One line, computed by the core, on why a pick was wrong; for a callback
  /// that does not fire here, the content's note follows.
  /// `move`: for an entry given out of order, which way it must go.
  func reason(_ callback: Callback, in situation: Question.Situation, move: CallbackDiff.Move? = nil) -> String {
    let name = ["callback": callback.selector]
    let event = situation.scenario.events.last?.name ?? ""
    var text: String
    var note = false
    func neighbour(_ move: CallbackDiff.Move) -> String {
      switch move {
      case .before(let next): strings("practice.pick.before", name.merging(["neighbour": next.selector]) { $1 })
      case .after(let previous): strings("practice.pick.after", name.merging(["neighbour": previous.selector]) { $1 })
      }
    }
    switch PickExplainer.reason(for: callback, in: situation) {
    case .otherStyle(let counterpart?):
      let key = situation.scenario.style == .app ? "practice.why.no-scenes" : "practice.why.replaced"
      text = callback.selector + ": " + strings(key, ["counterpart": counterpart.selector])
    case .otherStyle(nil):
      text = strings("practice.pick.other-style", name)
    case .earlierEvent(let earlier, let index):
      text = strings(
        "practice.pick.earlier", name.merging(["event": earlier.name, "number": String(index + 1)]) { $1 })
    case .otherTransition(let other, let from, let to):
      text = strings(
        "practice.pick.elsewhere",
        name.merging(["event": event, "other": other.name, "from": from.rawValue, "to": to.rawValue]) { $1 })
      note = true
    // Said the way the learner must move it, when it was given out of order.
    case .before(let next): text = neighbour(move ?? .before(next))
    case .after(let previous): text = neighbour(move ?? .after(previous))
    case .firesHere:
      text = strings("practice.pick.here", name)
    case .never:
      text = strings("practice.pick.never", name)
      note = true
    }
    if note, let extra = notes()[callback.selector] { text += " " + firstSentence(extra) }
    return DisplayWidth.wrap(text, width: width - 4).map { "    " + palette.dim($0) + "\n" }.joined()
  }

  private func firstSentence(_ text: String) -> String {
    guard let end = text.firstRange(of: ". ") else { return text }
    return String(text[..<end.lowerBound]) + "."
  }

  /// The decisive step: the last event's callbacks, each with the state it
  /// leaves and the state it enters.
  func decisiveStep(_ situation: Question.Situation) -> String {
    guard let step = situation.lastStep else { return "" }
    var out = line(
      palette.bold(
        strings(
          "practice.step.title",
          [
            "event": step.event.name, "from": vocabulary.state(step.appStateBefore),
            "to": vocabulary.state(step.appState),
          ])))
    if step.calls.isEmpty { out += "  " + palette.dim(strings("trace.no-callbacks")) + "\n" }
    for call in step.calls {
      let change: String
      if let before = call.sceneStateBefore, let after = call.sceneState {
        change = before == after ? after.rawValue : "\(before.rawValue) → \(after.rawValue)"
      } else {
        change =
          call.appStateBefore == call.appState
          ? vocabulary.state(call.appState)
          : "\(vocabulary.state(call.appStateBefore)) → \(vocabulary.state(call.appState))"
      }
      let text = vocabulary.receiver(call.callback) + " " + call.callback.selector + "  " + change
      out += DisplayWidth.wrap(text, width: width - 6).enumerated()
        .map { ($0 == 0 ? "  " : "      ") + $1 + "\n" }.joined()
    }
    return out
  }

  /// After a right answer: what the last event does, in one line.
  func whyStep(_ situation: Question.Situation) -> String {
    guard let step = situation.lastStep else { return "" }
    let key: String
    if step.appStateBefore == step.appState {
      key = step.calls.isEmpty ? "practice.why.stay.none" : "practice.why.stay"
    } else {
      key =
        step.calls.isEmpty
        ? "practice.why.step.none" : step.calls.count == 1 ? "practice.why.step.one" : "practice.why.step"
    }
    return line(
      palette.dim(
        strings(
          key,
          [
            "event": step.event.name, "from": vocabulary.state(step.appStateBefore),
            "to": vocabulary.state(step.appState), "count": String(step.calls.count),
          ])))
  }

  /// Where the core accepts more than one order, say so: the answer that
  /// matched another order hears why it is right too.
  func otherOrders(_ verdict: Verdict, _ situation: Question.Situation) -> String {
    guard let step = situation.lastStep else { return "" }
    if let note = verdict.acceptedBecause {
      let reason = note == step.note ? "" : " " + vocabulary.note(note)
      return line(palette.green(strings("practice.also-accepted.yours")) + reason)
    }
    let others = step.acceptableOrders.dropFirst()
    guard let first = others.first else { return "" }
    let reason = first.note.map { $0 == step.note ? "" : " " + vocabulary.note($0) } ?? ""
    return line(strings("practice.also-accepted", count: others.count, ["count": String(others.count)]) + reason)
  }

  func varies(_ situation: Question.Situation) -> String {
    // Every tag but documented is shown; disputed and unconfirmed as "varies".
    guard let step = situation.lastStep, step.confidence != .documented else { return "" }
    let label = step.confidence.needsBadge ? strings("trace.varies") : vocabulary.confidence(step.confidence)
    guard let note = step.note else { return line(palette.dim("[\(label)]")) }
    return line(palette.yellow(label + ": ") + vocabulary.note(note))
  }

  func line(_ text: String) -> String {
    DisplayWidth.wrap(text, width: width).joined(separator: "\n") + "\n"
  }

  /// The core's callbacks, one numbered line each, labelled as the question
  /// labels its options.
  func numbered(_ callbacks: [Callback]) -> String {
    let labels = questions
    return callbacks.enumerated().map { "  \($0.offset + 1). " + labels.label($0.element) + "\n" }.joined()
  }

  /// A reason under the line it explains: indented, dimmed, wrapped.
  func indented(_ text: String) -> String {
    DisplayWidth.wrap(text, width: width - 4).map { "    " + palette.dim($0) + "\n" }.joined()
  }
}
