import LifeQuizContent
import QuizEngine

/// A recall question: the interview question to answer in your own words.
/// After an answer the session shows the model answer and its judged points
/// (`PracticeSession`); a skip shows them listed.
struct RecallPresenter: QuestionPresenter {
  func prompt(_ body: RecallQuestion, with renderer: QuestionRenderer) -> String {
    let strings = renderer.strings
    return renderer.wrapped(renderer.palette.bold(body.recall.question))
      + renderer.wrapped(strings("practice.recall.how"))
  }

  func hint(_ body: RecallQuestion, item: QuizItem, strings: Localizer) -> String {
    strings("practice.hint.recall", ["point": body.recall.keyPoints.first?.text ?? ""])
  }

  func feedback(_ body: RecallQuestion, verdict: Verdict, answer: Answer?, with renderer: FeedbackRenderer)
    -> String
  {
    answer == nil ? renderer.recall(body.recall, points: nil) : ""
  }

  func title(ofSource source: String, material: QuizMaterial?, strings: Localizer) -> String? {
    material?.recalls.first { $0.id == source }?.question
  }
}
