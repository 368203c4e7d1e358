// Launching, resuming and coming back on screen: the process starts or runs again, scenes connect, openings are delivered.

extension LifecycleStateMachine {
  /// An app in the background with no task is suspended "shortly after" it
  /// enters the background ([A6], [Q2]), silently: by the time the user
  /// does anything else it runs no code. Only the system and the app itself
  /// act in those seconds, so their events find it still running.
  mutating func suspendIfIdle(before event: LifecycleEvent, _ t: inout Transcript) {
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
  mutating func launch(_ opening: Opening?, _ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning(let dormant):
      if dormant.locked { return .rejected(.deviceLocked) }
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
      if live.locked { return .rejected(.deviceLocked) }
      if hasForeground(live) {
        guard let opening else { return .rejected(.onScreen) }
        if let overlay = live.overlay { return .rejected(.overlayUp(overlay)) }
        guard let front = frontWindow(live) else { return .rejected(.onScreen) }
        deliver(opening, to: front, connectedNow: false, &live, &t)
        t.mark(.unconfirmed, style == .scene ? .openHandlerPosition : .openHandlerPositionApp)
      } else {
        bringToForeground(returning: live.returnSet, opening, &live, &t)
      }
      state = .running(live)
    case .suspended(let dormant):
      if dormant.locked { return .rejected(.deviceLocked) }
      var live = resume(dormant, &t)
      bringToForeground(returning: dormant.returnSet, opening, &live, &t)
      state = .running(live)
    }
    return .accepted
  }

  mutating func newViewController() -> Int {
    defer { nextViewController += 1 }
    return nextViewController
  }

  /// The same process, suspended.
  func dormant(_ live: Live) -> Dormant {
    var dormant = Dormant(locked: live.locked, windows: live.windows, returnSet: live.returnSet, pendingDiscard: false)
    dormant.protectedDataWarned = live.protectedDataWarned
    return dormant
  }

  /// A suspended process runs again, silently; a window closed meanwhile is
  /// reported first.
  func resume(_ dormant: Dormant, _ t: inout Transcript) -> Live {
    var live = Live(locked: dormant.locked, windows: dormant.windows, returnSet: dormant.returnSet)
    live.protectedDataWarned = dormant.protectedDataWarned
    if dormant.pendingDiscard {
      appCall(.didDiscardSceneSessions, &live, &t, Evidence(.unconfirmed, .discardOnResume))
    }
    return live
  }

  /// Creates the process and runs the launch methods. The app style's UI
  /// is created during didFinishLaunching; the scene style launches in the
  /// background and connects scenes afterwards.
  mutating func startProcess(
    inForeground: Bool, pendingDiscard: Bool, _ live: inout Live, _ t: inout Transcript
  ) {
    if style == .app {
      let hadCard = live.windows[1]?.hasCard ?? false
      live.windows = WindowTable()
      var window = Window(id: 1, state: inForeground ? .foregroundInactive : .background, screen: nil)
      window.hasCard = inForeground || hadCard
      live.windows.insert(window)
    }
    record(.app(.willFinishLaunching), before: .notRunning, live, Evidence(.documented, nil), &t)
    appCall(.didFinishLaunching, &live, &t)
    if pendingDiscard {
      appCall(.didDiscardSceneSessions, &live, &t, Evidence(.unconfirmed, .discardPosition))
    }
    switch style {
    case .app:
      let root = newViewController()
      live.windows.update(1) { $0.screen = Screen(root: root) }
      let tag: Evidence =
        inForeground ? Evidence(.observed, .viewControllerOrder) : Evidence(.observed, .backgroundLaunchViews)
      viewController(root, .viewDidLoad, tag, &t)
      viewController(root, .viewWillAppear, tag, &t)
      viewController(root, .viewIsAppearing, inForeground ? Evidence(.unconfirmed, .viewControllerOrder) : tag, &t)
      if !inForeground { viewController(root, .viewDidAppear, tag, &t) }
    case .scene:
      break
    }
  }

  /// Brings the windows the app left with back on screen. With none left, the
  /// lowest-numbered saved session is restored, or a new one is created. An
  /// opening is handled by the first window.
  mutating func bringToForeground(
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
  mutating func connectNewScene(_ opening: Opening?, _ live: inout Live, _ t: inout Transcript) {
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
  mutating func connect(_ id: Int, _ live: inout Live, _ t: inout Transcript) {
    sceneCall(id, .willConnect, to: .unattached, &live, &t)
    if restoresScenes, live.windows[id]?.restorable == true {
      sceneCall(id, .restoreInteractionState, to: nil, &live, &t, Evidence(.unconfirmed, .restorationTiming))
    }
    let root = newViewController()
    live.windows.update(id) { $0.screen = Screen(root: root) }
    viewController(root, .viewDidLoad, Evidence(.observed, .viewControllerOrder), &t)
    viewController(root, .viewWillAppear, Evidence(.observed, .viewControllerOrder), &t)
    viewController(root, .viewIsAppearing, Evidence(.unconfirmed, .viewControllerOrder), &t)
  }

  /// The root's viewDidAppear, after the window became active.
  func appeared(_ id: Int, _ live: inout Live, _ t: inout Transcript) {
    guard let root = live.windows[id]?.screen?.top else { return }
    viewController(root, .viewDidAppear, Evidence(.disputed, .viewDidAppearOrder), &t)
  }

  /// The handler of a URL, universal link or notification tap. A scene that
  /// connects now finds a URL or link in its connection options instead.
  func deliver(
    _ opening: Opening, to id: Int, connectedNow: Bool, _ live: inout Live, _ t: inout Transcript
  ) {
    switch style {
    case .app:
      let tag: Evidence = Evidence(.observed, nil)
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
        sceneCall(id, .openURLContexts, to: nil, &live, &t, Evidence(.unconfirmed, .openHandlerPosition))
      case (.universalLink, false):
        sceneCall(id, .continueUserActivity, to: nil, &live, &t, Evidence(.unconfirmed, .openHandlerPosition))
      case (.notification, true):
        appCall(.didReceiveNotificationResponse, &live, &t, Evidence(.unconfirmed, .notificationColdLaunch))
      case (.notification, false):
        appCall(.didReceiveNotificationResponse, &live, &t, Evidence(.observed, nil))
      }
    }
  }
}
