import LifecycleCore

/// A question as asked: what to show and the key to grade against, the key
/// always computed from the core.
public struct Question: Sendable {
  public let item: QuizItem
  /// The question of its kind (`OrderQuestion`, `TrapQuestion`), which
  /// reads and grades its answers.
  public let body: any QuestionBody

  public init(item: QuizItem, body: any QuestionBody) {
    self.item = item
    self.body = body
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
}
