import LifecycleCore

/// Order the notifications the last event posts; `options` include
/// notifications it does not post.
public struct NotificationQuestion: QuestionBody {
  public static let kind = QuestionKind.notification

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
    return QuestionGenerator.unique(QuestionGenerator.entries(of: last, in: [.notification]))
      && QuestionGenerator.has(.notification, last)
  }

  public static func make(
    for item: QuizItem, from generator: QuestionGenerator, using random: inout some RandomNumberGenerator
  ) -> NotificationQuestion? {
    guard let situation = generator.situation(item.source), let last = situation.lastStep,
      QuestionGenerator.has(.notification, last)
    else { return nil }
    let expected = QuestionGenerator.entries(of: last, in: [.notification])
    let wrong = distractors(for: expected, step: last, style: situation.scenario.style, &random)
    let options = (expected + wrong).shuffled(using: &random)
    return NotificationQuestion(situation: situation, options: options, expected: expected)
  }

  /// Notifications this event does not post: the other level's counterparts
  /// of those it does (the aggregate rule), then others of both levels.
  static func distractors(
    for expected: [TimelinePick], step: Step, style: AppStyle, _ random: inout some RandomNumberGenerator
  ) -> [TimelinePick] {
    let pairs: [(SceneNotification, AppNotification)] = [
      (.willEnterForeground, .willEnterForeground), (.didActivate, .didBecomeActive),
      (.willDeactivate, .willResignActive), (.didEnterBackground, .didEnterBackground),
      (.willConnect, .didFinishLaunching), (.didDisconnect, .willTerminate),
    ]
    var scenes: [Receiver] = []
    for pick in expected where pick.receiver.sceneID != nil && !scenes.contains(pick.receiver) {
      scenes.append(pick.receiver)
    }
    if scenes.isEmpty { scenes = [.scene(step.scenes.first?.id ?? 1)] }
    func app(_ notification: AppNotification) -> TimelinePick {
      TimelinePick(receiver: .app, name: .appNotification(notification))
    }
    func scene(_ notification: SceneNotification, _ receiver: Receiver) -> TimelinePick {
      TimelinePick(receiver: receiver, name: .sceneNotification(notification))
    }
    var counterparts: [TimelinePick] = []
    for (sceneNotification, appNotification) in pairs {
      for receiver in scenes where expected.contains(scene(sceneNotification, receiver)) {
        counterparts.append(app(appNotification))
      }
      if expected.contains(app(appNotification)) { counterparts.append(scene(sceneNotification, scenes[0])) }
    }
    var others = pairs.map { app($0.1) }
    switch style {
    case .scene: others += scenes.flatMap { receiver in pairs.map { scene($0.0, receiver) } }
    case .app: break
    }
    var result: [TimelinePick] = []
    for candidate in counterparts.shuffled(using: &random).prefix(2) + others.shuffled(using: &random)
    where !expected.contains(candidate) && !result.contains(candidate) && result.count < 3 {
      result.append(candidate)
    }
    return result
  }

  public func parse(_ text: String, vocabulary: AnswerVocabulary) -> Result<Answer, AnswerProblem> {
    PickOrder.parse(text, options: options, vocabulary: vocabulary)
  }

  public func grade(_ answer: Answer, usedHint: Bool, selfGrade: Rating?) -> Verdict {
    PickOrder.grade(answer, situation: situation, options: options, expected: expected, usedHint: usedHint)
  }
}
