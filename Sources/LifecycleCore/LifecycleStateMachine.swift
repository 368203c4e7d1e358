// The UIKit app and scene life cycle as an explicit state machine.
//
//   process        not running ──launch──▶ running ──suspend──▶ suspended
//                      ▲   ▲                 │  ▲                  │
//                      │   └──crash / kill───┘  └──launch, unlock──┘
//                      └──────────── memory-kill, swipe-kill ──────┘
//
//   scene (or the app's one UI in the app style)
//
//     unattached ──willConnect──┐
//         ▲                     ▼
//         │            foregroundInactive ◀──willResignActive── foregroundActive
//   didDisconnect        │   ▲    └────────didBecomeActive─────────▲
//         │  didEnterBackground  willEnterForeground
//         │              ▼   │
//         └──────────── background
//
// The app state is derived, never stored: any foregroundActive scene makes the
// app active, else any foregroundInactive scene makes it inactive, else it is
// background (or suspended, or not running, from the process). The app style
// keeps one implicit window whose delegate is the app delegate.
//
// Facts and tags follow lifecycle-facts.md, Part A4. Where Apple is silent the
// step says so with an `unconfirmed` tag and a note.

/// Feeds user and system events to a model of one app and reports, for each,
/// the delegate callbacks UIKit delivers and the states that follow.
public struct LifecycleStateMachine: Hashable, Sendable {
  public let style: AppStyle
  private var process: Process
  /// Scene style: every scene whose session exists, by number. App style: the
  /// app's one UI while it runs, kept `unattached` while the app has a card in
  /// the app switcher but no process.
  private var windows: [Window]
  private var deviceLocked: Bool

  public init(style: AppStyle = .scene) {
    self.style = style
    self.process = .notRunning(pendingDiscard: false)
    self.windows = []
    self.deviceLocked = false
  }

  // MARK: - Observing

  public var appState: AppState {
    switch process {
    case .notRunning: return .notRunning
    case .suspended: return .suspended
    case .running:
      if windows.contains(where: { $0.state == .foregroundActive }) { return .active }
      if windows.contains(where: { $0.state == .foregroundInactive }) { return .inactive }
      return .background
    }
  }

  /// Scenes with a session (scene style only).
  public var scenes: [SceneSnapshot] {
    switch style {
    case .scene: windows.map { SceneSnapshot(id: $0.id, state: $0.state) }
    case .app: []
    }
  }

  /// The events that can happen now, in vocabulary order.
  public var possibleEvents: [LifecycleEvent] {
    candidateEvents.filter { event in
      var copy = self
      var transcript = Transcript()
      return copy.apply(event, &transcript) == nil
    }
  }

  // MARK: - Events

  /// Applies one event. On success the machine moves on and the step lists
  /// the callbacks in order; on rejection nothing changes.
  public mutating func handle(_ event: LifecycleEvent) -> Result<Step, Rejection> {
    var next = self
    var transcript = Transcript()
    if let reason = next.apply(event, &transcript) {
      return .failure(
        Rejection(
          event: event, reason: reason, appState: appState, possibleEvents: possibleEvents))
    }
    let sceneIDs = transcript.calls.compactMap(\.callback.sceneID)
    if let first = sceneIDs.first, sceneIDs.contains(where: { $0 != first }) {
      transcript.mark(.unconfirmed, .windowOrder)
    }
    let step = Step(
      event: event, calls: transcript.calls, appStateBefore: appState,
      scenesBefore: scenes, appState: next.appState, scenes: next.scenes,
      overlay: next.overlay, backgroundTask: next.backgroundTask,
      confidence: transcript.confidence, note: transcript.note)
    self = next
    return .success(step)
  }

  /// Returns the reason when the event cannot happen; otherwise applies it.
  /// May leave `self` half-changed on rejection: `handle` works on a copy.
  private mutating func apply(_ event: LifecycleEvent, _ t: inout Transcript) -> RejectionReason? {
    switch event {
    case .launch: return launch(&t)
    case .home, .otherApp: return leaveScreen(locking: false, &t)
    case .lock: return leaveScreen(locking: true, &t)
    case .unlock: return unlock(&t)
    case .show(let overlay): return show(overlay, &t)
    case .dismiss: return dismiss(&t)
    case .answerCall: return answerCall(&t)
    case .beginTask: return beginTask()
    case .endTask: return endTask(expiring: false)
    case .taskExpires: return endTask(expiring: true)
    case .suspend: return suspend()
    case .swipeKill: return swipeKill(&t)
    case .memoryKill: return memoryKill(&t)
    case .crash: return crash(&t)
    case .backgroundLaunch: return backgroundLaunch(&t)
    case .openWindow: return openWindow(&t)
    case .closeWindow(let id): return closeWindow(id, &t)
    case .reclaimScene(let id): return reclaimScene(id, &t)
    }
  }

  private mutating func launch(_ t: inout Transcript) -> RejectionReason? {
    if deviceLocked { return .deviceLocked }
    switch process {
    case .notRunning(let pendingDiscard):
      startProcess(inForeground: true, pendingDiscard: pendingDiscard, &t)
      switch style {
      case .app: move(0, .didBecomeActive, &t)
      case .scene: bringToForeground(returning: [], &t)
      }
      return nil
    case .running(let runtime):
      if hasForeground { return .onScreen }
      bringToForeground(returning: runtime.returnSet, &t)
      return nil
    case .suspended(let returnSet):
      process = .running(Runtime(returnSet: returnSet))
      bringToForeground(returning: returnSet, &t)
      return nil
    }
  }

  /// Home, lock and other-app: every window on screen goes to the background.
  private mutating func leaveScreen(locking: Bool, _ t: inout Transcript) -> RejectionReason? {
    if deviceLocked { return .deviceLocked }
    guard hasForeground else { return isRunning ? .notOnScreen : .notRunning }
    sendToBackground(&t)
    if locking {
      deviceLocked = true
      t.mark(.legacy, .lockAlwaysOnDisplay)
    }
    return nil
  }

  private mutating func unlock(_ t: inout Transcript) -> RejectionReason? {
    guard deviceLocked else { return .deviceNotLocked }
    deviceLocked = false
    switch process {
    case .notRunning:
      t.mark(.unconfirmed, .unlockAfterTermination)
    case .running(let runtime):
      bringToForeground(returning: runtime.returnSet, &t)
      t.mark(.observed, nil)
    case .suspended(let returnSet):
      process = .running(Runtime(returnSet: returnSet))
      bringToForeground(returning: returnSet, &t)
      t.mark(.observed, nil)
    }
    return nil
  }

  private mutating func show(_ overlay: Overlay, _ t: inout Transcript) -> RejectionReason? {
    if deviceLocked { return .deviceLocked }
    guard hasForeground, case .running(var runtime) = process else {
      return isRunning ? .notOnScreen : .notRunning
    }
    if let current = runtime.overlay { return .overlayUp(current) }
    for index in windows.indices where windows[index].state == .foregroundActive {
      move(index, .willResignActive, &t)
    }
    runtime.overlay = overlay
    process = .running(runtime)
    t.mark(overlay.confidence.0, overlay.confidence.1)
    return nil
  }

  private mutating func dismiss(_ t: inout Transcript) -> RejectionReason? {
    guard isRunning else { return .notRunning }
    guard case .running(var runtime) = process, let overlay = runtime.overlay else {
      return .noOverlay
    }
    for index in windows.indices where windows[index].state == .foregroundInactive {
      move(index, .didBecomeActive, &t)
    }
    runtime.overlay = nil
    process = .running(runtime)
    t.mark(overlay.confidence.0, overlay.confidence.1)
    return nil
  }

  private mutating func answerCall(_ t: inout Transcript) -> RejectionReason? {
    guard isRunning else { return .notRunning }
    guard case .running(let runtime) = process, runtime.overlay == .call else {
      return .noIncomingCall
    }
    sendToBackground(&t)
    return nil
  }

  private mutating func beginTask() -> RejectionReason? {
    guard case .running(var runtime) = process else { return notRunningReason }
    if runtime.backgroundTask { return .backgroundTaskAlreadyRunning }
    runtime.backgroundTask = true
    process = .running(runtime)
    return nil
  }

  /// `end-task`, or `task-expires`: the expiration handler runs and ends the
  /// task. Time only runs out in the background.
  private mutating func endTask(expiring: Bool) -> RejectionReason? {
    guard case .running(var runtime) = process else { return notRunningReason }
    guard runtime.backgroundTask else { return .noBackgroundTask }
    if expiring && hasForeground { return .onScreen }
    runtime.backgroundTask = false
    process = .running(runtime)
    return nil
  }

  private mutating func suspend() -> RejectionReason? {
    switch process {
    case .notRunning: return .notRunning
    case .suspended: return .alreadySuspended
    case .running(let runtime):
      if hasForeground { return .onScreen }
      if runtime.backgroundTask { return .backgroundTaskRunning }
      process = .suspended(returnSet: runtime.returnSet)
      return nil
    }
  }

  private mutating func swipeKill(_ t: inout Transcript) -> RejectionReason? {
    if deviceLocked { return .deviceLocked }
    switch process {
    case .notRunning, .suspended:
      // Nothing runs, so nothing is called. Scene style: the sessions go, and
      // the next launch reports the discard.
      guard !windows.isEmpty else { return .noSwitcherCard }
      switch style {
      case .app: t.mark(.legacy, nil)
      case .scene: t.mark(.disputed, .swipeKillDiscardsSession)
      }
      process = .notRunning(pendingDiscard: style == .scene)
      windows = []
      return nil
    case .running(let runtime):
      if hasForeground {
        guard runtime.overlay == .appSwitcher else { return .notInAppSwitcher }
        t.mark(.disputed, .swipeKillFromSwitcher)
      } else {
        t.mark(.disputed, .swipeKillWhileRunning)
      }
      for index in windows.indices {
        if windows[index].state.isForeground { move(index, .didEnterBackground, &t) }
        if style == .scene && windows[index].state == .background { disconnect(index, &t) }
      }
      if style == .scene && !windows.isEmpty { appCall(.didDiscardSceneSessions, &t) }
      windows = []
      terminate(&t)
      return nil
    }
  }

  private mutating func memoryKill(_ t: inout Transcript) -> RejectionReason? {
    switch process {
    case .notRunning: return .notRunning
    case .suspended:
      endProcess()
      return nil
    case .running:
      if hasForeground { return .onScreen }
      if style == .scene { t.mark(.unconfirmed, .terminateSceneDisconnect) }
      terminate(&t)
      return nil
    }
  }

  private mutating func crash(_ t: inout Transcript) -> RejectionReason? {
    switch process {
    case .notRunning: return .notRunning
    case .suspended: return .processSuspended
    case .running:
      endProcess()
      t.mark(.observed, nil)
      return nil
    }
  }

  private mutating func backgroundLaunch(_ t: inout Transcript) -> RejectionReason? {
    switch process {
    case .notRunning(let pendingDiscard):
      startProcess(inForeground: false, pendingDiscard: pendingDiscard, &t)
      switch style {
      case .app:
        appCall(.didEnterBackground, &t)
        t.mark(.disputed, .backgroundLaunchDidEnterBackground)
      case .scene:
        t.mark(.unconfirmed, .backgroundLaunchScene)
      }
      return nil
    case .running:
      return hasForeground ? .onScreen : .alreadyRunningInBackground
    case .suspended(let returnSet):
      process = .running(Runtime(returnSet: returnSet))
      return nil
    }
  }

  private mutating func openWindow(_ t: inout Transcript) -> RejectionReason? {
    guard style == .scene else { return .sceneStyleOnly }
    if deviceLocked { return .deviceLocked }
    switch process {
    case .notRunning: return .notRunning
    case .running(let runtime):
      if let overlay = runtime.overlay { return .overlayUp(overlay) }
    case .suspended(let returnSet):
      process = .running(Runtime(returnSet: returnSet))
    }
    connectNewScene(&t)
    return nil
  }

  private mutating func closeWindow(_ id: Int, _ t: inout Transcript) -> RejectionReason? {
    guard style == .scene else { return .sceneStyleOnly }
    if deviceLocked { return .deviceLocked }
    guard let index = windows.firstIndex(where: { $0.id == id }) else { return .noSuchScene(id) }
    switch process {
    case .notRunning:
      // Reported at the next launch (S19).
      windows.remove(at: index)
      process = .notRunning(pendingDiscard: true)
      return nil
    case .suspended:
      return .processSuspended
    case .running(var runtime):
      if let overlay = runtime.overlay, overlay != .appSwitcher { return .overlayUp(overlay) }
      if windows[index].state == .foregroundActive { move(index, .willResignActive, &t) }
      if windows[index].state == .foregroundInactive { move(index, .didEnterBackground, &t) }
      if windows[index].state == .background { disconnect(index, &t) }
      windows.remove(at: index)
      appCall(.didDiscardSceneSessions, &t)
      if !hasForeground { runtime.overlay = nil }
      runtime.returnSet.removeAll { $0 == id }
      process = .running(runtime)
      if windows.isEmpty { t.mark(.unconfirmed, .lastWindowClosed) }
      return nil
    }
  }

  private mutating func reclaimScene(_ id: Int, _ t: inout Transcript) -> RejectionReason? {
    guard style == .scene else { return .sceneStyleOnly }
    guard let index = windows.firstIndex(where: { $0.id == id }) else { return .noSuchScene(id) }
    switch process {
    case .notRunning: return .notRunning
    case .suspended: return .processSuspended
    case .running:
      switch windows[index].state {
      case .unattached: return .sceneAlreadyDisconnected(id)
      case .foregroundActive, .foregroundInactive: return .sceneOnScreen(id)
      case .background:
        disconnect(index, &t)
        return nil
      }
    }
  }

  // MARK: - Building blocks

  private var hasForeground: Bool { windows.contains { $0.state.isForeground } }

  /// The reason for events that need code to run now.
  private var notRunningReason: RejectionReason {
    switch process {
    case .notRunning: .notRunning
    case .suspended: .processSuspended
    case .running: .notOnScreen
    }
  }

  /// Running or suspended: a process exists.
  private var isRunning: Bool {
    switch process {
    case .notRunning: false
    case .running, .suspended: true
    }
  }

  private var overlay: Overlay? {
    if case .running(let runtime) = process { return runtime.overlay }
    return nil
  }

  private var backgroundTask: Bool {
    if case .running(let runtime) = process { return runtime.backgroundTask }
    return false
  }

  private var candidateEvents: [LifecycleEvent] {
    var events: [LifecycleEvent] = []
    for kind in EventKind.allCases {
      if let event = LifecycleEvent(kind: kind) {
        events.append(event)
      } else {
        for window in windows {
          events.append(kind == .closeWindow ? .closeWindow(window.id) : .reclaimScene(window.id))
        }
      }
    }
    return events
  }

  /// Creates the process and runs the launch methods. The app style's UI
  /// starts inactive for a foreground launch; the scene style launches in
  /// the background and connects scenes afterwards.
  private mutating func startProcess(
    inForeground: Bool, pendingDiscard: Bool, _ t: inout Transcript
  ) {
    process = .running(Runtime(returnSet: []))
    switch style {
    case .app:
      windows = [Window(id: 1, state: inForeground ? .foregroundInactive : .background)]
    case .scene:
      break
    }
    appCall(.willFinishLaunching, before: .notRunning, &t)
    appCall(.didFinishLaunching, &t)
    if pendingDiscard {
      appCall(.didDiscardSceneSessions, &t)
      t.mark(.unconfirmed, .discardPosition)
    }
  }

  /// Brings the windows the app left with back on screen. With none left, the
  /// lowest-numbered saved session is restored, or a new one is created.
  private mutating func bringToForeground(returning returnSet: [Int], _ t: inout Transcript) {
    if case .running(var runtime) = process {
      runtime.returnSet = []
      process = .running(runtime)
    }
    var ids = returnSet.filter { id in windows.contains { $0.id == id } }
    if ids.isEmpty, let first = windows.first { ids = [first.id] }
    if ids.isEmpty {
      connectNewScene(&t)
      return
    }
    for id in ids {
      guard let index = windows.firstIndex(where: { $0.id == id }) else { continue }
      if windows[index].state == .unattached {
        sceneCall(index, .willConnect, to: .unattached, &t)
      }
      move(index, .willEnterForeground, &t)
      move(index, .didBecomeActive, &t)
    }
  }

  /// A new session: configuration, connection, and onto the screen.
  private mutating func connectNewScene(_ t: inout Transcript) {
    var id = 1
    while windows.contains(where: { $0.id == id }) { id += 1 }
    let index = windows.firstIndex { $0.id > id } ?? windows.endIndex
    windows.insert(Window(id: id, state: .unattached), at: index)
    appCall(.configurationForConnecting, &t)
    sceneCall(index, .willConnect, to: .unattached, &t)
    move(index, .willEnterForeground, &t)
    move(index, .didBecomeActive, &t)
  }

  /// Every window on screen resigns (if active) and enters the background.
  private mutating func sendToBackground(_ t: inout Transcript) {
    guard case .running(var runtime) = process else { return }
    var returnSet: [Int] = []
    for index in windows.indices where windows[index].state.isForeground {
      returnSet.append(windows[index].id)
      if windows[index].state == .foregroundActive { move(index, .willResignActive, &t) }
      move(index, .didEnterBackground, &t)
    }
    runtime.overlay = nil
    runtime.returnSet = returnSet
    process = .running(runtime)
  }

  /// `applicationWillTerminate(_:)`, then the process is gone.
  private mutating func terminate(_ t: inout Transcript) {
    let before = appState
    endProcess()
    appCall(.willTerminate, before: before, &t)
  }

  /// The process ends; saved sessions stay (unattached).
  private mutating func endProcess() {
    process = .notRunning(pendingDiscard: false)
    for index in windows.indices { windows[index].state = .unattached }
  }

  private mutating func move(_ index: Int, _ transition: Transition, _ t: inout Transcript) {
    switch style {
    case .app:
      let before = appState
      windows[index].state = transition.target
      appCall(transition.appMethod, before: before, &t)
    case .scene:
      sceneCall(index, transition.sceneMethod, to: transition.target, &t)
    }
  }

  private mutating func disconnect(_ index: Int, _ t: inout Transcript) {
    sceneCall(index, .didDisconnect, to: .unattached, &t)
  }

  private mutating func sceneCall(
    _ index: Int, _ method: SceneDelegateMethod, to state: SceneState, _ t: inout Transcript
  ) {
    let appBefore = appState
    let sceneBefore = windows[index].state
    windows[index].state = state
    t.calls.append(
      Call(
        callback: .scene(windows[index].id, method), appStateBefore: appBefore,
        appState: appState, sceneStateBefore: sceneBefore, sceneState: state))
  }

  private func appCall(
    _ method: AppDelegateMethod, before: AppState? = nil, _ t: inout Transcript
  ) {
    t.calls.append(
      Call(
        callback: .app(method), appStateBefore: before ?? appState, appState: appState,
        sceneStateBefore: nil, sceneState: nil))
  }
}

extension LifecycleStateMachine {
  /// Whether a process exists, and what only a process has.
  private enum Process: Hashable, Sendable {
    /// No process. A discard may wait to be reported at the next launch.
    /// Transitions: launch and background-launch start the process;
    /// swipe-kill and close-window (scene style) stay here.
    case notRunning(pendingDiscard: Bool)
    /// Code runs. Transitions: suspend (from the background, no task);
    /// crash, memory-kill and swipe-kill end it.
    case running(Runtime)
    /// In memory, running no code, with no callback marking it.
    /// Transitions: launch, unlock, open-window, background-launch resume it
    /// silently; memory-kill and swipe-kill end it, silently.
    case suspended(returnSet: [Int])
  }

  private struct Runtime: Hashable, Sendable {
    var overlay: Overlay? = nil
    var backgroundTask = false
    /// The windows that were on screen when the app left it; a return brings
    /// them back.
    var returnSet: [Int]
  }

  private struct Window: Hashable, Sendable {
    let id: Int
    var state: SceneState
  }

  /// The four foreground/background transitions, which the two styles
  /// announce through different delegates.
  private enum Transition {
    case willEnterForeground, didBecomeActive, willResignActive, didEnterBackground

    var target: SceneState {
      switch self {
      case .willEnterForeground, .willResignActive: .foregroundInactive
      case .didBecomeActive: .foregroundActive
      case .didEnterBackground: .background
      }
    }

    var appMethod: AppDelegateMethod {
      switch self {
      case .willEnterForeground: .willEnterForeground
      case .didBecomeActive: .didBecomeActive
      case .willResignActive: .willResignActive
      case .didEnterBackground: .didEnterBackground
      }
    }

    var sceneMethod: SceneDelegateMethod {
      switch self {
      case .willEnterForeground: .willEnterForeground
      case .didBecomeActive: .didBecomeActive
      case .willResignActive: .willResignActive
      case .didEnterBackground: .didEnterBackground
      }
    }
  }

  /// The calls of one step as they are made, and how sure we are of them.
  private struct Transcript {
    var calls: [Call] = []
    var confidence: Confidence = .documented
    var note: VarianceNote? = nil

    /// Keeps the least certain tag seen, with its note.
    mutating func mark(_ confidence: Confidence, _ note: VarianceNote?) {
      guard confidence > self.confidence || (confidence == self.confidence && self.note == nil)
      else { return }
      self.confidence = confidence
      self.note = note ?? self.note
    }
  }
}
