import LifecycleCore

/// One kind of question, in one home: the question as asked, how its items
/// and questions are made from material, and how an answer to it is read and
/// graded. Each kind is listed once in `QuestionBodies.all`; how it looks is
/// the command line's, in the kind's presenter.
public protocol QuestionBody: Sendable {
  static var kind: QuestionKind { get }

  /// Whether a scenario that runs to `trace` (without failure, with a last
  /// step) makes an item of this kind.
  static func asks(about trace: Trace) -> Bool

  /// Items made from the material besides its scenarios: traps, recall
  /// questions, sets of situations.
  static func items(from material: QuizMaterial) -> [QuizItem]

  /// The question for an item of this kind; choices that vary (distractors,
  /// order, the point in a trace) come from `random`.
  static func make(
    for item: QuizItem, from generator: QuestionGenerator, using random: inout some RandomNumberGenerator
  )
    -> Self?

  /// Reads an answer from trimmed input.
  func parse(_ text: String, vocabulary: AnswerVocabulary) -> Result<Answer, AnswerProblem>

  /// Grades an answer against the key the core computed (see `Grader`).
  func grade(_ answer: Answer, usedHint: Bool, selfGrade: Rating?) -> Verdict
}

extension QuestionBody {
  public static func asks(about trace: Trace) -> Bool { false }
  public static func items(from material: QuizMaterial) -> [QuizItem] { [] }
}
