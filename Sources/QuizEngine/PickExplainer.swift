import LifecycleCore

public enum PickExplainer {
  /// Where the wrongly picked `state` (a raw value) does occur in the trace.
  public static func reason(
    forState state: String, subject: Question.StateSubject, in situation: Question.Situation
  ) -> StatePickReason {
    let steps = situation.trace.steps
    guard let last = steps.last else { return .never }
    func after(_ step: Step) -> String? {
      switch subject {
      case .app: step.appState.rawValue
      case .scene(let id): step.scenes.first { $0.id == id }?.state.rawValue
      }
    }
    /// The states a step's callbacks pass through on the way.
    func passed(_ step: Step) -> [String] {
      switch subject {
      case .app:
        step.calls.flatMap { [$0.appStateBefore.rawValue, $0.appState.rawValue] }
      case .scene(let id):
        step.calls.filter { $0.callback.sceneID == id }
          .flatMap { [$0.sceneStateBefore?.rawValue, $0.sceneState?.rawValue].compactMap { $0 } }
      }
    }
    let before: String? =
      switch subject {
      case .app: last.appStateBefore.rawValue
      case .scene(let id): last.scenesBefore.first { $0.id == id }?.state.rawValue
      }
    if before == state { return .before(last.event) }
    if passed(last).contains(state) { return .passesThrough(last.event) }
    if let index = steps.dropLast().lastIndex(where: { after($0) == state }) {
      return .earlier(steps[index].event, index: index)
    }
    if case .app = subject, let first = steps.first, first.appStateBefore.rawValue == state {
      return .initial(first.event)
    }
    // Passed through on the way at an earlier event (a lock passes inactive).
    if let index = steps.dropLast().lastIndex(where: { passed($0).contains(state) }) {
      return .passedEarlier(steps[index].event, index: index)
    }
    return .never
  }

  /// The reason `callback` does not belong where the learner put it, in the
  /// last step of `situation`; `expected` is that step's callbacks.
  public static func reason(for callback: Callback, in situation: Question.Situation) -> PickReason {
    let style = situation.scenario.style
    switch (style, callback) {
    case (.app, .scene(_, let method)):
      return .otherStyle(counterpart: method.appCounterpart.map { .app($0) })
    case (.scene, .app(let method)) where method.isReplacedByScenes:
      return .otherStyle(counterpart: method.sceneCounterpart.map { .scene(1, $0) })
    case (.app, .app), (.scene, .app), (.scene, .scene):
      break
    }
    let steps = situation.trace.steps
    if let last = steps.last, let position = last.callbacks.firstIndex(of: callback) {
      let callbacks = last.callbacks
      if position > 0 { return .after(callbacks[position - 1]) }
      return callbacks.count > 1 ? .before(callbacks[1]) : .firesHere
    }
    if let index = steps.dropLast().lastIndex(where: { $0.callbacks.contains(callback) }) {
      return .earlierEvent(steps[index].event, index: index)
    }
    let before = steps.last?.appStateBefore ?? .notRunning
    return firstTransition(calling: callback, style: style, preferring: before).map {
      .otherTransition($0.event, from: $0.appStateBefore, to: $0.appState)
    } ?? .never
  }

  /// A transition whose callbacks include the same method (any scene
  /// number), breadth first from a not-running app: the first one from the
  /// state `preferring`, else from active, the state people reason from, else any.
  static func firstTransition(calling callback: Callback, style: AppStyle, preferring state: AppState) -> Step? {
    var found: [Step] = []
    LifecycleExplorer(style: style, maxScenes: 1).forEachTransition { _, step in
      if step.callbacks.contains(where: { sameMethod($0, callback) }) { found.append(step) }
    }
    return found.first { $0.appStateBefore == state } ?? found.first { $0.appStateBefore == .active } ?? found.first
  }

  static func sameMethod(_ a: Callback, _ b: Callback) -> Bool {
    switch (a, b) {
    case (.app(let x), .app(let y)): x == y
    case (.scene(_, let x), .scene(_, let y)): x == y
    case (.app, .scene), (.scene, .app): false
    }
  }
}

extension PickExplainer {
  /// `expected` is the core's order of the entries asked about.
  public static func reason(for pick: TimelinePick, expected: [TimelinePick], in situation: Question.Situation)
    -> EntryPickReason
  {
    if let position = expected.firstIndex(of: pick) {
      if position > 0 { return .after(expected[position - 1]) }
      return expected.count > 1 ? .before(expected[1]) : .only
    }
    let style = situation.scenario.style
    let steps = situation.trace.steps
    let isNotification = pick.kind == .notification
    if isNotification, pick.receiver.sceneID != nil, style == .app { return .otherStyle }
    if isNotification, style == .scene, let last = steps.last,
      case .appNotification(let notification) = pick.name, let counterpart = sceneCounterpart(notification),
      last.timeline.contains(where: { $0.name == .sceneNotification(counterpart) })
    {
      return .aggregate(last.appState)
    }
    if let index = steps.dropLast().lastIndex(where: { $0.timeline.contains { TimelinePick($0) == pick } }) {
      return .earlierEvent(steps[index].event, index: index)
    }
    var found: [Step] = []
    LifecycleExplorer(style: style, maxScenes: 1).forEachTransition { _, step in
      if step.timeline.contains(where: { $0.name == pick.name }) { found.append(step) }
    }
    let before = steps.last?.appStateBefore ?? .notRunning
    let step =
      found.first { $0.appStateBefore == before } ?? found.first { $0.appStateBefore == .active } ?? found.first
    return step.map { .otherTransition($0.event, from: $0.appStateBefore, to: $0.appState) } ?? .never
  }

  /// The scene notification that stands for the same change of one scene.
  static func sceneCounterpart(_ notification: AppNotification) -> SceneNotification? {
    switch notification {
    case .willEnterForeground: .willEnterForeground
    case .didBecomeActive: .didActivate
    case .willResignActive: .willDeactivate
    case .didEnterBackground: .didEnterBackground
    case .didFinishLaunching, .willTerminate, .didReceiveMemoryWarning, .protectedDataWillBecomeUnavailable,
      .protectedDataDidBecomeAvailable:
      nil
    }
  }

  public static func reason(
    forPhase phase: ScenePhase, subject: Question.StateSubject, in situation: Question.Situation
  ) -> PhasePickReason {
    let trace = situation.trace
    for other in PhaseQuestion.subjects(trace)
    where other != subject && PhaseQuestion.phase(of: other, in: trace) == phase {
      return .otherLevel(other)
    }
    guard let last = trace.steps.last else { return .never }
    let earlier = Trace(style: trace.style, steps: Array(trace.steps.dropLast()), failure: nil)
    if PhaseQuestion.phase(of: subject, in: earlier) == phase { return .before(last.event) }
    // The phase after an earlier event, the latest such.
    for count in stride(from: trace.steps.count - 2, through: 1, by: -1) {
      let prefix = Trace(style: trace.style, steps: Array(trace.steps.prefix(count)), failure: nil)
      if PhaseQuestion.phase(of: subject, in: prefix) == phase {
        return .earlier(trace.steps[count - 1].event, index: count - 1)
      }
    }
    return .never
  }
}
