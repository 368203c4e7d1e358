// Leaving the screen (home, lock, another app) and unlocking, with the protected-data pair.

extension LifecycleStateMachine {
  /// Home, lock and other-app: every window on screen goes to the background.
  mutating func leaveScreen(locking: Bool, _ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning(let dormant):
      return .rejected(dormant.locked ? .deviceLocked : .notRunning)
    case .suspended(let dormant):
      return .rejected(dormant.locked ? .deviceLocked : .notOnScreen)
    case .running(var live):
      if live.locked { return .rejected(.deviceLocked) }
      guard hasForeground(live) else { return .rejected(.notOnScreen) }
      if let overlay = live.overlay, overlay.mayOutlastLeaving { t.mark(.unconfirmed, .overlayLeftBehind) }
      sendToBackground(&live, &t)
      if locking {
        live.locked = true
        t.mark(.legacy, .lockAlwaysOnDisplay)
        // Apple: the device is "about to be locked"; the files lock about
        // 10 s later (with a passcode). The warning belongs to the lock ([N21], [N22]).
        protectedData(.protectedDataWillBecomeUnavailable, &live, &t, Evidence(.unconfirmed, .protectedDataLock))
        live.protectedDataWarned = true
      }
      state = .running(live)
      return .accepted
    }
  }

  mutating func unlock(_ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning(var dormant):
      guard dormant.locked else { return .rejected(.deviceNotLocked) }
      dormant.locked = false
      state = .notRunning(dormant)
      t.mark(.unconfirmed, .unlockAfterTermination)
    case .running(var live):
      guard live.locked else { return .rejected(.deviceNotLocked) }
      live.locked = false
      dataAvailableAgain(&live, &t, note: .protectedDataTiming)
      bringToForeground(returning: live.returnSet, nil, &live, &t)
      t.mark(.observed, nil)
      state = .running(live)
    case .suspended(var dormant):
      guard dormant.locked else { return .rejected(.deviceNotLocked) }
      dormant.locked = false
      var live = resume(dormant, &t)
      // A suspended app runs no code at the unlock itself; it hears once the
      // unlock resumes it.
      dataAvailableAgain(&live, &t, note: .protectedDataAfterSuspension)
      bringToForeground(returning: dormant.returnSet, nil, &live, &t)
      t.mark(.observed, nil)
      state = .running(live)
    }
    return .accepted
  }

  /// Every window on screen resigns (if active) and enters the background.
  func sendToBackground(_ live: inout Live, _ t: inout Transcript) {
    var returnSet: [Int] = []
    for id in live.windows.ids where live.windows[id]?.state.isForeground == true {
      returnSet.append(id)
      if live.windows[id]?.state == .foregroundActive { move(id, .willResignActive, &live, &t) }
      move(id, .didEnterBackground, &live, &t)
      if restoresScenes {
        sceneCall(id, .stateRestorationActivity, to: nil, &live, &t, Evidence(.observed, .restorationTiming))
        live.windows.update(id) { $0.restorable = true }
      }
    }
    live.overlay = nil
    live.returnSet = returnSet
  }

  /// One of the protected-data pair and its notification, which shares the
  /// call's place and so its tag.
  func protectedData(_ method: AppDelegateMethod, _ live: inout Live, _ t: inout Transcript, _ tag: Evidence) {
    record(.app(method), before: Self.appState(of: live.windows), live, tag, &t)
    if let notification = method.notification { post(notification, tag, &t) }
  }

  /// applicationProtectedDataDidBecomeAvailable, only for a process that was
  /// warned: never the second of the pair without the first ([N21]).
  func dataAvailableAgain(_ live: inout Live, _ t: inout Transcript, note: VarianceNote) {
    guard live.protectedDataWarned else { return }
    live.protectedDataWarned = false
    protectedData(.protectedDataDidBecomeAvailable, &live, &t, Evidence(.unconfirmed, note))
  }
}
