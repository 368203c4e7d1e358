import LifecycleCore

/// Type the delegate callbacks of the last event, with no options given;
/// `names` are the callbacks a typed name may mean, the expected ones first.
public struct TraceQuestion: QuestionBody {
  public static let kind = QuestionKind.trace

  public let situation: Question.Situation
  public let names: [Callback]
  public let expected: [Callback]

  public init(situation: Question.Situation, names: [Callback], expected: [Callback]) {
    self.situation = situation
    self.names = names
    self.expected = expected
  }

  /// Callbacks typed in order; empty for "none".
  public struct Given: AnswerValue {
    public let callbacks: [Callback]
  }

  /// A typed name must name one callback: one scene at most, each selector once.
  public static func asks(about trace: Trace) -> Bool {
    guard let last = trace.steps.last else { return false }
    return QuestionGenerator.unique(last.callbacks.map(\.selector))
      && Set(last.callbacks.compactMap(\.sceneID)).count <= 1
  }

  public static func make(
    for item: QuizItem, from generator: QuestionGenerator, using random: inout some RandomNumberGenerator
  ) -> TraceQuestion? {
    guard let situation = generator.situation(item.source), let last = situation.lastStep else { return nil }
    let expected = last.callbacks
    let sceneID = expected.compactMap(\.sceneID).first ?? 1
    let every =
      expected + AppDelegateMethod.allCases.map { Callback.app($0) }
      + SceneDelegateMethod.allCases.map { Callback.scene(sceneID, $0) }
    var seen: Set<String> = []
    let names = every.filter { seen.insert($0.selector).inserted }
    return TraceQuestion(situation: situation, names: names, expected: expected)
  }

  public func parse(_ text: String, vocabulary: AnswerVocabulary) -> Result<Answer, AnswerProblem> {
    if AnswerParser.isNone(text, vocabulary) { return .success(.trace([])) }
    guard !text.isEmpty else { return .failure(.empty) }
    return AnswerParser.typed(text, names: names, style: situation.scenario.style, vocabulary).map { .trace($0) }
  }

  public func grade(_ answer: Answer, usedHint: Bool, selfGrade: Rating?) -> Verdict {
    guard let given = answer.value(as: Given.self)?.callbacks else { return Grader.mismatch }
    if let other = Grader.otherOrder(matching: given, expected: expected, in: situation) {
      return Verdict(
        correct: true, rating: Grader.verdict(true, usedHint: usedHint).rating, diff: nil, acceptedBecause: other.note)
    }
    let diff = CallbackDiff(expected: expected, given: given)
    return Verdict(correct: given == expected, rating: Grader.rating(diff, usedHint: usedHint), diff: diff)
  }
}

extension Answer {
  /// An answer to a trace question: callbacks typed in order; empty for "none".
  public static func trace(_ callbacks: [Callback]) -> Answer {
    Answer(TraceQuestion.Given(callbacks: callbacks))
  }
}
