import LifecycleCore

/// Order the delegate and view-controller entries of the last event;
/// `options` include distractors.
public struct ViewControllerOrderQuestion: QuestionBody {
  public static let kind = QuestionKind.vcOrder

  public let situation: Question.Situation
  public let options: [TimelinePick]
  public let expected: [TimelinePick]

  public init(situation: Question.Situation, options: [TimelinePick], expected: [TimelinePick]) {
    self.situation = situation
    self.options = options
    self.expected = expected
  }

  public static func asks(about trace: Trace) -> Bool {
    guard let last = trace.steps.last else { return false }
    return QuestionGenerator.unique(QuestionGenerator.entries(of: last, in: [.delegate, .viewController]))
      && QuestionGenerator.has(.viewController, last)
  }

  public static func make(
    for item: QuizItem, from generator: QuestionGenerator, using random: inout some RandomNumberGenerator
  ) -> ViewControllerOrderQuestion? {
    guard let situation = generator.situation(item.source), let last = situation.lastStep,
      QuestionGenerator.has(.viewController, last)
    else { return nil }
    let expected = QuestionGenerator.entries(of: last, in: [.delegate, .viewController])
    let wrong = distractors(for: expected, count: 2, &random)
    let delegate = generator.distractors(for: last.callbacks, style: situation.scenario.style, count: 1, &random)
    let options = (expected + wrong + delegate.map(TimelinePick.init)).shuffled(using: &random)
    return ViewControllerOrderQuestion(situation: situation, options: options, expected: expected)
  }

  /// Appearance callbacks the view controllers of this step do not get here.
  static func distractors(
    for expected: [TimelinePick], count: Int, _ random: inout some RandomNumberGenerator
  ) -> [TimelinePick] {
    var receivers: [Receiver] = []
    for pick in expected where pick.kind == .viewController && !receivers.contains(pick.receiver) {
      receivers.append(pick.receiver)
    }
    let methods = ViewControllerMethod.allCases.filter { $0 != .didReceiveMemoryWarning }
    let candidates = receivers.flatMap { receiver in
      methods.map { TimelinePick(receiver: receiver, name: .viewController($0)) }
    }
    return Array(candidates.filter { !expected.contains($0) }.shuffled(using: &random).prefix(count))
  }

  public func parse(_ text: String, vocabulary: AnswerVocabulary) -> Result<Answer, AnswerProblem> {
    PickOrder.parse(text, options: options, vocabulary: vocabulary)
  }

  public func grade(_ answer: Answer, usedHint: Bool, selfGrade: Rating?) -> Verdict {
    PickOrder.grade(answer, situation: situation, options: options, expected: expected, usedHint: usedHint)
  }
}
