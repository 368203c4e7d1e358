import LifeQuizContent
import QuizEngine

/// A view-controller order question: delegate and view-controller entries to
/// put in order, and after an answer the core's order with that layer drawn.
struct ViewControllerOrderPresenter: QuestionPresenter {
  func prompt(_ body: ViewControllerOrderQuestion, with renderer: QuestionRenderer) -> String {
    let strings = renderer.strings
    var out = renderer.describe(body.situation)
    out += renderer.wrapped(
      strings("practice.vc-order.prompt", ["event": body.situation.scenario.events.last?.name ?? ""]))
    out += renderer.numbered(body.options.map(renderer.label)) + renderer.wrapped(strings("practice.order.how"))
    return out
  }

  func hint(_ body: ViewControllerOrderQuestion, item: QuizItem, strings: Localizer) -> String {
    strings(
      "practice.hint.vc-order",
      [
        "count": String(body.expected.count),
        "controllers": String(body.expected.filter { $0.kind == .viewController }.count),
      ])
  }

  func feedback(
    _ body: ViewControllerOrderQuestion, verdict: Verdict, answer: Answer?, with renderer: FeedbackRenderer
  ) -> String {
    let strings = renderer.strings
    return PickOrderFeedback(renderer: renderer, layer: .viewController).render(
      verdict, body.situation, expected: body.expected, answer: answer)
      + renderer.line(renderer.palette.dim(strings("practice.vc-order.rule")))
  }

  func title(ofSource source: String, material: QuizMaterial?, strings: Localizer) -> String? {
    material?.scenarios.first { $0.id == source }?.title
  }
}
