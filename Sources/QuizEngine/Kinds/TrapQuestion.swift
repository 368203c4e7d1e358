import LifecycleCore

/// True or false on an interview trap.
public struct TrapQuestion: QuestionBody {
  public static let kind = QuestionKind.trap

  public let trap: QuizMaterial.TrapSpec

  public init(trap: QuizMaterial.TrapSpec) {
    self.trap = trap
  }

  /// True or false.
  public struct Given: AnswerValue {
    public let holds: Bool
  }

  public static func items(from material: QuizMaterial) -> [QuizItem] {
    material.traps.map { QuizItem(kind: kind, source: $0.id, topic: $0.topic, style: nil) }
  }

  public static func make(
    for item: QuizItem, from generator: QuestionGenerator, using random: inout some RandomNumberGenerator
  ) -> TrapQuestion? {
    generator.material.traps.first { $0.id == item.source }.map(TrapQuestion.init)
  }

  public func parse(_ text: String, vocabulary: AnswerVocabulary) -> Result<Answer, AnswerProblem> {
    guard !text.isEmpty else { return .failure(.empty) }
    return AnswerParser.truth(text, vocabulary).map { .success(.truth($0)) } ?? .failure(.notTrueOrFalse)
  }

  public func grade(_ answer: Answer, usedHint: Bool, selfGrade: Rating?) -> Verdict {
    guard let given = answer.value(as: Given.self)?.holds else { return Grader.mismatch }
    return Grader.verdict(given == trap.holds, usedHint: usedHint)
  }
}

extension Answer {
  /// An answer to a trap: true or false.
  public static func truth(_ holds: Bool) -> Answer {
    Answer(TrapQuestion.Given(holds: holds))
  }
}
