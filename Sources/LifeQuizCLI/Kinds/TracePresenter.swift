import LifeQuizContent
import QuizEngine

/// A trace question: type the callbacks, no options shown; after a miss the
/// core's callbacks, what was missing, extra or misplaced, and the step.
struct TracePresenter: QuestionPresenter {
  func prompt(_ body: TraceQuestion, with renderer: QuestionRenderer) -> String {
    let strings = renderer.strings
    var out = renderer.describe(body.situation)
    out += renderer.wrapped(
      strings("practice.trace.prompt", ["event": body.situation.scenario.events.last?.name ?? ""]))
    out += renderer.wrapped(strings("practice.trace.how"))
    return out
  }

  func hint(_ body: TraceQuestion, item: QuizItem, strings: Localizer) -> String {
    body.expected.isEmpty
      ? strings("practice.hint.trace.none")
      : strings("practice.hint.trace", count: body.expected.count, ["count": String(body.expected.count)])
  }

  func feedback(_ body: TraceQuestion, verdict: Verdict, answer: Answer?, with renderer: FeedbackRenderer) -> String {
    let strings = renderer.strings
    let situation = body.situation
    var out = ""
    if verdict.correct {
      out += renderer.whyStep(situation)
    } else {
      out += renderer.line(strings("practice.expected"))
      if body.expected.isEmpty { out += "  " + strings("practice.trace.none") + "\n" }
      out += renderer.numbered(body.expected)
      if let diff = verdict.diff, answer != nil {
        if diff.total > 0 { out += renderer.explain(diff, in: situation) }
        for callback in diff.extra where diff.total == 0 {
          out +=
            renderer.line(strings("practice.extra", ["callback": callback.selector]))
            + renderer.reason(callback, in: situation)
        }
      }
      out += renderer.decisiveStep(situation)
    }
    return out + renderer.varies(situation) + renderer.otherOrders(verdict, situation)
  }

  func title(ofSource source: String, material: QuizMaterial?, strings: Localizer) -> String? {
    material?.scenarios.first { $0.id == source }?.title
  }
}
