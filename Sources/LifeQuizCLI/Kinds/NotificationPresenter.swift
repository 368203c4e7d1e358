import LifeQuizContent
import QuizEngine

/// A notification question: notifications to put in order, and after an
/// answer the core's order with the notification layer drawn.
struct NotificationPresenter: QuestionPresenter {
  func prompt(_ body: NotificationQuestion, with renderer: QuestionRenderer) -> String {
    let strings = renderer.strings
    let situation = body.situation
    var out = renderer.describe(situation)
    let windows = situation.lastStep.map { max($0.scenes.count, $0.scenesBefore.count) } ?? 0
    let key = windows > 1 ? "practice.notification.prompt.windows" : "practice.notification.prompt"
    out += renderer.wrapped(
      strings(key, ["event": situation.scenario.events.last?.name ?? "", "windows": String(windows)]))
    out +=
      renderer.numbered(body.options.map(renderer.label))
      + renderer.wrapped(strings("practice.notification.how"))
    return out
  }

  func hint(_ body: NotificationQuestion, item: QuizItem, strings: Localizer) -> String {
    strings("practice.hint.notification", count: body.expected.count, ["count": String(body.expected.count)])
  }

  func feedback(_ body: NotificationQuestion, verdict: Verdict, answer: Answer?, with renderer: FeedbackRenderer)
    -> String
  {
    let strings = renderer.strings
    return PickOrderFeedback(renderer: renderer, layer: .notification).render(
      verdict, body.situation, expected: body.expected, answer: answer)
      + renderer.line(renderer.palette.dim(strings("practice.notification.rule")))
  }

  func title(ofSource source: String, material: QuizMaterial?, strings: Localizer) -> String? {
    material?.scenarios.first { $0.id == source }?.title
  }
}
