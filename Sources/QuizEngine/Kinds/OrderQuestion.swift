import LifecycleCore

/// Order the callbacks of the last event; `options` include distractors.
public struct OrderQuestion: QuestionBody {
  public static let kind = QuestionKind.order

  public let situation: Question.Situation
  public let options: [Callback]
  public let expected: [Callback]

  public init(situation: Question.Situation, options: [Callback], expected: [Callback]) {
    self.situation = situation
    self.options = options
    self.expected = expected
  }

  /// Option positions (0-based) in the order given.
  public struct Given: AnswerValue {
    public let positions: [Int]
  }

  public static func asks(about trace: Trace) -> Bool {
    trace.steps.last.map { !$0.calls.isEmpty } ?? false
  }

  public static func make(
    for item: QuizItem, from generator: QuestionGenerator, using random: inout some RandomNumberGenerator
  ) -> OrderQuestion? {
    guard let situation = generator.situation(item.source), let last = situation.lastStep, !last.calls.isEmpty else {
      return nil
    }
    let expected = last.callbacks
    let options =
      (expected + generator.distractors(for: expected, style: situation.scenario.style, count: 3, &random))
      .shuffled(using: &random)
    return OrderQuestion(situation: situation, options: options, expected: expected)
  }

  public func parse(_ text: String, vocabulary: AnswerVocabulary) -> Result<Answer, AnswerProblem> {
    guard !text.isEmpty else { return .failure(.empty) }
    return AnswerParser.choices(text, options: options, vocabulary).map { .order($0) }
  }

  public func grade(_ answer: Answer, usedHint: Bool, selfGrade: Rating?) -> Verdict {
    guard let positions = answer.value(as: Given.self)?.positions else { return Grader.mismatch }
    let given = Grader.picked(positions, from: options)
    if let other = Grader.otherOrder(matching: given, expected: expected, in: situation) {
      return Verdict(
        correct: true, rating: Grader.verdict(true, usedHint: usedHint).rating, diff: nil, acceptedBecause: other.note)
    }
    let diff = CallbackDiff(expected: expected, given: given)
    return Verdict(correct: given == expected, rating: Grader.rating(diff, usedHint: usedHint), diff: diff)
  }
}

extension Answer {
  /// An answer to an order question: option positions (0-based) in the order given.
  public static func order(_ positions: [Int]) -> Answer {
    Answer(OrderQuestion.Given(positions: positions))
  }
}
