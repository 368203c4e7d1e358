import LifecycleCore

/// Makes questions from material. Every scenario answer comes from running
/// the scenario through `run`, the life-cycle core unless a test swaps it.
public struct QuestionGenerator: Sendable {
  public typealias Runner = @Sendable (AppStyle, [LifecycleEvent]) -> Trace

  public let material: QuizMaterial
  private let run: Runner

  public init(
    material: QuizMaterial, run: @escaping Runner = { style, events in Scenario(style: style, events: events).run() }
  ) {
    self.material = material
    self.run = run
  }

  /// Situations a classify question draws from: each is what happens after a launch.
  static let classifySituations: [[LifecycleEvent]] = [
    [.show(.notificationCenter)], [.show(.controlCenter)], [.show(.appSwitcher)], [.show(.alert)], [.show(.call)],
    [.home], [.lock], [.otherApp], [.show(.call), .answerCall], [.show(.appSwitcher), .otherApp],
  ]

  /// Every item the material supports, in a stable order.
  public func items() -> [QuizItem] {
    var items: [QuizItem] = []
    for scenario in material.scenarios {
      let trace = run(scenario.style, scenario.events)
      guard trace.failure == nil, let last = trace.steps.last else { continue }
      let topic = scenario.topics.first ?? "callbacks"
      if !last.calls.isEmpty {
        items.append(QuizItem(kind: .order, source: scenario.id, topic: topic, style: scenario.style))
        items.append(QuizItem(kind: .next, source: scenario.id, topic: topic, style: scenario.style))
      }
      items.append(QuizItem(kind: .state, source: scenario.id, topic: topic, style: scenario.style))
    }
    for style in AppStyle.allCases {
      items.append(QuizItem(kind: .classify, source: style.rawValue, topic: "inactive", style: style))
    }
    for trap in material.traps {
      items.append(QuizItem(kind: .trap, source: trap.id, topic: trap.topic, style: nil))
    }
    for recall in material.recalls {
      items.append(QuizItem(kind: .recall, source: recall.id, topic: recall.topic, style: nil))
    }
    return items
  }

  /// The question for an item; choices that vary (distractors, order, the
  /// point in a trace) come from `generator`.
  public func question(for item: QuizItem, using generator: inout some RandomNumberGenerator) -> Question? {
    switch item.kind {
    case .order:
      guard let situation = situation(item.source), let last = situation.lastStep, !last.calls.isEmpty else {
        return nil
      }
      let expected = last.callbacks
      let options = (expected + distractors(for: expected, style: situation.scenario.style, count: 3, &generator))
        .shuffled(using: &generator)
      return Question(item: item, body: .order(situation, options: options, expected: expected))
    case .next:
      guard let situation = situation(item.source), let last = situation.lastStep, !last.calls.isEmpty else {
        return nil
      }
      let callbacks = last.callbacks
      let position = Int.random(in: 0...callbacks.count, using: &generator)
      let expected = position < callbacks.count ? callbacks[position] : nil
      var options = expected.map { [$0] } ?? []
      let later = callbacks.dropFirst(position + 1).filter { !options.contains($0) }
      options += later.shuffled(using: &generator).prefix(1)
      let wrong = distractors(for: callbacks, style: situation.scenario.style, count: 4 - options.count, &generator)
      options += wrong.filter { !options.contains($0) }
      return Question(
        item: item,
        body: .next(
          situation, shown: Array(callbacks.prefix(position)), options: options.shuffled(using: &generator),
          expected: expected))
    case .state:
      guard let situation = situation(item.source), let last = situation.lastStep else { return nil }
      if situation.scenario.style == .scene, let scene = last.scenes.first, Bool.random(using: &generator) {
        return Question(
          item: item,
          body: .state(
            situation, subject: .scene(scene.id), options: SceneState.allCases.map(\.rawValue),
            expected: scene.state.rawValue))
      }
      return Question(
        item: item,
        body: .state(
          situation, subject: .app, options: AppState.allCases.map(\.rawValue), expected: last.appState.rawValue))
    case .classify:
      guard let style = AppStyle(rawValue: item.source) else { return nil }
      let picked = Self.classifySituations.shuffled(using: &generator).prefix(5)
      let situations = picked.compactMap { events -> Question.Classification? in
        let trace = run(style, [.launch] + events)
        guard trace.failure == nil, let last = trace.steps.last else { return nil }
        return Question.Classification(events: events, sendsToBackground: last.appState == .background)
      }
      return Question(item: item, body: .classify(style: style, situations: situations))
    case .trap:
      return material.traps.first { $0.id == item.source }.map { Question(item: item, body: .trap($0)) }
    case .recall:
      return material.recalls.first { $0.id == item.source }.map { Question(item: item, body: .recall($0)) }
    }
  }

  private func situation(_ id: String) -> Question.Situation? {
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
