import LifeQuizContent
import QuizEngine

/// A state question: the states to pick from, and after a miss where the
/// picked state does occur.
struct StatePresenter: QuestionPresenter {
  func prompt(_ body: StateQuestion, with renderer: QuestionRenderer) -> String {
    let strings = renderer.strings
    var out = renderer.describe(body.situation)
    switch body.subject {
    case .app: out += renderer.wrapped(strings("practice.state.app"))
    case .scene(let id): out += renderer.wrapped(strings("practice.state.scene", ["id": String(id)]))
    }
    out += renderer.numbered(body.options.map { Vocabulary(strings: strings).state(named: $0, of: body.subject) })
    return out
  }

  func hint(_ body: StateQuestion, item: QuizItem, strings: Localizer) -> String {
    strings("practice.hint.state", ["event": body.situation.scenario.events.last?.name ?? ""])
  }

  func feedback(_ body: StateQuestion, verdict: Verdict, answer: Answer?, with renderer: FeedbackRenderer) -> String {
    let strings = renderer.strings
    let situation = body.situation
    var out = ""
    if verdict.correct {
      out += renderer.whyStep(situation)
    } else {
      out += renderer.line(
        strings("practice.expected") + " " + renderer.vocabulary.state(named: body.expected, of: body.subject))
      if let given = answer?.value(as: StateQuestion.Given.self)?.state {
        out += reason(given, subject: body.subject, in: situation, renderer)
      }
      out += renderer.decisiveStep(situation)
    }
    return out + renderer.varies(situation)
  }

  func title(ofSource source: String, material: QuizMaterial?, strings: Localizer) -> String? {
    material?.scenarios.first { $0.id == source }?.title
  }

  /// One line on where a wrongly picked state does occur.
  private func reason(
    _ state: String, subject: Question.StateSubject, in situation: Question.Situation, _ renderer: FeedbackRenderer
  ) -> String {
    let strings = renderer.strings
    let name = ["state": renderer.vocabulary.state(named: state, of: subject)]
    let text: String
    switch PickExplainer.reason(forState: state, subject: subject, in: situation) {
    case .before(let event): text = strings("practice.state.before", name.merging(["event": event.name]) { $1 })
    case .passesThrough(let event):
      text = strings("practice.state.passes", name.merging(["event": event.name]) { $1 })
    case .earlier(let event, let index):
      text = strings(
        "practice.state.earlier", name.merging(["event": event.name, "number": String(index + 1)]) { $1 })
    case .passedEarlier(let event, let index):
      text = strings(
        "practice.state.passed-earlier", name.merging(["event": event.name, "number": String(index + 1)]) { $1 })
    case .initial(let event): text = strings("practice.state.initial", name.merging(["event": event.name]) { $1 })
    case .never: text = strings("practice.state.never", name)
    }
    return renderer.indented(text)
  }
}
