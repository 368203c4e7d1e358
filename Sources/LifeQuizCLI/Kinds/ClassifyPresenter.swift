import LifeQuizContent
import QuizEngine

/// A classify question: numbered situations, and after a miss why each
/// wrongly placed one keeps the app inactive or sends it to the background.
struct ClassifyPresenter: QuestionPresenter {
  func prompt(_ body: ClassifyQuestion, with renderer: QuestionRenderer) -> String {
    let strings = renderer.strings
    var out = renderer.wrapped(
      strings("practice.classify.prompt", ["style": strings("practice.style.\(body.style.rawValue).article")]))
    out += renderer.numbered(body.situations.map(renderer.describe))
    out += renderer.wrapped(strings("practice.classify.how"))
    return out
  }

  func hint(_ body: ClassifyQuestion, item: QuizItem, strings: Localizer) -> String {
    strings("practice.hint.classify")
  }

  func feedback(_ body: ClassifyQuestion, verdict: Verdict, answer: Answer?, with renderer: FeedbackRenderer)
    -> String
  {
    let strings = renderer.strings
    let situations = body.situations
    var out = ""
    let background = situations.indices.filter { situations[$0].sendsToBackground }.map { String($0 + 1) }
    if !verdict.correct {
      out += renderer.line(
        strings(
          "practice.classify.expected", ["numbers": background.isEmpty ? "-" : background.joined(separator: " ")]))
      if let given = answer?.value(as: ClassifyQuestion.Given.self)?.positions {
        for index in situations.indices where given.contains(index) != situations[index].sendsToBackground {
          let key = situations[index].sendsToBackground ? "practice.classify.leaves" : "practice.classify.covers"
          let events = situations[index].events.map(\.name).joined(separator: " → ")
          out += renderer.indented(strings(key, ["number": String(index + 1), "events": events]))
        }
      }
    }
    return out + renderer.line(strings("practice.classify.rule"))
  }

  /// "scene-based app · set 1", or the style alone for the set drawn from all.
  func title(ofSource source: String, material: QuizMaterial?, strings: Localizer) -> String? {
    ClassifyQuestion.source(source).map { style, set in
      strings("practice.style.\(style.rawValue)")
        + (set.map { " · " + strings("practice.classify.set", ["number": String($0)]) } ?? "")
    }
  }
}
