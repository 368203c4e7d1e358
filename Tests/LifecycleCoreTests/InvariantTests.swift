import LifecycleCore
import Testing

/// Every reachable state of both styles (scene style bounded to two windows),
/// every event in each, checked against invariants that do not trust the
/// machine's own bookkeeping.
@Suite("Exhaustive invariants")
struct InvariantTests {
  @Test("Every accepted transition keeps every invariant", arguments: AppStyle.allCases)
  func everyTransition(style: AppStyle) {
    var transitions = 0
    let states = LifecycleExplorer(style: style).forEachTransition { before, step in
      transitions += 1
      let problems = Self.problems(in: step, style: style)
      if !problems.isEmpty {
        Issue.record("\(style) \(step.event.name) from \(before.appState): \(problems.joined(separator: "; "))")
      }
    }
    #expect(states > (style == .app ? 10 : 100))
    #expect(transitions > states)
  }

  @Test("Every rejected event changes nothing and names what is possible", arguments: AppStyle.allCases)
  func everyRejection(style: AppStyle) {
    var rejections = 0
    LifecycleExplorer(style: style).forEachTransition { before, _ in
      // The oracle for "possible": the events the machine accepts when tried.
      var accepted: Set<String> = []
      var rejected: [Rejection] = []
      for event in Self.allEvents(upToScene: 3) {
        var machine = before
        switch machine.handle(event) {
        case .success: accepted.insert(event.name)
        case .failure(let rejection):
          rejections += 1
          rejected.append(rejection)
          #expect(machine == before)
          #expect(rejection.event == event)
          #expect(rejection.appState == before.appState)
        }
      }
      // Every rejection's list comes from the unchanged machine; checking the
      // first against the oracle is enough.
      if let rejection = rejected.first {
        #expect(Set(rejection.possibleEvents.map(\.name)) == accepted, "\(style) \(rejection.event.name)")
      }
    }
    #expect(rejections > 0)
  }

  @Test("The same input gives the same output", arguments: AppStyle.allCases)
  func determinism(style: AppStyle) {
    LifecycleExplorer(style: style).forEachTransition { before, step in
      var again = before
      #expect(again.handle(step.event) == .success(step))
    }
  }

  @Test("Every valid sequence of up to six events keeps the sequence invariants", arguments: AppStyle.allCases)
  func sequences(style: AppStyle) {
    var count = 0
    var path: [LifecycleEvent] = []
    var history = SequenceHistory()
    func walk(_ machine: LifecycleStateMachine, depth: Int) {
      guard depth < 6 else { return }
      for event in machine.possibleEvents where !Self.coveredByExplorer.contains(event.kind) {
        var next = machine
        guard case .success(let step) = next.handle(event) else {
          Issue.record("possible event \(event.name) was rejected")
          continue
        }
        guard step.scenes.count <= 2 else { continue }
        path.append(event)
        let saved = history
        if let problem = history.record(step, style: style) {
          Issue.record("\(path.map(\.name).joined(separator: " ")): \(problem)")
        }
        count += 1
        walk(next, depth: depth + 1)
        history = saved
        path.removeLast()
      }
    }
    walk(LifecycleStateMachine(style: style), depth: 0)
    #expect(count > 1000)
    let replay = Scenario(style: style, events: [.launch, .home, .launch]).run()
    #expect(replay.failure == nil && replay.steps.count == 3)
  }

  // MARK: - Checks

  /// Events whose rules are within one step, left out of the sequence walk
  /// to keep it fast; the per-state exploration covers them.
  static let coveredByExplorer: Set<EventKind> = [
    .presentFullScreen, .presentSheet, .dismissModal, .push, .pop, .swipeBackCancel, .universalLink,
    .tapNotification, .memoryWarning,
  ]

  static func allEvents(upToScene maxScene: Int) -> [LifecycleEvent] {
    EventKind.allCases.flatMap { kind -> [LifecycleEvent] in
      if let event = LifecycleEvent(kind: kind) { return [event] }
      return (1...maxScene).map { kind == .closeWindow ? .closeWindow($0) : .reclaimScene($0) }
    }
  }

  static func problems(in step: Step, style: AppStyle) -> [String] {
    var problems: [String] = []
    let kind = step.event.kind

    // The style decides which delegate hears about the foreground.
    for callback in step.callbacks {
      switch (style, callback) {
      case (.app, .scene): problems.append("scene callback in an app-based app")
      case (.scene, .app(let method)) where method.isReplacedByScenes:
        problems.append("\(method.rawValue) in a scene-based app")
      case (.app, .app(.configurationForConnecting)), (.app, .app(.didDiscardSceneSessions)):
        problems.append("scene-session callback in an app-based app")
      default: break
      }
    }

    // Nothing reaches a process that runs no code, except the way back in.
    if [.suspended, .notRunning].contains(step.appStateBefore), !step.calls.isEmpty,
      !CallbackOracle.wakingEvents.contains(kind)
    {
      problems.append("callbacks reached a \(step.appStateBefore) app")
    }
    for call in step.calls where call.appStateBefore == .suspended {
      problems.append("\(call.callback.selector) reached a suspended process")
    }

    // applicationWillTerminate: never when suspended, always the end.
    if let index = step.callbacks.firstIndex(of: .app(.willTerminate)) {
      if step.appStateBefore == .suspended { problems.append("willTerminate for a suspended app") }
      if step.appState != .notRunning { problems.append("willTerminate without termination") }
      if index != step.calls.count - 1 { problems.append("callbacks after willTerminate") }
    }

    // A disputed or unconfirmed step says what varies.
    if step.confidence.needsBadge && step.note == nil { problems.append("badge without a note") }

    problems += timelineProblems(step, style: style)
    problems += protectedDataProblems(step)

    switch style {
    case .app: problems += appChain(step)
    case .scene: problems += sceneChain(step)
    }
    return problems
  }

  /// The timeline: delegates equal the callbacks; appearance callbacks pair
  /// up within the step; UIApplication notifications follow the aggregate.
  static func timelineProblems(_ step: Step, style: AppStyle) -> [String] {
    var problems: [String] = []
    let delegates = step.timeline.filter { $0.kind == .delegate }.map { "\($0.receiver) \($0.name)" }
    if delegates != step.callbacks.map({ "\($0.receiver) \($0.selector)" }) {
      problems.append("timeline delegates differ from callbacks")
    }
    // Every willAppear is followed, for the same controller, by didAppear or
    // willDisappear; every willDisappear by didDisappear or willAppear.
    var pending: [Receiver: String] = [:]
    for entry in step.timeline where entry.kind == .viewController {
      switch (pending[entry.receiver], entry.name.text) {
      case ("viewWillAppear(_:)", "viewDidAppear(_:)"), ("viewWillAppear(_:)", "viewWillDisappear(_:)"),
        ("viewWillDisappear(_:)", "viewDidDisappear(_:)"), ("viewWillDisappear(_:)", "viewWillAppear(_:)"):
        pending[entry.receiver] =
          entry.name.text == "viewWillDisappear(_:)" || entry.name.text == "viewWillAppear(_:)" ? entry.name.text : nil
      case (.some(let open), _)
      where entry.name.text != "viewIsAppearing(_:)" && entry.name.text != "didReceiveMemoryWarning()":
        problems.append("\(entry.receiver.id) \(open) followed by \(entry.name.text)")
      case (.none, "viewWillAppear(_:)"), (.none, "viewWillDisappear(_:)"):
        pending[entry.receiver] = entry.name.text
      case (.none, "viewDidAppear(_:)"):
        // A connecting root's didAppear comes after its willAppear in the same step.
        problems.append("\(entry.receiver.id) viewDidAppear without viewWillAppear")
      default: break
      }
    }
    // A launch leaves the root between willAppear and didAppear only until
    // the scene becomes active; nothing stays open at the end of a step.
    for (receiver, open) in pending where !(open == "viewWillAppear(_:)" && step.appState == .background) {
      problems.append("\(receiver) left at \(open)")
    }
    // App notifications: in a scene app, exactly the aggregate changes.
    if style == .scene {
      var state = step.appStateBefore == .suspended ? AppState.background : step.appStateBefore
      var expected: [String] = []
      for call in step.calls {
        let before = call.appStateBefore == .notRunning ? AppState.background : call.appStateBefore
        if before != call.appState {
          switch (before, call.appState) {
          case (.background, .inactive): expected.append("UIApplication.willEnterForegroundNotification")
          case (.inactive, .active): expected.append("UIApplication.didBecomeActiveNotification")
          case (.active, .inactive): expected.append("UIApplication.willResignActiveNotification")
          case (.inactive, .background): expected.append("UIApplication.didEnterBackgroundNotification")
          default: break
          }
        }
        state = call.appState
      }
      _ = state
      let transitions: Set<String> = [
        "UIApplication.willEnterForegroundNotification", "UIApplication.didBecomeActiveNotification",
        "UIApplication.willResignActiveNotification", "UIApplication.didEnterBackgroundNotification",
      ]
      let posted = step.timeline.filter { $0.kind == .notification && transitions.contains($0.name.text) }.map(
        \.name.text)
      if posted != expected { problems.append("app notifications \(posted), aggregate says \(expected)") }
    }
    return problems
  }

  /// Facts v2 §7.3: every lock ends with will-become-unavailable, badged;
  /// an unlock brings did-become-available at most once, before the
  /// foreground (whether the process was warned is a sequence rule);
  /// nothing else calls either, and each is followed by its notification.
  static func protectedDataProblems(_ step: Step) -> [String] {
    var problems: [String] = []
    let kind = step.event.kind
    let goes = step.callbacks.indices.filter { step.callbacks[$0] == .app(.protectedDataWillBecomeUnavailable) }
    let comes = step.callbacks.indices.filter { step.callbacks[$0] == .app(.protectedDataDidBecomeAvailable) }
    // Lock and unlock leave the background task as it was.
    if kind == .lock {
      if goes != [step.calls.count - 1] { problems.append("lock does not end with protected data going") }
      if let index = goes.first,
        step.calls[index].confidence != .unconfirmed || step.calls[index].note != .protectedDataLock
      {
        problems.append("the lock's warning is not badged")
      }
    } else if !goes.isEmpty {
      problems.append("protected data goes on \(kind.rawValue)")
    }
    if kind == .unlock && !comes.isEmpty {
      let foreground = step.callbacks.firstIndex {
        $0 == .app(.willEnterForeground) || { if case .scene(_, .willEnterForeground) = $0 { true } else { false } }($0)
      }
      if comes.count != 1 || comes[0] > (foreground ?? step.calls.count) {
        problems.append("unlock does not bring protected data back before the foreground")
      }
      let expected: VarianceNote =
        step.appStateBefore != .suspended && step.backgroundTask ? .protectedDataTiming : .protectedDataAfterSuspension
      if let index = comes.first, step.calls[index].note != expected {
        problems.append("protected data comes back with note \(String(describing: step.calls[index].note))")
      }
    } else if !comes.isEmpty {
      problems.append("protected data comes back on \(kind.rawValue) from \(step.appStateBefore)")
    }
    let notifications: [String: String] = [
      "applicationProtectedDataWillBecomeUnavailable(_:)":
        "UIApplication.protectedDataWillBecomeUnavailableNotification",
      "applicationProtectedDataDidBecomeAvailable(_:)": "UIApplication.protectedDataDidBecomeAvailableNotification",
    ]
    for (index, entry) in step.timeline.enumerated() where entry.kind == .delegate {
      guard let name = notifications[entry.name.text] else { continue }
      let next = step.timeline.indices.contains(index + 1) ? step.timeline[index + 1] : nil
      if next?.kind != .notification || next?.receiver != .app || next?.name.text != name
        || next?.confidence != entry.confidence
      {
        problems.append("\(entry.name) not followed by \(name)")
      }
    }
    return problems
  }

  /// Replays an app-based step through the oracle, allowing only the silent
  /// changes no callback marks.
  static func appChain(_ step: Step) -> [String] {
    var problems: [String] = []
    var current = step.appStateBefore
    if current == .suspended, CallbackOracle.wakingEvents.contains(step.event.kind) {
      current = .background  // resuming is silent
    }
    var previous: AppDelegateMethod?
    for call in step.calls {
      guard case .app(let method) = call.callback else { continue }
      let rule = CallbackOracle.appTransition(method)
      // Apple's background-execution article: a launched or woken app gets
      // didEnterBackground while already in the background.
      let backgroundLaunch =
        method == .didEnterBackground && (previous == .didFinishLaunching || previous == nil)
        && CallbackOracle.backgroundWakeEvents.contains(step.event.kind) && current == .background
      if call.appStateBefore != current {
        problems.append("\(method.rawValue) starts from \(call.appStateBefore), chain is at \(current)")
      }
      if !rule.from.contains(current) && !backgroundLaunch {
        problems.append("\(method.rawValue) called in \(current)")
      }
      let expected: AppState
      if method == .willFinishLaunching {
        expected = CallbackOracle.backgroundWakeEvents.contains(step.event.kind) ? .background : .inactive
      } else {
        expected = backgroundLaunch ? .background : (rule.to ?? current)
      }
      if call.appState != expected {
        problems.append("\(method.rawValue) announces \(call.appState), expected \(expected)")
      }
      current = call.appState
      previous = method
    }
    if current != step.appState {
      let silent: Bool
      switch step.event.kind {
      case .suspend: silent = current == .background && step.appState == .suspended
      case .backgroundLaunch, .silentPush, .urlSessionEvents:
        silent = current == .suspended && step.appState == .background
      case .crash, .memoryKill, .swipeKill: silent = step.appState == .notRunning && step.calls.isEmpty
      default: silent = false
      }
      if !silent { problems.append("step reports \(step.appState) but callbacks reach \(current)") }
    }
    return problems
  }

  /// Replays a scene-based step: scene states through each scene callback,
  /// the app state from the most active scene, and sessions against
  /// configurationForConnecting.
  static func sceneChain(_ step: Step) -> [String] {
    var problems: [String] = []
    var scenes: [Int: SceneState] = [:]
    for scene in step.scenesBefore { scenes[scene.id] = scene.state }
    let before = Set(step.scenesBefore.map(\.id))
    let after = Set(step.scenes.map(\.id))
    var configured = 0
    for (index, call) in step.calls.enumerated() {
      switch call.callback {
      case .scene(let id, let method):
        let current = scenes[id] ?? .unattached
        let rule = CallbackOracle.sceneTransition(method)
        if !rule.from.contains(current) { problems.append("\(method.rawValue) on scene \(id) in \(current)") }
        let target = rule.to ?? current
        if call.sceneStateBefore != current || call.sceneState != target {
          problems.append(
            "\(method.rawValue) on scene \(id) reports \(String(describing: call.sceneStateBefore)) → \(String(describing: call.sceneState))"
          )
        }
        if method == .willConnect, before.contains(id),
          step.scenesBefore.first(where: { $0.id == id })?.state != .unattached
        {
          problems.append("willConnect for a connected scene \(id)")
        }
        scenes[id] = target
        if call.appState != CallbackOracle.mostActive(Array(scenes.values)) {
          problems.append("after \(method.rawValue) the app is \(call.appState), scenes say otherwise")
        }
      case .app(.configurationForConnecting):
        configured += 1
        let next = step.calls.indices.contains(index + 1) ? step.calls[index + 1].callback : nil
        guard case .scene(let id, .willConnect) = next, !before.contains(id) else {
          problems.append("configurationForConnecting not followed by a new scene connecting")
          continue
        }
      case .app: break
      }
    }
    if configured != after.subtracting(before).count {
      problems.append("\(configured) configuration requests for \(after.subtracting(before).count) new sessions")
    }
    // The reported app state follows the most-active-scene rule.
    let states = step.scenes.map(\.state)
    switch step.appState {
    case .notRunning, .suspended:
      if states.contains(where: \.isForeground) { problems.append("\(step.appState) with a scene on screen") }
      if step.appState == .notRunning && states.contains(where: { $0 != .unattached }) {
        problems.append("not running with a connected scene")
      }
    case .active, .inactive, .background:
      if step.appState != CallbackOracle.mostActive(states) {
        problems.append("app is \(step.appState) but the most active scene says \(CallbackOracle.mostActive(states))")
      }
    }
    // An overlay covers every scene on screen, and only while one is.
    if step.overlay != nil && (!states.contains(.foregroundInactive) || states.contains(.foregroundActive)) {
      problems.append("overlay without an inactive screen")
    }
    // Scenes end where the callbacks left them, but for silent process ends.
    for scene in step.scenes where scenes[scene.id] != scene.state {
      let silentEnd = step.appState == .notRunning && scene.state == .unattached
      if !silentEnd {
        problems.append(
          "scene \(scene.id) reported \(scene.state), callbacks left it \(String(describing: scenes[scene.id]))")
      }
    }
    return problems
  }
}

/// What a sequence has done so far, for the rules that span steps.
struct SequenceHistory {
  var discardPending = false
  /// The running process heard protected data go and not yet come back.
  var protectedDataGone = false

  /// Records one step; returns a problem if it breaks a sequence rule.
  mutating func record(_ step: Step, style: AppStyle) -> String? {
    let callbacks = step.callbacks
    // A cold launch of an app-based app never calls willEnterForeground.
    if style == .app, step.appStateBefore == .notRunning, step.event == .launch,
      callbacks.contains(.app(.willEnterForeground))
    {
      return "willEnterForeground on a cold launch"
    }
    // A scene-based launch from not running always enters the foreground.
    if style == .scene, step.appStateBefore == .notRunning, step.event == .launch,
      !callbacks.contains(where: { if case .scene(_, .willEnterForeground) = $0 { true } else { false } })
    {
      return "cold scene launch without sceneWillEnterForeground"
    }
    // willEnterForeground is always followed by didBecomeActive for the same receiver.
    for (index, callback) in callbacks.enumerated() {
      let follower: Callback?
      switch callback {
      case .scene(let id, .willEnterForeground): follower = .scene(id, .didBecomeActive)
      case .app(.willEnterForeground): follower = .app(.didBecomeActive)
      default: follower = nil
      }
      if let follower, !callbacks[(index + 1)...].contains(follower) {
        return "\(callback.selector) not followed by didBecomeActive"
      }
    }
    // A discard made while nothing ran is reported once, when code next runs.
    let discards = callbacks.filter { $0 == .app(.didDiscardSceneSessions) }.count
    let idle: Set<AppState> = [.notRunning, .suspended]
    if idle.contains(step.appStateBefore) && !idle.contains(step.appState) {
      if discardPending != (discards == 1) {
        return discardPending ? "pending discard not reported when code ran" : "discard reported with none pending"
      }
      discardPending = false
    }
    if idle.contains(step.appState), step.calls.isEmpty, step.scenesBefore.count > step.scenes.count {
      discardPending = true
    }
    if discards > 1 { return "didDiscardSceneSessions twice in one step" }
    // A process that heard protected data go hears it come back before it
    // is on screen again, and never hears it go twice.
    for callback in callbacks {
      switch callback {
      case .app(.protectedDataWillBecomeUnavailable):
        if protectedDataGone { return "protected data went twice" }
        protectedDataGone = true
      case .app(.protectedDataDidBecomeAvailable):
        if !protectedDataGone { return "protected data came back without going first" }
        protectedDataGone = false
      case .app(.willEnterForeground), .scene(_, .willEnterForeground), .app(.didBecomeActive),
        .scene(_, .didBecomeActive):
        if protectedDataGone { return "\(callback.selector) while protected data is unavailable" }
      default: break
      }
    }
    if step.appState == .notRunning { protectedDataGone = false }
    return nil
  }
}
