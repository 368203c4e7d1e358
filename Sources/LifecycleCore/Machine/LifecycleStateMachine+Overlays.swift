// System UI over the app: it resigns active under an overlay and becomes active again when it goes.

extension LifecycleStateMachine {
  mutating func show(_ overlay: Overlay, _ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning(let dormant): return .rejected(dormant.locked ? .deviceLocked : .notRunning)
    case .suspended(let dormant): return .rejected(dormant.locked ? .deviceLocked : .notOnScreen)
    case .running(var live):
      if live.locked { return .rejected(.deviceLocked) }
      guard hasForeground(live) else { return .rejected(.notOnScreen) }
      if let current = live.overlay { return .rejected(.overlayUp(current)) }
      let tag = overlayTag(overlay)
      for id in live.windows.ids where live.windows[id]?.state == .foregroundActive {
        move(id, .willResignActive, &live, &t, tag)
      }
      live.overlay = overlay
      t.mark(tag)
      state = .running(live)
      return .accepted
    }
  }

  mutating func dismiss(_ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning: return .rejected(.notRunning)
    case .suspended: return .rejected(.noOverlay)
    case .running(var live):
      guard let overlay = live.overlay else { return .rejected(.noOverlay) }
      let tag = overlayTag(overlay)
      for id in live.windows.ids where live.windows[id]?.state == .foregroundInactive {
        move(id, .didBecomeActive, &live, &t, tag)
      }
      live.overlay = nil
      t.mark(tag)
      state = .running(live)
      return .accepted
    }
  }

  mutating func answerCall(_ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning: return .rejected(.notRunning)
    case .suspended: return .rejected(.noIncomingCall)
    case .running(var live):
      guard live.overlay == .call else { return .rejected(.noIncomingCall) }
      sendToBackground(&live, &t)
      state = .running(live)
      return .accepted
    }
  }

  /// Every style has its tag for the overlays: scene style is inferred from
  /// the documented app-style step.
  func overlayTag(_ overlay: Overlay) -> Evidence {
    let (confidence, note) = overlay.confidence
    switch style {
    case .app: return Evidence(confidence, note)
    case .scene: return Evidence(max(confidence, .inferred), note)
    }
  }
}
