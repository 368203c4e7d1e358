import LifeQuizContent
import QuizEngine

/// A callback-order question: the options to put in order, and after an
/// answer the core's order with what was missing, extra or misplaced.
struct OrderPresenter: QuestionPresenter {
  func prompt(_ body: OrderQuestion, with renderer: QuestionRenderer) -> String {
    let strings = renderer.strings
    var out = renderer.describe(body.situation)
    out += renderer.wrapped(
      strings("practice.order.prompt", ["event": body.situation.scenario.events.last?.name ?? ""]))
    out += renderer.numbered(body.options.map(renderer.label)) + renderer.wrapped(strings("practice.order.how"))
    return out
  }

  func hint(_ body: OrderQuestion, item: QuizItem, strings: Localizer) -> String {
    strings("practice.hint.order", ["count": String(body.expected.count)])
  }

  func feedback(_ body: OrderQuestion, verdict: Verdict, answer: Answer?, with renderer: FeedbackRenderer) -> String {
    let strings = renderer.strings
    let situation = body.situation
    var out = ""
    if verdict.correct {
      out += renderer.whyStep(situation)
    } else {
      out += renderer.line(strings("practice.expected"))
      out += renderer.numbered(body.expected)
      if let diff = verdict.diff, answer != nil { out += renderer.explain(diff, in: situation) }
      out += renderer.decisiveStep(situation)
    }
    return out + renderer.varies(situation) + renderer.otherOrders(verdict, situation)
  }

  func title(ofSource source: String, material: QuizMaterial?, strings: Localizer) -> String? {
    material?.scenarios.first { $0.id == source }?.title
  }
}
