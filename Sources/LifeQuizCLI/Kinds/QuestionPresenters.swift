import QuizEngine

/// Every kind's presenter, each listed once.
enum QuestionPresenters {
  static let all: [any QuestionPresenter] = [
    OrderPresenter(), NextPresenter(), StatePresenter(), ClassifyPresenter(), TrapPresenter(), RecallPresenter(),
    ViewControllerOrderPresenter(), NotificationPresenter(), PhasePresenter(), TracePresenter(),
  ]

  static func presenter(for kind: QuestionKind) -> (any QuestionPresenter)? {
    all.first { $0.kind == kind }
  }

  /// The presenter of the question's body.
  static func presenter(for question: Question) -> (any QuestionPresenter)? {
    presenter(for: type(of: question.body).kind)
  }
}
