import LifeQuizContent
import QuizEngine

/// A trap: the claim to call true or false, and after an answer the truth with its reason.
struct TrapPresenter: QuestionPresenter {
  func prompt(_ body: TrapQuestion, with renderer: QuestionRenderer) -> String {
    let strings = renderer.strings
    return renderer.wrapped(strings("practice.trap.prompt")) + renderer.wrapped("  " + body.trap.claim)
      + renderer.wrapped(strings("practice.trap.how"))
  }

  func hint(_ body: TrapQuestion, item: QuizItem, strings: Localizer) -> String {
    strings("practice.hint.trap", ["topic": item.topic])
  }

  func feedback(_ body: TrapQuestion, verdict: Verdict, answer: Answer?, with renderer: FeedbackRenderer) -> String {
    let strings = renderer.strings
    return renderer.line(
      strings(body.trap.holds ? "practice.trap.true" : "practice.trap.false") + " " + body.trap.reason)
  }

  func title(ofSource source: String, material: QuizMaterial?, strings: Localizer) -> String? {
    material?.traps.first { $0.id == source }?.claim
  }
}
