import LifecycleCore

/// A question as asked: what to show and the key to grade against, the key
/// always computed from the core.
public struct Question: Sendable {
  public let item: QuizItem
  public let body: Body

  public init(item: QuizItem, body: Body) {
    self.item = item
    self.body = body
  }

  public enum Body: Sendable {
    /// Order the callbacks of the last event; `options` include distractors.
    case order(Situation, options: [Callback], expected: [Callback])
    /// The callbacks of the last event so far are `shown`; which comes next?
    case next(Situation, shown: [Callback], options: [Callback], expected: Callback?)
    /// The state after the events: of the app, or of one scene.
    case state(Situation, subject: StateSubject, options: [String], expected: String)
    /// Which of these situations send the app to the background?
    case classify(style: AppStyle, situations: [Classification])
    case trap(QuizMaterial.TrapSpec)
    case recall(QuizMaterial.RecallSpec)
    /// Order the delegate and view-controller entries of the last event;
    /// `options` include distractors.
    case vcOrder(Situation, options: [TimelinePick], expected: [TimelinePick])
    /// Order the notifications the last event posts; `options` include
    /// notifications it does not post.
    case notification(Situation, options: [TimelinePick], expected: [TimelinePick])
    /// The SwiftUI scenePhase after the events: the App's, or a scene's views'.
    case phase(Situation, subject: StateSubject, expected: ScenePhase)
    /// Type the delegate callbacks of the last event; `names` are the
    /// callbacks a typed name may mean, the expected ones first.
    case trace(Situation, names: [Callback], expected: [Callback])
  }

  /// A scenario at the point of the question.
  public struct Situation: Sendable {
    public let scenario: QuizMaterial.ScenarioSpec
    /// The trace of every event; the question is about the last step.
    public let trace: Trace
    public var lastStep: Step? { trace.steps.last }

    public init(scenario: QuizMaterial.ScenarioSpec, trace: Trace) {
      self.scenario = scenario
      self.trace = trace
    }
  }

  public enum StateSubject: Hashable, Sendable {
    case app
    case scene(Int)
  }

  /// One situation to classify, and where the core says it leaves the app.
  public struct Classification: Hashable, Sendable {
    public let events: [LifecycleEvent]
    public let sendsToBackground: Bool

    public init(events: [LifecycleEvent], sendsToBackground: Bool) {
      self.events = events
      self.sendsToBackground = sendsToBackground
    }
  }
}
