import LifeQuizContent
import LifecycleCore
import QuizEngine

/// A SwiftUI phase question: the phases to pick from, and after an answer
/// every phase after the events, with the scenePhase layer drawn on a miss.
struct PhasePresenter: QuestionPresenter {
  func prompt(_ body: PhaseQuestion, with renderer: QuestionRenderer) -> String {
    let strings = renderer.strings
    var out = renderer.describe(body.situation)
    switch body.subject {
    case .app: out += renderer.wrapped(strings("practice.phase.app"))
    case .scene(let id): out += renderer.wrapped(strings("practice.phase.scene", ["id": String(id)]))
    }
    out += renderer.numbered(ScenePhase.allCases.map { ".\($0.rawValue)" })
    return out
  }

  func hint(_ body: PhaseQuestion, item: QuizItem, strings: Localizer) -> String {
    strings("practice.hint.phase")
  }

  func feedback(_ body: PhaseQuestion, verdict: Verdict, answer: Answer?, with renderer: FeedbackRenderer) -> String {
    let strings = renderer.strings
    let situation = body.situation
    var out = ""
    if !verdict.correct {
      let entry = PhaseQuestion.entry(of: body.subject, in: situation.trace)
      out += renderer.line(strings("practice.expected") + " .\(body.expected.rawValue)" + renderer.badge(entry))
      if let given = answer?.value(as: PhaseQuestion.Given.self)?.phase {
        out += reason(given, subject: body.subject, in: situation, renderer)
      }
      out += phases(situation, renderer)
      out += renderer.layerStep(situation, layer: .scenePhase)
    } else {
      out += phases(situation, renderer) + renderer.varies(situation)
    }
    return out + renderer.line(renderer.palette.dim(strings("practice.phase.rule")))
  }

  func title(ofSource source: String, material: QuizMaterial?, strings: Localizer) -> String? {
    material?.scenarios.first { $0.id == source }?.title
  }

  /// Every phase after the events: the App's aggregate and each scene's own.
  private func phases(_ situation: Question.Situation, _ renderer: FeedbackRenderer) -> String {
    let strings = renderer.strings
    var out = ""
    for subject in PhaseQuestion.subjects(situation.trace) {
      guard let phase = PhaseQuestion.phase(of: subject, in: situation.trace) else { continue }
      let who: String
      switch subject {
      case .app: who = strings("practice.phase.who.app")
      case .scene(let id): who = strings("practice.phase.who.scene", ["id": String(id)])
      }
      let entry = PhaseQuestion.entry(of: subject, in: situation.trace)
      out += "  " + DisplayWidth.pad(who, to: 20) + ".\(phase.rawValue)" + renderer.badge(entry) + "\n"
    }
    return out
  }

  /// One line on whose phase, or when, the wrongly picked phase is.
  private func reason(
    _ phase: ScenePhase, subject: Question.StateSubject, in situation: Question.Situation,
    _ renderer: FeedbackRenderer
  ) -> String {
    let strings = renderer.strings
    let name = ["phase": ".\(phase.rawValue)"]
    let text: String
    switch PickExplainer.reason(forPhase: phase, subject: subject, in: situation) {
    case .otherLevel(.app): text = strings("practice.phase.is-app", name)
    case .otherLevel(.scene(let id)): text = strings("practice.phase.is-scene", name.merging(["id": String(id)]) { $1 })
    case .before(let event): text = strings("practice.phase.before", name.merging(["event": event.name]) { $1 })
    case .earlier(let event, let index):
      text = strings(
        "practice.phase.earlier", name.merging(["event": event.name, "number": String(index + 1)]) { $1 })
    case .never: text = strings("practice.phase.never", name)
    }
    return renderer.indented(text)
  }
}
