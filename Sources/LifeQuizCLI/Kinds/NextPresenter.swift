import LifeQuizContent
import LifecycleCore
import QuizEngine

/// A next-callback question: the callbacks so far and the options, and after
/// an answer the right one with the state change it announces.
struct NextPresenter: QuestionPresenter {
  func prompt(_ body: NextQuestion, with renderer: QuestionRenderer) -> String {
    let strings = renderer.strings
    let event = body.situation.scenario.events.last?.name ?? ""
    var out = renderer.describe(body.situation)
    if body.shown.isEmpty {
      out += renderer.wrapped(strings("practice.next.first", ["event": event]))
    } else {
      out += renderer.wrapped(strings("practice.next.so-far", ["event": event]))
      for callback in body.shown { out += "    " + renderer.palette.dim(renderer.label(callback)) + "\n" }
      out += renderer.wrapped(strings("practice.next.prompt"))
    }
    out += renderer.numbered(body.options.map(renderer.label) + [strings("practice.next.none")])
    return out
  }

  func hint(_ body: NextQuestion, item: QuizItem, strings: Localizer) -> String {
    strings("practice.hint.next", ["count": String(body.situation.lastStep?.calls.count ?? 0)])
  }

  func feedback(_ body: NextQuestion, verdict: Verdict, answer: Answer?, with renderer: FeedbackRenderer) -> String {
    let strings = renderer.strings
    let situation = body.situation
    var out = ""
    if verdict.correct {
      out += body.expected.map { whyCall($0, in: situation, renderer) } ?? renderer.whyStep(situation)
    } else {
      let right = body.expected.map(renderer.questions.label) ?? strings("practice.next.none")
      out += renderer.line(strings("practice.expected") + " " + right)
      if let position = answer?.value(as: NextQuestion.Given.self)?.position {
        out += renderer.reason(body.options[position], in: situation)
      }
      out += renderer.decisiveStep(situation)
    }
    return out + renderer.varies(situation) + renderer.otherOrders(verdict, situation)
  }

  func title(ofSource source: String, material: QuizMaterial?, strings: Localizer) -> String? {
    material?.scenarios.first { $0.id == source }?.title
  }

  /// After a right answer: the state change that callback announces.
  private func whyCall(_ callback: Callback, in situation: Question.Situation, _ renderer: FeedbackRenderer) -> String {
    let strings = renderer.strings
    guard let call = situation.lastStep?.calls.first(where: { $0.callback == callback }) else { return "" }
    let from = call.sceneStateBefore?.rawValue ?? renderer.vocabulary.state(call.appStateBefore)
    let to = call.sceneState?.rawValue ?? renderer.vocabulary.state(call.appState)
    // A callback that changes no state (scene(_:openURLContexts:) while inactive) marks no change.
    let key = from == to ? "practice.why.call.same" : "practice.why.call"
    return renderer.line(renderer.palette.dim(strings(key, ["callback": callback.selector, "from": from, "to": to])))
  }
}
