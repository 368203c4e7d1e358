import LifecycleCore

/// An interview question answered in your own words, then self-graded.
public struct RecallQuestion: QuestionBody {
  public static let kind = QuestionKind.recall

  public let recall: QuizMaterial.RecallSpec

  public init(recall: QuizMaterial.RecallSpec) {
    self.recall = recall
  }

  /// The answer as typed, possibly empty (thought through, not written).
  public struct Given: AnswerValue {
    public let text: String
  }

  public static func items(from material: QuizMaterial) -> [QuizItem] {
    material.recalls.map { QuizItem(kind: kind, source: $0.id, topic: $0.topic, style: nil) }
  }

  public static func make(
    for item: QuizItem, from generator: QuestionGenerator, using random: inout some RandomNumberGenerator
  ) -> RecallQuestion? {
    generator.material.recalls.first { $0.id == item.source }.map(RecallQuestion.init)
  }

  public func parse(_ text: String, vocabulary: AnswerVocabulary) -> Result<Answer, AnswerProblem> {
    .success(.recall(text))
  }

  /// The learner's own rating; none rates again.
  public func grade(_ answer: Answer, usedHint: Bool, selfGrade: Rating?) -> Verdict {
    guard answer.value(as: Given.self) != nil else { return Grader.mismatch }
    let rating = selfGrade ?? .again
    return Verdict(correct: rating != .again, rating: rating, diff: nil)
  }
}

extension Answer {
  /// An answer to a recall question: the text as typed.
  public static func recall(_ text: String) -> Answer {
    Answer(RecallQuestion.Given(text: text))
  }
}
