import LifecycleCore

/// The state after the events: of the app, or of one scene.
public struct StateQuestion: QuestionBody {
  public static let kind = QuestionKind.state

  public let situation: Question.Situation
  public let subject: Question.StateSubject
  public let options: [String]
  public let expected: String

  public init(situation: Question.Situation, subject: Question.StateSubject, options: [String], expected: String) {
    self.situation = situation
    self.subject = subject
    self.options = options
    self.expected = expected
  }

  /// A state's name, one of the options.
  public struct Given: AnswerValue {
    public let state: String
  }

  public static func asks(about trace: Trace) -> Bool { true }

  public static func make(
    for item: QuizItem, from generator: QuestionGenerator, using random: inout some RandomNumberGenerator
  ) -> StateQuestion? {
    guard let situation = generator.situation(item.source), let last = situation.lastStep else { return nil }
    if situation.scenario.style == .scene, let scene = last.scenes.first, Bool.random(using: &random) {
      return StateQuestion(
        situation: situation, subject: .scene(scene.id), options: SceneState.allCases.map(\.rawValue),
        expected: scene.state.rawValue)
    }
    return StateQuestion(
      situation: situation, subject: .app, options: AppState.allCases.map(\.rawValue), expected: last.appState.rawValue)
  }

  public func parse(_ text: String, vocabulary: AnswerVocabulary) -> Result<Answer, AnswerProblem> {
    guard !text.isEmpty else { return .failure(.empty) }
    if let number = vocabulary.number(text) {
      guard (1...options.count).contains(number) else {
        return .failure(.numberOutOfRange(number, count: options.count))
      }
      return .success(.state(options[number - 1]))
    }
    guard let state = vocabulary.state(text), options.contains(state) else { return .failure(.notAState) }
    return .success(.state(state))
  }

  public func grade(_ answer: Answer, usedHint: Bool, selfGrade: Rating?) -> Verdict {
    guard let given = answer.value(as: Given.self)?.state else { return Grader.mismatch }
    return Grader.verdict(given == expected, usedHint: usedHint)
  }
}

extension Answer {
  /// An answer to a state question: the state's name.
  public static func state(_ name: String) -> Answer {
    Answer(StateQuestion.Given(state: name))
  }
}
