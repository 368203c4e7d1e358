import LifecycleCore

/// Makes questions from material. Every scenario answer comes from running
/// the scenario through `run`, the life-cycle core unless a test swaps it.
public struct QuestionGenerator: Sendable {
  public typealias Runner = @Sendable (AppStyle, [LifecycleEvent]) -> Trace

  public let material: QuizMaterial
  let run: Runner

  public init(
    material: QuizMaterial, run: @escaping Runner = { style, events in Scenario(style: style, events: events).run() }
  ) {
    self.material = material
    self.run = run
  }

  /// Every item the material supports, in a stable order: each scenario's
  /// items, kind by kind, then the items of the kinds made from other material.
  public func items() -> [QuizItem] {
    var items: [QuizItem] = []
    for scenario in material.scenarios {
      let trace = run(scenario.style, scenario.events)
      guard trace.failure == nil, trace.steps.last != nil else { continue }
      let topic = scenario.topics.first ?? "callbacks"
      for body in QuestionBodies.all where body.asks(about: trace) {
        items.append(QuizItem(kind: body.kind, source: scenario.id, topic: topic, style: scenario.style))
      }
    }
    for body in QuestionBodies.all {
      items += body.items(from: material)
    }
    return items
  }

  /// The question for an item; choices that vary (distractors, order, the
  /// point in a trace) come from `generator`.
  public func question(for item: QuizItem, using generator: inout some RandomNumberGenerator) -> Question? {
    guard let body = QuestionBodies.body(for: item.kind)?.make(for: item, from: self, using: &generator) else {
      return nil
    }
    return Question(item: item, body: body)
  }

  /// The last step's timeline entries of the given layers, in order.
  static func entries(of step: Step, in kinds: Set<TimelineEntry.Kind>) -> [TimelinePick] {
    step.timeline.filter { kinds.contains($0.kind) }.map(TimelinePick.init)
  }

  static func has(_ kind: TimelineEntry.Kind, _ step: Step) -> Bool {
    step.timeline.contains { $0.kind == kind }
  }

  /// Whether no entry comes twice, so a pick names one place.
  static func unique<Element: Hashable>(_ elements: [Element]) -> Bool {
    Set(elements).count == elements.count
  }

  func situation(_ id: String) -> Question.Situation? {
    guard let scenario = material.scenarios.first(where: { $0.id == id }) else { return nil }
    let trace = run(scenario.style, scenario.events)
    guard trace.failure == nil else { return nil }
    return Question.Situation(scenario: scenario, trace: trace)
  }

  /// Plausible wrong callbacks: the other style's counterparts first, then
  /// callbacks of this style that do not fire here (such as sceneDidDisconnect).
  func distractors(
    for expected: [Callback], style: AppStyle, count: Int, _ generator: inout some RandomNumberGenerator
  ) -> [Callback] {
    let sceneID = expected.compactMap(\.sceneID).first ?? 1
    var counterparts: [Callback] = []
    for callback in expected {
      switch callback {
      case .scene(_, let method): if let other = method.appCounterpart { counterparts.append(.app(other)) }
      case .app(let method): if let other = method.sceneCounterpart { counterparts.append(.scene(sceneID, other)) }
      }
    }
    let plausible: [Callback]
    switch style {
    case .scene:
      plausible =
        SceneDelegateMethod.allCases.map { .scene(sceneID, $0) }
        + [.app(.willTerminate), .app(.configurationForConnecting), .app(.didDiscardSceneSessions)]
    case .app:
      plausible = AppDelegateMethod.allCases.filter {
        $0 != .configurationForConnecting && $0 != .didDiscardSceneSessions
      }
      .map { .app($0) }
    }
    var result: [Callback] = []
    for candidate in counterparts.shuffled(using: &generator).prefix(2) + plausible.shuffled(using: &generator)
    where !expected.contains(candidate) && !result.contains(candidate) && result.count < count {
      result.append(candidate)
    }
    return result
  }
}
