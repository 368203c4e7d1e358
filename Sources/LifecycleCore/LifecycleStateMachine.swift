// The UIKit app and scene life cycle as an explicit state machine.
//
//   process        not running ──launch──▶ running ──suspend──▶ suspended
//                      ▲   ▲                 │  ▲                  │
//                      │   └─crash / kills───┘  └──launch, unlock──┘
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
// keeps one implicit window whose delegate is the app delegate. A connected
// window holds its view controllers: a navigation stack, and a stack of
// modal layers above it.
//
// Each step also records a timeline: delegate calls, view-controller
// callbacks, notifications and SwiftUI phases, each with its own tag. Facts
// and tags follow the sources in Content/sources.json; comments cite their ids.

/// Feeds user and system events to a model of one app and reports, for each,
/// the delegate callbacks UIKit delivers and the states that follow.
public struct LifecycleStateMachine: Hashable, Sendable {
  public let style: AppStyle
  /// The app implements scene state restoration (scene style only).
  public let restoration: Bool
  private var state: State
  /// The number the next view controller gets: vc-1, vc-2… over the whole run.
  private var nextViewController: Int

  public init(style: AppStyle = .scene, restoration: Bool = false) {
    self.style = style
    self.restoration = restoration
    self.state = .notRunning(Dormant(locked: false, windows: WindowTable(), returnSet: [], pendingDiscard: false))
    self.nextViewController = 1
  }

  // MARK: - Observing

  public var appState: AppState {
    switch state {
    case .notRunning: .notRunning
    case .suspended: .suspended
    case .running(let live): Self.appState(of: live.windows)
    }
  }

  /// Scenes with a session (scene style only).
  public var scenes: [SceneSnapshot] {
    switch style {
    case .scene: windows.all.map { SceneSnapshot(id: $0.id, state: $0.state) }
    case .app: []
    }
  }

  /// The scenes as a step keeps them: sharing the window table, not copying it.
  private var sceneList: SceneList {
    switch style {
    case .scene: SceneList(windows: windows)
    case .app: SceneList([])
    }
  }

  /// The events that can happen now, in vocabulary order.
  public var possibleEvents: [LifecycleEvent] {
    candidateEvents.filter { event in
      var copy = self
      var transcript = Transcript(recording: false)
      return copy.apply(event, &transcript) == nil
    }
  }

  /// View controllers beyond each window's root: how deep the user navigated.
  var pushedAndPresented: Int {
    windows.all.reduce(0) { total, window in
      total + (window.screen.map { $0.layers.reduce(0) { $0 + $1.stack.count } - 1 } ?? 0)
    }
  }

  /// The same machine with view controllers renumbered from 1 in window and
  /// stack order, so exploration treats runs that differ only in numbering as
  /// one state.
  var renumbered: LifecycleStateMachine {
    var copy = self
    var number = 0
    var table = windows
    for window in windows.all {
      guard var screen = window.screen else { continue }
      for layer in screen.layers.indices {
        for index in screen.layers[layer].stack.indices {
          number += 1
          screen.layers[layer].stack[index] = number
        }
      }
      table.update(window.id) { $0.screen = screen }
    }
    copy.nextViewController = number + 1
    switch copy.state {
    case .notRunning(var dormant):
      dormant.windows = table
      copy.state = .notRunning(dormant)
    case .suspended(var dormant):
      dormant.windows = table
      copy.state = .suspended(dormant)
    case .running(var live):
      live.windows = table
      copy.state = .running(live)
    }
    return copy
  }

  // MARK: - Events

  /// Applies one event. On success the machine moves on and the step lists
  /// the callbacks in order; on rejection nothing changes.
  public mutating func handle(_ event: LifecycleEvent) -> Result<Step, Rejection> {
    var next = self
    var transcript = Transcript()
    if let reason = next.apply(event, &transcript) {
      return .failure(
        Rejection(event: event, reason: reason, appState: appState, machine: self))
    }
    let sceneIDs = transcript.calls.compactMap(\.callback.sceneID)
    if let first = sceneIDs.first, sceneIDs.contains(where: { $0 != first }) {
      transcript.mark(.unconfirmed, .windowOrder)
    }
    let step = Step(
      event: event, calls: transcript.calls, appStateBefore: transcript.suspendedFirst ? .suspended : appState,
      sceneListBefore: sceneList, appState: next.appState, sceneList: next.sceneList,
      overlay: next.overlay, backgroundTask: next.backgroundTask,
      confidence: transcript.confidence, note: transcript.note, timeline: transcript.entries,
      suspendedBeforeEvent: transcript.suspendedFirst)
    self = next
    return .success(step)
  }

  /// Returns the reason when the event cannot happen; otherwise applies it.
  /// The one place that dispatches on the event.
  private mutating func apply(_ event: LifecycleEvent, _ t: inout Transcript) -> RejectionReason? {
    suspendIfIdle(before: event, &t)
    switch event {
    case .launch: return launch(nil, &t)
    case .open(let opening): return launch(opening, &t)
    case .home, .otherApp: return leaveScreen(locking: false, &t)
    case .lock: return leaveScreen(locking: true, &t)
    case .unlock: return unlock(&t)
    case .show(let overlay): return show(overlay, &t)
    case .dismiss: return dismiss(&t)
    case .answerCall: return answerCall(&t)
    case .navigate(let navigation): return navigate(navigation, &t)
    case .beginTask: return beginTask()
    case .endTask: return endTask(expiring: false, &t)
    case .taskExpires: return endTask(expiring: true, &t)
    case .suspend: return suspend()
    case .memoryWarning: return memoryWarning(&t)
    case .swipeKill: return swipeKill(&t)
    case .memoryKill: return memoryKill(&t)
    case .systemTerminate: return systemTerminate(&t)
    case .crash: return crash(&t)
    case .backgroundLaunch: return backgroundLaunch(&t)
    case .silentPush: return wake(for: .didReceiveRemoteNotification, note: .silentPushDelivery, &t)
    case .urlSessionEvents: return urlSessionEvents(&t)
    case .notificationArrives: return notificationArrives(&t)
    case .openWindow: return openWindow(&t)
    case .closeWindow(let id): return closeWindow(id, &t)
    case .reclaimScene(let id): return reclaimScene(id, &t)
    }
  }

  /// An app in the background with no task is suspended "shortly after" it
  /// enters the background ([A6], [Q2]), silently: by the time the user
  /// does anything else it runs no code. Only the system and the app itself
  /// act in those seconds, so their events find it still running.
  private mutating func suspendIfIdle(before event: LifecycleEvent, _ t: inout Transcript) {
    switch event.kind.actor {
    case .user:
      guard case .running(let live) = state, !hasForeground(live), !live.backgroundTask else { return }
      state = .suspended(dormant(live))
      t.suspendedFirst = true
    case .system, .app:
      return
    }
  }

  /// `launch`, or the app opened from outside (`open-url`, …): a cold launch,
  /// a return to the foreground, or (for an opening) the handler alone.
  private mutating func launch(_ opening: Opening?, _ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning(let dormant):
      if dormant.locked { return .deviceLocked }
      var live = Live(locked: false, windows: dormant.windows, returnSet: [])
      if dormant.crashed && style == .scene && !dormant.windows.isEmpty { t.mark(.unconfirmed, .crashKeepsSession) }
      startProcess(inForeground: true, pendingDiscard: dormant.pendingDiscard, &live, &t)
      switch style {
      case .app:
        if let opening { deliver(opening, to: 1, connectedNow: true, &live, &t) }
        move(1, .didBecomeActive, &live, &t)
        appeared(1, &live, &t)
      case .scene:
        bringToForeground(returning: [], opening, &live, &t)
      }
      state = .running(live)
    case .running(var live):
      if live.locked { return .deviceLocked }
      if hasForeground(live) {
        guard let opening else { return .onScreen }
        if let overlay = live.overlay { return .overlayUp(overlay) }
        guard let front = frontWindow(live) else { return .onScreen }
        deliver(opening, to: front, connectedNow: false, &live, &t)
        t.mark(.unconfirmed, .openHandlerPosition)
      } else {
        bringToForeground(returning: live.returnSet, opening, &live, &t)
      }
      state = .running(live)
    case .suspended(let dormant):
      if dormant.locked { return .deviceLocked }
      var live = resume(dormant, &t)
      bringToForeground(returning: dormant.returnSet, opening, &live, &t)
      state = .running(live)
    }
    return nil
  }

  /// Home, lock and other-app: every window on screen goes to the background.
  private mutating func leaveScreen(locking: Bool, _ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning(let dormant):
      return dormant.locked ? .deviceLocked : .notRunning
    case .suspended(let dormant):
      return dormant.locked ? .deviceLocked : .notOnScreen
    case .running(var live):
      if live.locked { return .deviceLocked }
      guard hasForeground(live) else { return .notOnScreen }
      if let overlay = live.overlay, overlay.mayOutlastLeaving { t.mark(.unconfirmed, .overlayLeftBehind) }
      sendToBackground(&live, &t)
      if locking {
        live.locked = true
        t.mark(.legacy, .lockAlwaysOnDisplay)
        // Apple: the device is "about to be locked"; the files lock about
        // 10 s later (with a passcode). The warning belongs to the lock ([N21], [N22]).
        protectedData(.protectedDataWillBecomeUnavailable, &live, &t, (.unconfirmed, .protectedDataLock))
        live.protectedDataWarned = true
      }
      state = .running(live)
      return nil
    }
  }

  private mutating func unlock(_ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning(var dormant):
      guard dormant.locked else { return .deviceNotLocked }
      dormant.locked = false
      state = .notRunning(dormant)
      t.mark(.unconfirmed, .unlockAfterTermination)
    case .running(var live):
      guard live.locked else { return .deviceNotLocked }
      live.locked = false
      dataAvailableAgain(&live, &t, note: .protectedDataTiming)
      bringToForeground(returning: live.returnSet, nil, &live, &t)
      t.mark(.observed, nil)
      state = .running(live)
    case .suspended(var dormant):
      guard dormant.locked else { return .deviceNotLocked }
      dormant.locked = false
      var live = resume(dormant, &t)
      // A suspended app runs no code at the unlock itself; it hears once the
      // unlock resumes it.
      dataAvailableAgain(&live, &t, note: .protectedDataAfterSuspension)
      bringToForeground(returning: dormant.returnSet, nil, &live, &t)
      t.mark(.observed, nil)
      state = .running(live)
    }
    return nil
  }

  private mutating func show(_ overlay: Overlay, _ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning(let dormant): return dormant.locked ? .deviceLocked : .notRunning
    case .suspended(let dormant): return dormant.locked ? .deviceLocked : .notOnScreen
    case .running(var live):
      if live.locked { return .deviceLocked }
      guard hasForeground(live) else { return .notOnScreen }
      if let current = live.overlay { return .overlayUp(current) }
      let tag = overlayTag(overlay)
      for id in live.windows.ids where live.windows[id]?.state == .foregroundActive {
        move(id, .willResignActive, &live, &t, tag)
      }
      live.overlay = overlay
      t.mark(tag.0, tag.1)
      state = .running(live)
      return nil
    }
  }

  private mutating func dismiss(_ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning: return .notRunning
    case .suspended: return .noOverlay
    case .running(var live):
      guard let overlay = live.overlay else { return .noOverlay }
      let tag = overlayTag(overlay)
      for id in live.windows.ids where live.windows[id]?.state == .foregroundInactive {
        move(id, .didBecomeActive, &live, &t, tag)
      }
      live.overlay = nil
      t.mark(tag.0, tag.1)
      state = .running(live)
      return nil
    }
  }

  private mutating func answerCall(_ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning: return .notRunning
    case .suspended: return .noIncomingCall
    case .running(var live):
      guard live.overlay == .call else { return .noIncomingCall }
      sendToBackground(&live, &t)
      state = .running(live)
      return nil
    }
  }

  /// Presenting, dismissing, pushing and popping in the front window.
  private mutating func navigate(_ navigation: Navigation, _ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning: return .notRunning
    case .suspended: return .processSuspended
    case .running(var live):
      if live.locked { return .deviceLocked }
      if let overlay = live.overlay { return .overlayUp(overlay) }
      guard let id = frontWindow(live), var screen = live.windows[id]?.screen else { return .notOnScreen }
      if let reason = navigate(navigation, &screen, &t) { return reason }
      live.windows.update(id) { $0.screen = screen }
      state = .running(live)
      return nil
    }
  }

  private mutating func navigate(
    _ navigation: Navigation, _ screen: inout Screen, _ t: inout Transcript
  ) -> RejectionReason? {
    let top = screen.top
    switch navigation {
    case .presentFullScreen, .presentSheet:
      let presented = newViewController()
      let fullScreen = navigation == .presentFullScreen
      screen.layers.append(Layer(presentation: fullScreen ? .fullScreen : .sheet, stack: [presented]))
      let tag: Tag = (.observed, nil)
      viewController(presented, .viewDidLoad, tag, &t)
      if fullScreen { viewController(top, .viewWillDisappear, tag, &t) }
      viewController(presented, .viewWillAppear, tag, &t)
      viewController(presented, .viewIsAppearing, tag, &t)
      viewController(presented, .viewDidAppear, tag, &t)
      if fullScreen { viewController(top, .viewDidDisappear, tag, &t) }
      t.mark(.observed, nil)
    case .dismissModal:
      guard screen.layers.count > 1, let layer = screen.layers.popLast() else { return .noModal }
      let below = screen.top
      let tag: Tag = (.observed, nil)
      viewController(top, .viewWillDisappear, tag, &t)
      if layer.presentation == .fullScreen {
        viewController(below, .viewWillAppear, tag, &t)
        viewController(below, .viewIsAppearing, tag, &t)
        viewController(below, .viewDidAppear, tag, &t)
      }
      viewController(top, .viewDidDisappear, tag, &t)
      t.mark(.observed, nil)
    case .push:
      let pushed = newViewController()
      screen.layers[screen.layers.count - 1].stack.append(pushed)
      let tag: Tag = (.observed, nil)
      let crossOrder: Tag = (.disputed, .navigationOrder)
      viewController(pushed, .viewDidLoad, tag, &t)
      viewController(top, .viewWillDisappear, tag, &t)
      viewController(pushed, .viewWillAppear, tag, &t)
      viewController(pushed, .viewIsAppearing, tag, &t)
      viewController(top, .viewDidDisappear, crossOrder, &t)
      viewController(pushed, .viewDidAppear, crossOrder, &t)
      t.mark(crossOrder.0, crossOrder.1)
    case .pop, .swipeBackCancel:
      let last = screen.layers.count - 1
      guard screen.layers[last].stack.count > 1 else { return .nothingToPop }
      let lower = screen.layers[last].stack[screen.layers[last].stack.count - 2]
      let tag: Tag = (.observed, nil)
      if navigation == .pop {
        screen.layers[last].stack.removeLast()
        let crossOrder: Tag = (.disputed, .navigationOrder)
        viewController(top, .viewWillDisappear, tag, &t)
        viewController(lower, .viewWillAppear, tag, &t)
        viewController(lower, .viewIsAppearing, tag, &t)
        viewController(top, .viewDidDisappear, crossOrder, &t)
        viewController(lower, .viewDidAppear, crossOrder, &t)
        t.mark(crossOrder.0, crossOrder.1)
      } else {
        let guess: Tag = (.unconfirmed, .swipeBackCancelled)
        viewController(top, .viewWillDisappear, tag, &t)
        viewController(lower, .viewWillAppear, tag, &t)
        viewController(lower, .viewIsAppearing, guess, &t)
        viewController(lower, .viewWillDisappear, tag, &t)
        viewController(lower, .viewDidDisappear, tag, &t)
        viewController(top, .viewWillAppear, tag, &t)
        viewController(top, .viewIsAppearing, guess, &t)
        viewController(top, .viewDidAppear, tag, &t)
        t.mark(guess.0, guess.1)
      }
    }
    return nil
  }

  private mutating func beginTask() -> RejectionReason? {
    switch state {
    case .notRunning: return .notRunning
    case .suspended: return .processSuspended
    case .running(var live):
      if live.backgroundTask { return .backgroundTaskAlreadyRunning }
      live.backgroundTask = true
      state = .running(live)
      return nil
    }
  }

  /// `end-task`, or `task-expires`: the expiration handler runs and ends the
  /// task. Time only runs out in the background.
  private mutating func endTask(expiring: Bool, _ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning: return .notRunning
    case .suspended: return .processSuspended
    case .running(var live):
      guard live.backgroundTask else { return .noBackgroundTask }
      if expiring && hasForeground(live) { return .onScreen }
      if expiring && t.recording {
        // App code that UIKit calls, not a delegate method ([A27]).
        t.entries.append(
          TimelineEntry(
            kind: .handler, receiver: "app", name: "expirationHandler", confidence: .documented,
            note: .taskExpiryHandler))
        t.mark(.documented, .taskExpiryHandler)
      }
      live.backgroundTask = false
      state = .running(live)
      return nil
    }
  }

  private mutating func suspend() -> RejectionReason? {
    switch state {
    case .notRunning: return .notRunning
    case .suspended: return .alreadySuspended
    case .running(let live):
      if hasForeground(live) { return .onScreen }
      if live.backgroundTask { return .backgroundTaskRunning }
      state = .suspended(dormant(live))
      return nil
    }
  }

  /// Low memory reaches running apps only: suspended ones are purged first.
  private mutating func memoryWarning(_ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning: return .notRunning
    case .suspended: return .processSuspended
    case .running(var live):
      guard hasForeground(live) || live.backgroundTask else { return .backgroundWithoutTask }
      appCall(.didReceiveMemoryWarning, &live, &t)
      for window in live.windows.all {
        for layer in window.screen?.layers ?? [] {
          for number in layer.stack {
            viewController(number, .didReceiveMemoryWarning, (.documented, nil), &t)
          }
        }
      }
      state = .running(live)
      return nil
    }
  }

  private mutating func swipeKill(_ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning(let dormant), .suspended(let dormant):
      if dormant.locked { return .deviceLocked }
      guard dormant.windows.all.contains(where: \.hasCard) else { return .noSwitcherCard }
      if dormant.windows.count > 1 { return .severalWindows }
      // Nothing runs, so nothing is called. Scene style: the sessions go, and
      // the next launch reports the discard.
      switch style {
      case .app: t.mark(.legacy, nil)
      case .scene: t.mark(.disputed, .swipeKillDiscardsSession)
      }
      var gone = Dormant(locked: false, windows: WindowTable(), returnSet: [], pendingDiscard: style == .scene)
      gone.forceQuit = true
      state = .notRunning(gone)
      return nil
    case .running(var live):
      if live.locked { return .deviceLocked }
      guard live.windows.all.contains(where: \.hasCard) else { return .noSwitcherCard }
      if live.windows.count > 1 { return .severalWindows }
      if hasForeground(live) {
        guard live.overlay == .appSwitcher else { return .notInAppSwitcher }
        t.mark(.disputed, .swipeKillFromSwitcher)
      } else {
        t.mark(.disputed, .swipeKillWhileRunning)
      }
      for id in live.windows.ids {
        if live.windows[id]?.state.isForeground == true { move(id, .didEnterBackground, &live, &t) }
        if style == .scene && live.windows[id]?.state == .background { disconnect(id, &live, &t) }
      }
      if style == .scene && !live.windows.isEmpty { appCall(.didDiscardSceneSessions, &live, &t) }
      live.windows = WindowTable()
      terminate(live, &t)
      if case .notRunning(var gone) = state {
        gone.forceQuit = true
        state = .notRunning(gone)
      }
      return nil
    }
  }

  private mutating func memoryKill(_ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning: return .notRunning
    case .suspended(let dormant):
      endProcess(locked: dormant.locked, windows: dormant.windows, pendingDiscard: dormant.pendingDiscard)
      return nil
    case .running(let live):
      if hasForeground(live) { return .onScreen }
      // A memory-pressure kill sends SIGKILL: no code runs ([N20], [F10]).
      t.mark(.disputed, .memoryKillRunning)
      endProcess(locked: live.locked, windows: live.windows, pendingDiscard: false)
      return nil
    }
  }

  /// The system ends a background-running app for a reason other than memory.
  private mutating func systemTerminate(_ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning: return .notRunning
    case .suspended: return .processSuspended
    case .running(let live):
      if hasForeground(live) { return .onScreen }
      switch style {
      case .app: t.mark(.unconfirmed, .systemTerminateMay)
      case .scene: t.mark(.unconfirmed, .terminateSceneDisconnect)
      }
      terminate(live, &t)
      return nil
    }
  }

  private mutating func crash(_ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning: return .notRunning
    case .suspended: return .processSuspended
    case .running(let live):
      endProcess(locked: live.locked, windows: live.windows, pendingDiscard: false)
      if case .notRunning(var dormant) = state {
        dormant.crashed = true
        state = .notRunning(dormant)
      }
      t.mark(.observed, nil)
      return nil
    }
  }

  private mutating func backgroundLaunch(_ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning(let dormant):
      // After a swipe-kill nothing relaunches the app until the user opens it ([Q3]).
      if dormant.forceQuit { return .forceQuit }
      var live = Live(locked: dormant.locked, windows: dormant.windows, returnSet: [])
      startProcess(inForeground: false, pendingDiscard: dormant.pendingDiscard, &live, &t)
      switch style {
      case .app: appCall(.didEnterBackground, &live, &t, (.disputed, .backgroundLaunchDidEnterBackground))
      case .scene: t.mark(.unconfirmed, .backgroundLaunchScene)
      }
      state = .running(live)
      return nil
    case .running(let live):
      return hasForeground(live) ? .onScreen : .alreadyRunningInBackground
    case .suspended(let dormant):
      var live = resume(dormant, &t)
      live.returnSet = dormant.returnSet
      switch style {
      case .app: appCall(.didEnterBackground, &live, &t, (.disputed, .backgroundResume))
      case .scene: t.mark(.unconfirmed, .backgroundLaunchScene)
      }
      state = .running(live)
      return nil
    }
  }

  /// A silent push (or another wake-up with a delegate method): a launch or
  /// a resume in the background when no code runs, then the method. A
  /// running app, in front or behind, just hears the method.
  private mutating func wake(for method: AppDelegateMethod, note: VarianceNote, _ t: inout Transcript)
    -> RejectionReason?
  {
    switch state {
    case .notRunning:
      if let reason = backgroundLaunch(&t) { return reason }
    case .suspended:
      if let reason = backgroundLaunch(&t) { return reason }
    case .running:
      break
    }
    guard case .running(var live) = state else { return .notRunning }
    appCall(method, &live, &t, (.documented, note))
    t.mark(.documented, note)
    state = .running(live)
    return nil
  }

  /// A background URLSession finished: UIKit calls the app delegate only for
  /// an app it launches or resumes for it; a running app's session delegate
  /// hears directly, so the app delegate gets nothing.
  private mutating func urlSessionEvents(_ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning, .suspended:
      return wake(for: .handleEventsForBackgroundURLSession, note: .urlSessionRelaunch, &t)
    case .running:
      t.mark(.documented, .urlSessionRunning)
      return nil
    }
  }

  /// One of the app's notifications arrives. In front, the notification
  /// center's delegate decides how to present it; otherwise the system shows
  /// it and the app hears nothing until a tap.
  private mutating func notificationArrives(_ t: inout Transcript) -> RejectionReason? {
    guard case .running(var live) = state, hasForeground(live), !live.locked else {
      t.mark(.documented, .notificationShownBySystem)
      return nil
    }
    appCall(.willPresentNotification, &live, &t, (.documented, .notificationInForeground))
    t.mark(.documented, .notificationInForeground)
    state = .running(live)
    return nil
  }

  private mutating func openWindow(_ t: inout Transcript) -> RejectionReason? {
    guard style == .scene else { return .sceneStyleOnly }
    switch state {
    case .notRunning(let dormant): return dormant.locked ? .deviceLocked : .notRunning
    case .running(var live):
      if live.locked { return .deviceLocked }
      if let overlay = live.overlay { return .overlayUp(overlay) }
      connectNewScene(nil, &live, &t)
      state = .running(live)
    case .suspended(let dormant):
      if dormant.locked { return .deviceLocked }
      var live = resume(dormant, &t)
      connectNewScene(nil, &live, &t)
      state = .running(live)
    }
    return nil
  }

  /// Closing a window's card. The last window's card is the app's: closing it
  /// is a swipe-kill.
  private mutating func closeWindow(_ id: Int, _ t: inout Transcript) -> RejectionReason? {
    guard style == .scene else { return .sceneStyleOnly }
    switch state {
    case .notRunning(var dormant):
      if dormant.locked { return .deviceLocked }
      guard dormant.windows.contains(id) else { return .noSuchScene(id) }
      if dormant.windows.count == 1 { return swipeKill(&t) }
      // Reported at the next launch ([A17]).
      dormant.windows.remove(id)
      dormant.pendingDiscard = true
      state = .notRunning(dormant)
    case .suspended(var dormant):
      if dormant.locked { return .deviceLocked }
      guard dormant.windows.contains(id) else { return .noSuchScene(id) }
      if dormant.windows.count == 1 { return swipeKill(&t) }
      dormant.windows.remove(id)
      dormant.returnSet.removeAll { $0 == id }
      dormant.pendingDiscard = true
      t.mark(.unconfirmed, .discardOnResume)
      state = .suspended(dormant)
    case .running(var live):
      if live.locked { return .deviceLocked }
      guard let window = live.windows[id] else { return .noSuchScene(id) }
      if live.windows.count == 1 { return swipeKill(&t) }
      if let overlay = live.overlay, overlay != .appSwitcher { return .overlayUp(overlay) }
      if window.state == .foregroundActive { move(id, .willResignActive, &live, &t) }
      if live.windows[id]?.state == .foregroundInactive { move(id, .didEnterBackground, &live, &t) }
      if live.windows[id]?.state == .background { disconnect(id, &live, &t) }
      live.windows.remove(id)
      appCall(.didDiscardSceneSessions, &live, &t)
      if !hasForeground(live) { live.overlay = nil }
      live.returnSet.removeAll { $0 == id }
      state = .running(live)
    }
    return nil
  }

  private mutating func reclaimScene(_ id: Int, _ t: inout Transcript) -> RejectionReason? {
    guard style == .scene else { return .sceneStyleOnly }
    switch state {
    case .notRunning(let dormant):
      return dormant.windows.contains(id) ? .notRunning : .noSuchScene(id)
    case .suspended(let dormant):
      return dormant.windows.contains(id) ? .processSuspended : .noSuchScene(id)
    case .running(var live):
      guard let window = live.windows[id] else { return .noSuchScene(id) }
      switch window.state {
      case .unattached: return .sceneAlreadyDisconnected(id)
      case .foregroundActive, .foregroundInactive: return .sceneOnScreen(id)
      case .background:
        disconnect(id, &live, &t)
        state = .running(live)
        return nil
      }
    }
  }
}

// MARK: - Building blocks

extension LifecycleStateMachine {
  private typealias Tag = (Confidence, VarianceNote?)

  private var windows: WindowTable {
    switch state {
    case .notRunning(let dormant), .suspended(let dormant): dormant.windows
    case .running(let live): live.windows
    }
  }

  private var overlay: Overlay? {
    switch state {
    case .notRunning, .suspended: nil
    case .running(let live): live.overlay
    }
  }

  private var backgroundTask: Bool {
    switch state {
    case .notRunning, .suspended: false
    case .running(let live): live.backgroundTask
    }
  }

  private static func appState(of windows: WindowTable) -> AppState {
    if windows.count(in: .foregroundActive) > 0 { return .active }
    if windows.count(in: .foregroundInactive) > 0 { return .inactive }
    return .background
  }

  /// The `App`'s phase: active if any scene is active, inactive if none is
  /// active but one is on screen, background when all are in the background.
  private static func appPhase(of windows: WindowTable) -> ScenePhase? {
    if windows.count(in: .foregroundActive) > 0 { return .active }
    if windows.count(in: .foregroundInactive) > 0 { return .inactive }
    return windows.count(in: .background) > 0 ? .background : nil
  }

  private func hasForeground(_ live: Live) -> Bool {
    live.windows.count(in: .foregroundActive) + live.windows.count(in: .foregroundInactive) > 0
  }

  /// The window navigation and openings act on: the lowest-numbered window
  /// on screen (lifequiz's convention with several windows).
  private func frontWindow(_ live: Live) -> Int? {
    live.windows.first { $0.state.isForeground && $0.screen != nil }?.id
  }

  /// Every style has its tag for the overlays: scene style is inferred from
  /// the documented app-style step.
  private func overlayTag(_ overlay: Overlay) -> Tag {
    let (confidence, note) = overlay.confidence
    switch style {
    case .app: return (confidence, note)
    case .scene: return (max(confidence, .inferred), note)
    }
  }

  private var candidateEvents: [LifecycleEvent] {
    var events: [LifecycleEvent] = []
    for kind in EventKind.allCases {
      if let event = LifecycleEvent(kind: kind) {
        events.append(event)
      } else {
        for id in windows.ids {
          events.append(kind == .closeWindow ? .closeWindow(id) : .reclaimScene(id))
        }
      }
    }
    return events
  }

  private mutating func newViewController() -> Int {
    defer { nextViewController += 1 }
    return nextViewController
  }

  /// The same process, suspended.
  private func dormant(_ live: Live) -> Dormant {
    var dormant = Dormant(locked: live.locked, windows: live.windows, returnSet: live.returnSet, pendingDiscard: false)
    dormant.protectedDataWarned = live.protectedDataWarned
    return dormant
  }

  /// A suspended process runs again, silently; a window closed meanwhile is
  /// reported first.
  private func resume(_ dormant: Dormant, _ t: inout Transcript) -> Live {
    var live = Live(locked: dormant.locked, windows: dormant.windows, returnSet: dormant.returnSet)
    live.protectedDataWarned = dormant.protectedDataWarned
    if dormant.pendingDiscard {
      appCall(.didDiscardSceneSessions, &live, &t, (.unconfirmed, .discardOnResume))
    }
    return live
  }

  /// Creates the process and runs the launch methods. The app style's UI
  /// is created during didFinishLaunching; the scene style launches in the
  /// background and connects scenes afterwards.
  private mutating func startProcess(
    inForeground: Bool, pendingDiscard: Bool, _ live: inout Live, _ t: inout Transcript
  ) {
    if style == .app {
      let hadCard = live.windows[1]?.hasCard ?? false
      live.windows = WindowTable()
      var window = Window(id: 1, state: inForeground ? .foregroundInactive : .background, screen: nil)
      window.hasCard = inForeground || hadCard
      live.windows.insert(window)
    }
    record(.app(.willFinishLaunching), before: .notRunning, live, (.documented, nil), &t)
    appCall(.didFinishLaunching, &live, &t)
    if pendingDiscard {
      appCall(.didDiscardSceneSessions, &live, &t, (.unconfirmed, .discardPosition))
    }
    switch style {
    case .app:
      let root = newViewController()
      live.windows.update(1) { $0.screen = Screen(root: root) }
      let tag: Tag = inForeground ? (.observed, .viewControllerOrder) : (.observed, .backgroundLaunchViews)
      viewController(root, .viewDidLoad, tag, &t)
      viewController(root, .viewWillAppear, tag, &t)
      viewController(root, .viewIsAppearing, inForeground ? (.unconfirmed, .viewControllerOrder) : tag, &t)
      if !inForeground { viewController(root, .viewDidAppear, tag, &t) }
    case .scene:
      break
    }
  }

  /// Brings the windows the app left with back on screen. With none left, the
  /// lowest-numbered saved session is restored, or a new one is created. An
  /// opening is handled by the first window.
  private mutating func bringToForeground(
    returning returnSet: [Int], _ opening: Opening?, _ live: inout Live, _ t: inout Transcript
  ) {
    live.returnSet = []
    var ids = returnSet.filter { live.windows.contains($0) }
    if ids.isEmpty, let first = live.windows.ids.first { ids = [first] }
    if ids.isEmpty {
      connectNewScene(opening, &live, &t)
      return
    }
    for (position, id) in ids.enumerated() {
      let connecting = live.windows[id]?.state == .unattached
      if connecting { connect(id, &live, &t) }
      move(id, .willEnterForeground, &live, &t)
      if position == 0, let opening { deliver(opening, to: id, connectedNow: connecting, &live, &t) }
      move(id, .didBecomeActive, &live, &t)
      if connecting { appeared(id, &live, &t) }
    }
  }

  /// A new session: configuration, connection, and onto the screen.
  private mutating func connectNewScene(_ opening: Opening?, _ live: inout Live, _ t: inout Transcript) {
    let id = live.windows.insertNew()
    appCall(.configurationForConnecting, &live, &t)
    connect(id, &live, &t)
    move(id, .willEnterForeground, &live, &t)
    if let opening { deliver(opening, to: id, connectedNow: true, &live, &t) }
    move(id, .didBecomeActive, &live, &t)
    appeared(id, &live, &t)
  }

  /// willConnectTo, the restored state, and a new root view controller
  /// loaded and about to appear.
  private mutating func connect(_ id: Int, _ live: inout Live, _ t: inout Transcript) {
    sceneCall(id, .willConnect, to: .unattached, &live, &t)
    if restoration, live.windows[id]?.restorable == true {
      sceneCall(id, .restoreInteractionState, to: nil, &live, &t, (.unconfirmed, .restorationTiming))
    }
    let root = newViewController()
    live.windows.update(id) { $0.screen = Screen(root: root) }
    viewController(root, .viewDidLoad, (.observed, .viewControllerOrder), &t)
    viewController(root, .viewWillAppear, (.observed, .viewControllerOrder), &t)
    viewController(root, .viewIsAppearing, (.unconfirmed, .viewControllerOrder), &t)
  }

  /// The root's viewDidAppear, after the window became active.
  private func appeared(_ id: Int, _ live: inout Live, _ t: inout Transcript) {
    guard let root = live.windows[id]?.screen?.top else { return }
    viewController(root, .viewDidAppear, (.disputed, .viewDidAppearOrder), &t)
  }

  /// The handler of a URL, universal link or notification tap. A scene that
  /// connects now finds a URL or link in its connection options instead.
  private func deliver(
    _ opening: Opening, to id: Int, connectedNow: Bool, _ live: inout Live, _ t: inout Transcript
  ) {
    switch style {
    case .app:
      let tag: Tag = (.observed, nil)
      switch opening {
      case .url: appCall(.openURL, &live, &t, tag)
      case .universalLink:
        appCall(.willContinueUserActivity, &live, &t, tag)
        appCall(.continueUserActivity, &live, &t, tag)
      case .notification: appCall(.didReceiveNotificationResponse, &live, &t, tag)
      }
    case .scene:
      switch (opening, connectedNow) {
      case (.url, true), (.universalLink, true):
        t.mark(.observed, .openInConnectionOptions)
      case (.url, false):
        sceneCall(id, .openURLContexts, to: nil, &live, &t, (.unconfirmed, .openHandlerPosition))
      case (.universalLink, false):
        sceneCall(id, .continueUserActivity, to: nil, &live, &t, (.unconfirmed, .openHandlerPosition))
      case (.notification, true):
        appCall(.didReceiveNotificationResponse, &live, &t, (.unconfirmed, .notificationColdLaunch))
      case (.notification, false):
        appCall(.didReceiveNotificationResponse, &live, &t, (.observed, nil))
      }
    }
  }

  /// Every window on screen resigns (if active) and enters the background.
  private func sendToBackground(_ live: inout Live, _ t: inout Transcript) {
    var returnSet: [Int] = []
    for id in live.windows.ids where live.windows[id]?.state.isForeground == true {
      returnSet.append(id)
      if live.windows[id]?.state == .foregroundActive { move(id, .willResignActive, &live, &t) }
      move(id, .didEnterBackground, &live, &t)
      if restoration && style == .scene {
        sceneCall(id, .stateRestorationActivity, to: nil, &live, &t, (.observed, .restorationTiming))
        live.windows.update(id) { $0.restorable = true }
      }
    }
    live.overlay = nil
    live.returnSet = returnSet
  }

  /// `applicationWillTerminate(_:)`, then the process is gone.
  private mutating func terminate(_ live: Live, _ t: inout Transcript) {
    let before = Self.appState(of: live.windows)
    record(.app(.willTerminate), before: before, after: .notRunning, live, (.documented, nil), &t)
    post(.willTerminate, (.documented, nil), &t)
    endProcess(locked: live.locked, windows: live.windows, pendingDiscard: false)
  }

  /// The process ends; saved sessions stay (unattached), their views go.
  private mutating func endProcess(locked: Bool, windows: WindowTable, pendingDiscard: Bool) {
    var kept = windows
    for id in kept.ids {
      kept.update(id) {
        $0.state = .unattached
        $0.screen = nil
      }
    }
    state = .notRunning(Dormant(locked: locked, windows: kept, returnSet: [], pendingDiscard: pendingDiscard))
  }

  private func disconnect(_ id: Int, _ live: inout Live, _ t: inout Transcript) {
    if restoration {
      sceneCall(id, .stateRestorationActivity, to: nil, &live, &t, (.documented, nil))
      live.windows.update(id) { $0.restorable = true }
    }
    sceneCall(id, .didDisconnect, to: .unattached, &live, &t)
    live.windows.update(id) { $0.screen = nil }
  }

  /// One of the four foreground/background transitions, through the delegate
  /// the style uses: the one place the styles differ.
  private func move(
    _ id: Int, _ transition: Transition, _ live: inout Live, _ t: inout Transcript,
    _ tag: Tag = (.documented, nil)
  ) {
    if transition.target.isForeground { live.windows.update(id) { $0.hasCard = true } }
    switch style {
    case .app:
      let before = Self.appState(of: live.windows)
      live.windows.update(id) { $0.state = transition.target }
      record(.app(transition.appMethod), before: before, live, tag, &t)
      if let notification = transition.appMethod.notification { post(notification, (.documented, nil), &t) }
    case .scene:
      sceneCall(id, transition.sceneMethod, to: transition.target, &live, &t, tag)
    }
  }

  /// A scene delegate call; for a transition also its `UIScene`
  /// notification, the app's notification when the aggregate state moves,
  /// and the SwiftUI phases that change.
  private func sceneCall(
    _ id: Int, _ method: SceneDelegateMethod, to target: SceneState?, _ live: inout Live,
    _ t: inout Transcript, _ tag: Tag = (.documented, nil)
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
    let (confidence, note) = tag
    t.calls.append(
      Call(
        callback: .scene(id, method), appStateBefore: appBefore, appState: appAfter,
        sceneStateBefore: window.state, sceneState: sceneAfter, confidence: confidence, note: note))
    t.entries.append(
      TimelineEntry(kind: .delegate, receiver: "scene-\(id)", name: method.rawValue, confidence: confidence, note: note)
    )
    t.mark(confidence, note)
    if let notification = method.notification {
      t.entries.append(
        TimelineEntry(
          kind: .notification, receiver: "scene-\(id)", name: notification.rawValue, confidence: .unconfirmed,
          note: .sceneNotificationOrder))
    }
    if let notification = Self.aggregateNotification(from: appBefore, to: appAfter) {
      switch notification {
      case .willEnterForeground, .didEnterBackground: post(notification, (.observed, nil), &t)
      case .didFinishLaunching, .didBecomeActive, .willResignActive, .willTerminate, .didReceiveMemoryWarning,
        .protectedDataWillBecomeUnavailable, .protectedDataDidBecomeAvailable:
        post(notification, (.unconfirmed, .appNotificationAggregate), &t)
      }
    }
    let scenePhase = ScenePhase(sceneAfter)
    if scenePhase != ScenePhase(window.state), let scenePhase {
      t.entries.append(
        TimelineEntry(
          kind: .scenePhase, receiver: "scene-\(id)", name: ".\(scenePhase.rawValue)", confidence: .unconfirmed,
          note: .scenePhaseMapping))
    }
    let phaseAfter = Self.appPhase(of: live.windows)
    if phaseAfter != phaseBefore, let phaseAfter {
      t.entries.append(
        TimelineEntry(
          kind: .scenePhase, receiver: "app", name: ".\(phaseAfter.rawValue)", confidence: .documented, note: nil))
    }
  }

  /// The `UIApplication` notification for a change of the aggregate state.
  private static func aggregateNotification(from before: AppState, to after: AppState) -> AppNotification? {
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
  private func appCall(
    _ method: AppDelegateMethod, _ live: inout Live, _ t: inout Transcript, _ tag: Tag = (.documented, nil)
  ) {
    record(.app(method), before: Self.appState(of: live.windows), live, tag, &t)
    if let notification = method.notification { post(notification, (.documented, nil), &t) }
  }

  /// One of the protected-data pair and its notification, which shares the
  /// call's place and so its tag.
  private func protectedData(_ method: AppDelegateMethod, _ live: inout Live, _ t: inout Transcript, _ tag: Tag) {
    record(.app(method), before: Self.appState(of: live.windows), live, tag, &t)
    if let notification = method.notification { post(notification, tag, &t) }
  }

  /// applicationProtectedDataDidBecomeAvailable, only for a process that was
  /// warned: never the second of the pair without the first ([N21]).
  private func dataAvailableAgain(_ live: inout Live, _ t: inout Transcript, note: VarianceNote) {
    guard live.protectedDataWarned else { return }
    live.protectedDataWarned = false
    protectedData(.protectedDataDidBecomeAvailable, &live, &t, (.unconfirmed, note))
  }

  private func record(
    _ callback: Callback, before: AppState, after: AppState? = nil, _ live: Live, _ tag: Tag,
    _ t: inout Transcript
  ) {
    guard t.recording else { return }
    let (confidence, note) = tag
    t.calls.append(
      Call(
        callback: callback, appStateBefore: before, appState: after ?? Self.appState(of: live.windows),
        sceneStateBefore: nil, sceneState: nil, confidence: confidence, note: note))
    t.entries.append(
      TimelineEntry(
        kind: .delegate, receiver: callback.receiver, name: callback.selector, confidence: confidence, note: note))
    t.mark(confidence, note)
  }

  private func post(_ notification: AppNotification, _ tag: Tag, _ t: inout Transcript) {
    guard t.recording else { return }
    t.entries.append(
      TimelineEntry(kind: .notification, receiver: "app", name: notification.rawValue, confidence: tag.0, note: tag.1))
  }

  private func viewController(_ number: Int, _ method: ViewControllerMethod, _ tag: Tag, _ t: inout Transcript) {
    guard t.recording else { return }
    t.entries.append(
      TimelineEntry(
        kind: .viewController, receiver: "vc-\(number)", name: method.rawValue, confidence: tag.0, note: tag.1))
  }
}

// MARK: - States

extension LifecycleStateMachine {
  /// Whether a process exists, and what only a running process has.
  private enum State: Hashable, Sendable {
    /// No process. Sessions may be saved; a discard may wait to be reported.
    /// Transitions: launch, openings and background-launch start the process;
    /// swipe-kill and close-window (scene style) stay here; unlock.
    case notRunning(Dormant)
    /// Code runs; the overlay and the background task exist only here.
    /// Transitions: suspend (from the background, no task); crash, the kills
    /// and system-terminate end it; everything else stays here.
    case running(Live)
    /// In memory, running no code, with no callback marking it.
    /// Transitions: launch, openings, unlock, open-window, background-launch
    /// resume it silently; memory-kill and swipe-kill end it, silently;
    /// close-window discards a session and waits.
    case suspended(Dormant)
  }

  /// What outlives running code: the lock, the saved sessions, the windows
  /// to bring back, and a discard not yet reported.
  private struct Dormant: Hashable, Sendable {
    var locked: Bool
    var windows: WindowTable
    var returnSet: [Int]
    var pendingDiscard: Bool
    /// This process heard applicationProtectedDataWillBecomeUnavailable and
    /// has not yet heard that the data is back (suspended only).
    var protectedDataWarned = false
    /// The last process crashed, keeping its sessions (not running only).
    var crashed = false
    /// The user swiped the app away: the system wakes it for nothing until
    /// the user opens it again (not running only; [Q3]).
    var forceQuit = false
  }

  private struct Live: Hashable, Sendable {
    var locked: Bool
    var windows: WindowTable
    /// The windows that were on screen when the app left it; a return brings
    /// them back.
    var returnSet: [Int]
    var overlay: Overlay? = nil
    var backgroundTask = false
    /// See `Dormant.protectedDataWarned`.
    var protectedDataWarned = false
  }

  /// Sessions by scene number, in slots indexed by number so that nothing
  /// is searched, and shared between copies so that a step keeps the scenes
  /// as they were without copying every window.
  struct WindowTable: Hashable, Sendable {
    private var slots = SharedSlots<Window>()
    private(set) var count = 0
    /// Windows per scene state, kept as windows change, so the app state and
    /// the aggregate phase need no search.
    private var tally = [0, 0, 0, 0]

    func count(in state: SceneState) -> Int { tally[Self.slot(state)] }

    private static func slot(_ state: SceneState) -> Int {
      switch state {
      case .unattached: 0
      case .foregroundInactive: 1
      case .foregroundActive: 2
      case .background: 3
      }
    }

    private mutating func untally(_ window: Window?) {
      if let window { tally[Self.slot(window.state)] -= 1 }
    }

    private mutating func retally(_ window: Window?) {
      if let window { tally[Self.slot(window.state)] += 1 }
    }

    var isEmpty: Bool { count == 0 }
    var all: [Window] { slots.elements }
    var ids: [Int] { all.map(\.id) }

    subscript(id: Int) -> Window? {
      slots[id - 1]
    }

    func contains(_ id: Int) -> Bool { self[id] != nil }

    /// The first window by number that matches, looking at no more.
    func first(where matches: (Window) -> Bool) -> Window? {
      slots.first(where: matches)
    }

    mutating func insert(_ window: Window) {
      guard window.id >= 1 else { return }
      let old = slots[window.id - 1]
      if old == nil { count += 1 }
      untally(old)
      slots[window.id - 1] = window
      retally(window)
    }

    /// A new unattached session with the lowest free number.
    mutating func insertNew() -> Int {
      let id = slots.firstEmpty() + 1
      insert(Window(id: id, state: .unattached, screen: nil))
      return id
    }

    mutating func remove(_ id: Int) {
      guard let old = self[id] else { return }
      untally(old)
      slots[id - 1] = nil
      count -= 1
    }

    mutating func update(_ id: Int, _ change: (inout Window) -> Void) {
      guard var window = self[id] else { return }
      untally(window)
      change(&window)
      slots[id - 1] = window
      retally(window)
    }

    static func == (lhs: WindowTable, rhs: WindowTable) -> Bool {
      if lhs.slots.isIdentical(to: rhs.slots) { return true }
      return lhs.count == rhs.count && lhs.tally == rhs.tally && lhs.all == rhs.all
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(all)
    }
  }

  struct Window: Hashable, Sendable {
    let id: Int
    var state: SceneState
    /// The view controllers; only while connected.
    var screen: Screen?
    /// Whether the session holds a state-restoration activity.
    var restorable = false
    /// The window has an app-switcher card: it was on screen in this process
    /// or an earlier one. An app launched in the background has none.
    var hasCard = false
  }

  /// A window's view controllers: the root navigation stack, then one layer
  /// per modal presentation.
  struct Screen: Hashable, Sendable {
    var layers: [Layer]

    init(root: Int) { layers = [Layer(presentation: nil, stack: [root])] }

    /// The view controller in front.
    var top: Int { layers.last?.stack.last ?? 0 }
  }

  struct Layer: Hashable, Sendable {
    enum Presentation: Hashable, Sendable { case fullScreen, sheet }
    let presentation: Presentation?
    var stack: [Int]
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
    /// Off when only acceptance matters (`possibleEvents`): nothing is built.
    var recording = true
    var calls: [Call] = []
    var entries: [TimelineEntry] = []
    var confidence: Confidence = .documented
    var note: VarianceNote? = nil
    /// The app was suspended, silently, before the event arrived.
    var suspendedFirst = false

    /// Keeps the least certain tag seen, with its note.
    mutating func mark(_ confidence: Confidence, _ note: VarianceNote?) {
      guard confidence > self.confidence || (confidence == self.confidence && self.note == nil)
      else { return }
      self.confidence = confidence
      self.note = note ?? self.note
    }
  }
}
