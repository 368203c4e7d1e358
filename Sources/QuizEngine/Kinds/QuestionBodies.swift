/// Every kind of question, each listed once, in `QuestionKind` order: items
/// are made in this order, so a seed asks the same questions.
public enum QuestionBodies {
  public static let all: [any QuestionBody.Type] = [
    OrderQuestion.self, NextQuestion.self, StateQuestion.self, ClassifyQuestion.self, TrapQuestion.self,
    RecallQuestion.self, ViewControllerOrderQuestion.self, NotificationQuestion.self, PhaseQuestion.self,
    TraceQuestion.self,
  ]

  public static func body(for kind: QuestionKind) -> (any QuestionBody.Type)? {
    all.first { $0.kind == kind }
  }
}
