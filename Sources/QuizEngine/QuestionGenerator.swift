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

  /// Fixed sets of five situations, each mixing ones that keep the app
  /// inactive with ones that send it to the background, for classify items
  /// of their own (`classify/scene-1`); `classify/scene` draws from all.
  static let classifySets: [[Int]] = [[0, 5, 3, 6, 8], [1, 2, 7, 4, 9]]

  /// The style and situations of a classify item's source (`scene`,
  /// `app-2`), nil for any other.
  public static func classifySource(_ source: String) -> (style: AppStyle, set: Int?)? {
    let parts = source.split(separator: "-", maxSplits: 1).map(String.init)
    guard let style = AppStyle(rawValue: parts[0]) else { return nil }
    guard parts.count == 2 else { return (style, nil) }
    guard let number = Int(parts[1]), classifySets.indices.contains(number - 1) else { return nil }
    return (style, number)
  }

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
      if Self.unique(Self.entries(of: last, in: [.delegate, .viewController])), Self.has(.viewController, last) {
        items.append(QuizItem(kind: .vcOrder, source: scenario.id, topic: topic, style: scenario.style))
      }
      if Self.unique(Self.entries(of: last, in: [.notification])), Self.has(.notification, last) {
        items.append(QuizItem(kind: .notification, source: scenario.id, topic: topic, style: scenario.style))
      }
      if !Self.phaseSubjects(trace).isEmpty {
        items.append(QuizItem(kind: .phase, source: scenario.id, topic: topic, style: scenario.style))
      }
      // A typed name must name one callback: one scene at most, each selector once.
      if Self.unique(last.callbacks.map(\.selector)), Set(last.callbacks.compactMap(\.sceneID)).count <= 1 {
        items.append(QuizItem(kind: .trace, source: scenario.id, topic: topic, style: scenario.style))
      }
    }
    for style in AppStyle.allCases {
      items.append(QuizItem(kind: .classify, source: style.rawValue, topic: "inactive", style: style))
      for number in 1...Self.classifySets.count {
        items.append(QuizItem(kind: .classify, source: "\(style.rawValue)-\(number)", topic: "inactive", style: style))
      }
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
      guard let (style, set) = Self.classifySource(item.source) else { return nil }
      let picked =
        set.map { Self.classifySets[$0 - 1].map { Self.classifySituations[$0] } }
        ?? Array(Self.classifySituations.shuffled(using: &generator).prefix(5))
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
    case .vcOrder:
      guard let situation = situation(item.source), let last = situation.lastStep, Self.has(.viewController, last)
      else { return nil }
      let expected = Self.entries(of: last, in: [.delegate, .viewController])
      let wrong = viewControllerDistractors(for: expected, count: 2, &generator)
      let delegate = distractors(for: last.callbacks, style: situation.scenario.style, count: 1, &generator)
      let options = (expected + wrong + delegate.map(TimelinePick.init)).shuffled(using: &generator)
      return Question(item: item, body: .vcOrder(situation, options: options, expected: expected))
    case .notification:
      guard let situation = situation(item.source), let last = situation.lastStep, Self.has(.notification, last)
      else { return nil }
      let expected = Self.entries(of: last, in: [.notification])
      let wrong = notificationDistractors(for: expected, step: last, style: situation.scenario.style, &generator)
      let options = (expected + wrong).shuffled(using: &generator)
      return Question(item: item, body: .notification(situation, options: options, expected: expected))
    case .phase:
      guard let situation = situation(item.source) else { return nil }
      let subjects = Self.phaseSubjects(situation.trace)
      guard let subject = subjects.randomElement(using: &generator),
        let expected = Self.phase(of: subject, in: situation.trace)
      else { return nil }
      return Question(item: item, body: .phase(situation, subject: subject, expected: expected))
    case .trace:
      guard let situation = situation(item.source), let last = situation.lastStep else { return nil }
      let expected = last.callbacks
      let sceneID = expected.compactMap(\.sceneID).first ?? 1
      let every =
        expected + AppDelegateMethod.allCases.map { Callback.app($0) }
        + SceneDelegateMethod.allCases.map { Callback.scene(sceneID, $0) }
      var seen: Set<String> = []
      let names = every.filter { seen.insert($0.selector).inserted }
      return Question(item: item, body: .trace(situation, names: names, expected: expected))
    }
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

  /// Who can be asked about a phase after the events: the App while one of
  /// its scenes is attached, and each attached scene's views.
  public static func phaseSubjects(_ trace: Trace) -> [Question.StateSubject] {
    guard trace.style == .scene, let last = trace.steps.last, last.appState != .notRunning else { return [] }
    let attached = last.scenes.filter { $0.state != .unattached }.map { Question.StateSubject.scene($0.id) }
    guard !attached.isEmpty else { return [] }
    return ([.app] + attached).filter { phase(of: $0, in: trace) != nil }
  }

  /// The phase the subject reads: the last scenePhase entry the core
  /// recorded for it.
  public static func phase(of subject: Question.StateSubject, in trace: Trace) -> ScenePhase? {
    phaseEntry(of: subject, in: trace).flatMap { ScenePhase(rawValue: String($0.name.dropFirst())) }
  }

  public static func phaseEntry(of subject: Question.StateSubject, in trace: Trace) -> TimelineEntry? {
    let receiver: Receiver
    switch subject {
    case .app: receiver = .app
    case .scene(let id): receiver = .scene(id)
    }
    return trace.steps.flatMap(\.timeline).last { $0.kind == .scenePhase && $0.receiver == receiver }
  }

  /// Appearance callbacks the view controllers of this step do not get here.
  func viewControllerDistractors(
    for expected: [TimelinePick], count: Int, _ generator: inout some RandomNumberGenerator
  ) -> [TimelinePick] {
    var receivers: [Receiver] = []
    for pick in expected where pick.kind == .viewController && !receivers.contains(pick.receiver) {
      receivers.append(pick.receiver)
    }
    let methods = ViewControllerMethod.allCases.filter { $0 != .didReceiveMemoryWarning }
    let candidates = receivers.flatMap { receiver in
      methods.map { TimelinePick(kind: .viewController, receiver: receiver, name: $0.rawValue) }
    }
    return Array(candidates.filter { !expected.contains($0) }.shuffled(using: &generator).prefix(count))
  }

  /// Notifications this event does not post: the other level's counterparts
  /// of those it does (the aggregate rule), then others of both levels.
  func notificationDistractors(
    for expected: [TimelinePick], step: Step, style: AppStyle, _ generator: inout some RandomNumberGenerator
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
      TimelinePick(kind: .notification, receiver: .app, name: notification.rawValue)
    }
    func scene(_ notification: SceneNotification, _ receiver: Receiver) -> TimelinePick {
      TimelinePick(kind: .notification, receiver: receiver, name: notification.rawValue)
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
    for candidate in counterparts.shuffled(using: &generator).prefix(2) + others.shuffled(using: &generator)
    where !expected.contains(candidate) && !result.contains(candidate) && result.count < 3 {
      result.append(candidate)
    }
    return result
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
