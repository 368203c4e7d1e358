// Recording a step: delegate calls through the style's delegate, notifications, view controllers and phases.

extension LifecycleStateMachine {
  /// One of the four foreground/background transitions, through the delegate
  /// the style uses: the one place the styles differ.
  func move(
    _ id: Int, _ transition: Transition, _ live: inout Live, _ t: inout Transcript,
    _ tag: Evidence = Evidence(.documented, nil)
  ) {
    if transition.target.isForeground { live.windows.update(id) { $0.hasCard = true } }
    switch style {
    case .app:
      let before = Self.appState(of: live.windows)
      live.windows.update(id) { $0.state = transition.target }
      record(.app(transition.appMethod), before: before, live, tag, &t)
      if let notification = transition.appMethod.notification { post(notification, Evidence(.documented, nil), &t) }
    case .scene:
      sceneCall(id, transition.sceneMethod, to: transition.target, &live, &t, tag)
    }
  }

  /// A scene delegate call; for a transition also its `UIScene`
  /// notification, the app's notification when the aggregate state moves,
  /// and the SwiftUI phases that change.
  func sceneCall(
    _ id: Int, _ method: SceneDelegateMethod, to target: SceneState?, _ live: inout Live,
    _ t: inout Transcript, _ tag: Evidence = Evidence(.documented, nil)
  ) {
    guard let window = live.windows[id] else { return }
    guard t.recording else {
      if let target { live.windows.update(id) { $0.state = target } }
      return
    }
    let appBefore = Self.appState(of: live.windows)
    let phaseBefore = Self.appPhase(of: live.windows)
    if let target { live.windows.update(id) { $0.state = target } }
    let sceneAfter = target ?? window.state
    let appAfter = Self.appState(of: live.windows)
    let (confidence, note) = (tag.confidence, tag.note)
    t.calls.append(
      Call(
        callback: .scene(id, method), appStateBefore: appBefore, appState: appAfter,
        sceneStateBefore: window.state, sceneState: sceneAfter, confidence: confidence, note: note))
    t.entries.append(
      TimelineEntry(receiver: .scene(id), name: .sceneDelegate(method), confidence: confidence, note: note)
    )
    t.mark(confidence, note)
    if let notification = method.notification {
      t.entries.append(
        TimelineEntry(
          receiver: .scene(id), name: .sceneNotification(notification), confidence: .unconfirmed,
          note: .sceneNotificationOrder))
    }
    if let notification = Self.aggregateNotification(from: appBefore, to: appAfter) {
      switch notification {
      case .willEnterForeground, .didEnterBackground: post(notification, Evidence(.observed, nil), &t)
      case .didFinishLaunching, .didBecomeActive, .willResignActive, .willTerminate, .didReceiveMemoryWarning,
        .protectedDataWillBecomeUnavailable, .protectedDataDidBecomeAvailable:
        post(notification, Evidence(.unconfirmed, .appNotificationAggregate), &t)
      }
    }
    let scenePhase = ScenePhase(sceneAfter)
    if scenePhase != ScenePhase(window.state), let scenePhase {
      t.entries.append(
        TimelineEntry(
          receiver: .scene(id), name: .phase(scenePhase), confidence: .unconfirmed,
          note: .scenePhaseMapping))
    }
    let phaseAfter = Self.appPhase(of: live.windows)
    if phaseAfter != phaseBefore, let phaseAfter {
      t.entries.append(
        TimelineEntry(
          receiver: .app, name: .phase(phaseAfter), confidence: .documented, note: nil))
    }
  }

  /// The `UIApplication` notification for a change of the aggregate state.
  static func aggregateNotification(from before: AppState, to after: AppState) -> AppNotification? {
    switch (before, after) {
    case (.background, .inactive), (.background, .active): .willEnterForeground
    case (.inactive, .active): .didBecomeActive
    case (.active, .inactive): .willResignActive
    case (.inactive, .background), (.active, .background): .didEnterBackground
    case (.notRunning, _), (.suspended, _), (_, .notRunning), (_, .suspended), (.active, .active),
      (.inactive, .inactive), (.background, .background):
      nil
    }
  }

  /// An app delegate call that does not move the app state, and its notification.
  func appCall(
    _ method: AppDelegateMethod, _ live: inout Live, _ t: inout Transcript, _ tag: Evidence = Evidence(.documented, nil)
  ) {
    record(.app(method), before: Self.appState(of: live.windows), live, tag, &t)
    if let notification = method.notification { post(notification, Evidence(.documented, nil), &t) }
  }

  func record(
    _ callback: Callback, before: AppState, after: AppState? = nil, _ live: Live, _ tag: Evidence,
    _ t: inout Transcript
  ) {
    guard t.recording else { return }
    let (confidence, note) = (tag.confidence, tag.note)
    t.calls.append(
      Call(
        callback: callback, appStateBefore: before, appState: after ?? Self.appState(of: live.windows),
        sceneStateBefore: nil, sceneState: nil, confidence: confidence, note: note))
    t.entries.append(
      TimelineEntry(
        receiver: callback.receiver, name: callback.entryName, confidence: confidence, note: note))
    t.mark(confidence, note)
  }

  func post(_ notification: AppNotification, _ tag: Evidence, _ t: inout Transcript) {
    guard t.recording else { return }
    t.entries.append(
      TimelineEntry(
        receiver: .app, name: .appNotification(notification), confidence: tag.confidence, note: tag.note))
  }

  func viewController(_ number: Int, _ method: ViewControllerMethod, _ tag: Evidence, _ t: inout Transcript) {
    guard t.recording else { return }
    t.entries.append(
      TimelineEntry(
        receiver: .viewController(number), name: .viewController(method), confidence: tag.confidence,
        note: tag.note))
  }
}
