import LifecycleCore

/// The callbacks of the last event so far are `shown`; which comes next?
/// `expected` is nil when none does.
public struct NextQuestion: QuestionBody {
  public static let kind = QuestionKind.next

  public let situation: Question.Situation
  public let shown: [Callback]
  public let options: [Callback]
  public let expected: Callback?

  public init(situation: Question.Situation, shown: [Callback], options: [Callback], expected: Callback?) {
    self.situation = situation
    self.shown = shown
    self.options = options
    self.expected = expected
  }

  /// An option position, or nil for "no more callbacks".
  public struct Given: AnswerValue {
    public let position: Int?
  }

  public static func asks(about trace: Trace) -> Bool {
    trace.steps.last.map { !$0.calls.isEmpty } ?? false
  }

  public static func make(
    for item: QuizItem, from generator: QuestionGenerator, using random: inout some RandomNumberGenerator
  ) -> NextQuestion? {
    guard let situation = generator.situation(item.source), let last = situation.lastStep, !last.calls.isEmpty else {
      return nil
    }
    let callbacks = last.callbacks
    let position = Int.random(in: 0...callbacks.count, using: &random)
    let expected = position < callbacks.count ? callbacks[position] : nil
    var options = expected.map { [$0] } ?? []
    let later = callbacks.dropFirst(position + 1).filter { !options.contains($0) }
    options += later.shuffled(using: &random).prefix(1)
    let wrong = generator.distractors(
      for: callbacks, style: situation.scenario.style, count: 4 - options.count, &random)
    options += wrong.filter { !options.contains($0) }
    return NextQuestion(
      situation: situation, shown: Array(callbacks.prefix(position)), options: options.shuffled(using: &random),
      expected: expected)
  }

  public func parse(_ text: String, vocabulary: AnswerVocabulary) -> Result<Answer, AnswerProblem> {
    guard !text.isEmpty else { return .failure(.empty) }
    if AnswerParser.isNone(text, vocabulary) || vocabulary.number(text) == options.count + 1 {
      return .success(.next(nil))
    }
    switch AnswerParser.choices(text, options: options, vocabulary) {
    case .success(let picked) where picked.count == 1: return .success(.next(picked[0]))
    case .success: return .failure(.expectedOne)
    case .failure(let problem): return .failure(problem)
    }
  }

  public func grade(_ answer: Answer, usedHint: Bool, selfGrade: Rating?) -> Verdict {
    guard let answered = answer.value(as: Given.self) else { return Grader.mismatch }
    let given = answered.position.flatMap { Grader.picked([$0], from: options).first }
    if given != expected, let step = situation.lastStep,
      let other = step.acceptableOrders.dropFirst().first(where: { variant in
        variant.callbacks.starts(with: shown)
          && given == (variant.callbacks.count > shown.count ? variant.callbacks[shown.count] : nil)
      })
    {
      var accepted = Grader.verdict(true, usedHint: usedHint)
      accepted.acceptedBecause = other.note
      return accepted
    }
    return Grader.verdict(given == expected, usedHint: usedHint)
  }
}

extension Answer {
  /// An answer to a next question: an option position, or nil for "no more callbacks".
  public static func next(_ position: Int?) -> Answer {
    Answer(NextQuestion.Given(position: position))
  }
}
