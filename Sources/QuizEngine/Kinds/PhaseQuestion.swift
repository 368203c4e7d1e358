import LifecycleCore

/// The SwiftUI scenePhase after the events: the App's, or a scene's views'.
public struct PhaseQuestion: QuestionBody {
  public static let kind = QuestionKind.phase

  public let situation: Question.Situation
  public let subject: Question.StateSubject
  public let expected: ScenePhase

  public init(situation: Question.Situation, subject: Question.StateSubject, expected: ScenePhase) {
    self.situation = situation
    self.subject = subject
    self.expected = expected
  }

  public struct Given: AnswerValue {
    public let phase: ScenePhase
  }

  public static func asks(about trace: Trace) -> Bool { !subjects(trace).isEmpty }

  public static func make(
    for item: QuizItem, from generator: QuestionGenerator, using random: inout some RandomNumberGenerator
  ) -> PhaseQuestion? {
    guard let situation = generator.situation(item.source) else { return nil }
    guard let subject = subjects(situation.trace).randomElement(using: &random),
      let expected = phase(of: subject, in: situation.trace)
    else { return nil }
    return PhaseQuestion(situation: situation, subject: subject, expected: expected)
  }

  /// Who can be asked about a phase after the events: the App while one of
  /// its scenes is attached, and each attached scene's views.
  public static func subjects(_ trace: Trace) -> [Question.StateSubject] {
    guard trace.style == .scene, let last = trace.steps.last, last.appState != .notRunning else { return [] }
    let attached = last.scenes.filter { $0.state != .unattached }.map { Question.StateSubject.scene($0.id) }
    guard !attached.isEmpty else { return [] }
    return ([.app] + attached).filter { phase(of: $0, in: trace) != nil }
  }

  /// The phase the subject reads: the last scenePhase entry the core
  /// recorded for it.
  public static func phase(of subject: Question.StateSubject, in trace: Trace) -> ScenePhase? {
    switch entry(of: subject, in: trace)?.name {
    case .phase(let phase): phase
    case .appDelegate, .sceneDelegate, .viewController, .appNotification, .sceneNotification, .expirationHandler, nil:
      nil
    }
  }

  public static func entry(of subject: Question.StateSubject, in trace: Trace) -> TimelineEntry? {
    let receiver: Receiver
    switch subject {
    case .app: receiver = .app
    case .scene(let id): receiver = .scene(id)
    }
    return trace.steps.flatMap(\.timeline).last { $0.kind == .scenePhase && $0.receiver == receiver }
  }

  public func parse(_ text: String, vocabulary: AnswerVocabulary) -> Result<Answer, AnswerProblem> {
    guard !text.isEmpty else { return .failure(.empty) }
    let options = ScenePhase.allCases
    if let number = vocabulary.number(text) {
      guard (1...options.count).contains(number) else {
        return .failure(.numberOutOfRange(number, count: options.count))
      }
      return .success(.phase(options[number - 1]))
    }
    let word = text.hasPrefix(".") ? String(text.dropFirst()) : text
    guard let phase = vocabulary.state(word).flatMap(ScenePhase.init(rawValue:)) else {
      return .failure(.notAPhase)
    }
    return .success(.phase(phase))
  }

  public func grade(_ answer: Answer, usedHint: Bool, selfGrade: Rating?) -> Verdict {
    guard let given = answer.value(as: Given.self)?.phase else { return Grader.mismatch }
    return Grader.verdict(given == expected, usedHint: usedHint)
  }
}

extension Answer {
  /// An answer to a phase question.
  public static func phase(_ phase: ScenePhase) -> Answer {
    Answer(PhaseQuestion.Given(phase: phase))
  }
}
