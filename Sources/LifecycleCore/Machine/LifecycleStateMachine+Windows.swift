// Scene-style windows: opening, closing and reclaiming scenes.

extension LifecycleStateMachine {
  mutating func openWindow(_ t: inout Transcript) -> Handling {
    guard style == .scene else { return .rejected(.sceneStyleOnly) }
    switch state {
    case .notRunning(let dormant): return .rejected(dormant.locked ? .deviceLocked : .notRunning)
    case .running(var live):
      if live.locked { return .rejected(.deviceLocked) }
      if let overlay = live.overlay { return .rejected(.overlayUp(overlay)) }
      connectNewScene(nil, &live, &t)
      state = .running(live)
    case .suspended(let dormant):
      if dormant.locked { return .rejected(.deviceLocked) }
      var live = resume(dormant, &t)
      connectNewScene(nil, &live, &t)
      state = .running(live)
    }
    return .accepted
  }

  /// Closing a window's card. The last window's card is the app's: closing it
  /// is a swipe-kill, by lifequiz's convention.
  mutating func closeWindow(_ id: Int, _ t: inout Transcript) -> Handling {
    guard style == .scene else { return .rejected(.sceneStyleOnly) }
    switch state {
    case .notRunning(var dormant):
      if dormant.locked { return .rejected(.deviceLocked) }
      guard dormant.windows.contains(id) else { return .rejected(.noSuchScene(id)) }
      if dormant.windows.count == 1 { return closeLastWindow(&t) }
      // Reported at the next launch ([A17]).
      dormant.windows.remove(id)
      dormant.pendingDiscard = true
      state = .notRunning(dormant)
    case .suspended(var dormant):
      if dormant.locked { return .rejected(.deviceLocked) }
      guard dormant.windows.contains(id) else { return .rejected(.noSuchScene(id)) }
      if dormant.windows.count == 1 { return closeLastWindow(&t) }
      dormant.windows.remove(id)
      dormant.returnSet.removeAll { $0 == id }
      dormant.pendingDiscard = true
      t.mark(.unconfirmed, .discardOnResume)
      state = .suspended(dormant)
    case .running(var live):
      if live.locked { return .rejected(.deviceLocked) }
      guard let window = live.windows[id] else { return .rejected(.noSuchScene(id)) }
      if live.windows.count == 1 { return closeLastWindow(&t) }
      if let overlay = live.overlay, overlay != .appSwitcher { return .rejected(.overlayUp(overlay)) }
      if window.state == .foregroundActive { move(id, .willResignActive, &live, &t) }
      if live.windows[id]?.state == .foregroundInactive { move(id, .didEnterBackground, &live, &t) }
      if live.windows[id]?.state == .background { disconnect(id, &live, &t) }
      live.windows.remove(id)
      appCall(.didDiscardSceneSessions, &live, &t)
      if !hasForeground(live) { live.overlay = nil }
      live.returnSet.removeAll { $0 == id }
      state = .running(live)
    }
    return .accepted
  }

  /// Apple does not say what closing the last window does; lifequiz reads it
  /// as a swipe-kill, and the step says so ([O30] saw the process end
  /// without `application(_:didDiscardSceneSessions:)`).
  private mutating func closeLastWindow(_ t: inout Transcript) -> Handling {
    let handled = swipeKill(&t)
    if handled == .accepted { t.replaceNote(.lastWindowClosed, atLeast: .unconfirmed) }
    return handled
  }

  mutating func reclaimScene(_ id: Int, _ t: inout Transcript) -> Handling {
    guard style == .scene else { return .rejected(.sceneStyleOnly) }
    switch state {
    case .notRunning(let dormant):
      return .rejected(dormant.windows.contains(id) ? .notRunning : .noSuchScene(id))
    case .suspended(let dormant):
      return .rejected(dormant.windows.contains(id) ? .processSuspended : .noSuchScene(id))
    case .running(var live):
      guard let window = live.windows[id] else { return .rejected(.noSuchScene(id)) }
      switch window.state {
      case .unattached: return .rejected(.sceneAlreadyDisconnected(id))
      case .foregroundActive, .foregroundInactive: return .rejected(.sceneOnScreen(id))
      case .background:
        disconnect(id, &live, &t)
        state = .running(live)
        return .accepted
      }
    }
  }

  func disconnect(_ id: Int, _ live: inout Live, _ t: inout Transcript) {
    if restoresScenes {
      sceneCall(id, .stateRestorationActivity, to: nil, &live, &t, Evidence(.documented, nil))
      live.windows.update(id) { $0.restorable = true }
    }
    sceneCall(id, .didDisconnect, to: .unattached, &live, &t)
    live.windows.update(id) { $0.screen = nil }
  }
}
