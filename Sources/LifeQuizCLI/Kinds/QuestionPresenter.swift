import LifeQuizContent
import QuizEngine

/// How one kind of question looks: its prompt, its hint, the feedback after
/// an answer, and what its items are called. Each kind's presenter is listed
/// once in `QuestionPresenters.all`; the kind's body (`QuestionBody`) reads
/// and grades the answers.
protocol QuestionPresenter: Sendable {
  associatedtype Body: QuestionBody

  /// The question below its header line.
  func prompt(_ body: Body, with renderer: QuestionRenderer) -> String

  /// What `?` says.
  func hint(_ body: Body, item: QuizItem, strings: Localizer) -> String

  /// What follows the verdict line; `answer` is nil when the question was skipped.
  func feedback(_ body: Body, verdict: Verdict, answer: Answer?, with renderer: FeedbackRenderer) -> String

  /// What an item's source is called (a scenario's title, a trap's claim);
  /// nil when the material does not have it.
  func title(ofSource source: String, material: QuizMaterial?, strings: Localizer) -> String?
}

extension QuestionPresenter {
  var kind: QuestionKind { Body.kind }

  /// For a question of this presenter's kind; nil for another kind.
  func prompt(for question: Question, with renderer: QuestionRenderer) -> String? {
    (question.body as? Body).map { prompt($0, with: renderer) }
  }

  func hint(for question: Question, strings: Localizer) -> String? {
    (question.body as? Body).map { hint($0, item: question.item, strings: strings) }
  }

  func feedback(for question: Question, verdict: Verdict, answer: Answer?, with renderer: FeedbackRenderer)
    -> String?
  {
    (question.body as? Body).map { feedback($0, verdict: verdict, answer: answer, with: renderer) }
  }
}
