import LifecycleCore

/// What questions are made from, already in the learner's language. The
/// content layer builds it; the engine never stores an answer for a scenario.
public struct QuizMaterial: Sendable {
  public struct ScenarioSpec: Hashable, Sendable {
    public let id: String
    public let style: AppStyle
    public let events: [LifecycleEvent]
    public let topics: [String]
    public let title: String
    public let situation: String

    public init(
      id: String, style: AppStyle, events: [LifecycleEvent], topics: [String], title: String, situation: String
    ) {
      self.id = id
      self.style = style
      self.events = events
      self.topics = topics
      self.title = title
      self.situation = situation
    }
  }

  public struct TrapSpec: Hashable, Sendable {
    public let id: String
    public let topic: String
    public let claim: String
    /// Whether the claim is true; computed from the core where content has a check.
    public let holds: Bool
    public let reason: String

    public init(id: String, topic: String, claim: String, holds: Bool, reason: String) {
      self.id = id
      self.topic = topic
      self.claim = claim
      self.holds = holds
      self.reason = reason
    }
  }

  public struct RecallSpec: Hashable, Sendable {
    public let id: String
    public let topic: String
    public let parent: String?
    public let question: String
    public let answer: String
    public let keyPoints: [KeyPoint]
    /// The question's scenario, run by the core only when an answer is
    /// graded (building material for a title or a deck needs no run).
    public let scenario: Scenario?
    /// The `lifequiz simulate` line that shows the scenario.
    public let command: String?
    /// For a follow-up, the parent's key point (an index) it digs into.
    public let probes: Int?

    /// The callback families of the scenario in the order the core calls
    /// them now, to check the orders an answer states.
    public var reference: [String] {
      guard let trace = scenario?.run() else { return [] }
      return trace.steps.flatMap { step in
        step.timeline.filter { $0.kind != .scenePhase }.map { CallbackLexicon.family(ofSelector: $0.name.text) }
      }
    }

    public struct KeyPoint: Hashable, Sendable {
      public let text: String
      public let keywords: [String]
      public let contradictions: [String]
      public let negative: Bool

      public init(text: String, keywords: [String], contradictions: [String] = [], negative: Bool = false) {
        self.text = text
        self.keywords = keywords
        self.contradictions = contradictions
        self.negative = negative
      }

      public var graded: ClaimGrader.Point {
        ClaimGrader.Point(expressions: keywords, contradictions: contradictions, negative: negative)
      }
    }

    public init(
      id: String, topic: String, parent: String?, question: String, answer: String, keyPoints: [KeyPoint],
      scenario: Scenario? = nil, command: String? = nil, probes: Int? = nil
    ) {
      self.scenario = scenario
      self.command = command
      self.probes = probes
      self.id = id
      self.topic = topic
      self.parent = parent
      self.question = question
      self.answer = answer
      self.keyPoints = keyPoints
    }
  }

  public let scenarios: [ScenarioSpec]
  public let traps: [TrapSpec]
  public let recalls: [RecallSpec]

  public init(scenarios: [ScenarioSpec], traps: [TrapSpec], recalls: [RecallSpec]) {
    self.scenarios = scenarios
    self.traps = traps
    self.recalls = recalls
  }
}
