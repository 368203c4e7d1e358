// Kills, terminations and crashes: how the process ends, and what it hears first.

extension LifecycleStateMachine {
  mutating func swipeKill(_ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning(let dormant), .suspended(let dormant):
      if dormant.locked { return .rejected(.deviceLocked) }
      guard dormant.windows.all.contains(where: \.hasCard) else { return .rejected(.noSwitcherCard) }
      if dormant.windows.count > 1 { return .rejected(.severalWindows) }
      // Nothing runs, so nothing is called. Scene style: the sessions go, and
      // the next launch reports the discard.
      switch style {
      case .app: t.mark(.legacy, nil)
      case .scene: t.mark(.disputed, .swipeKillDiscardsSession)
      }
      var gone = Dormant(locked: false, windows: WindowTable(), returnSet: [], pendingDiscard: style == .scene)
      gone.forceQuit = true
      state = .notRunning(gone)
      return .accepted
    case .running(var live):
      if live.locked { return .rejected(.deviceLocked) }
      guard live.windows.all.contains(where: \.hasCard) else { return .rejected(.noSwitcherCard) }
      if live.windows.count > 1 { return .rejected(.severalWindows) }
      if hasForeground(live) {
        guard live.overlay == .appSwitcher else { return .rejected(.notInAppSwitcher) }
        t.mark(.disputed, style == .scene ? .swipeKillFromSwitcher : .swipeKillFromSwitcherApp)
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
      return .accepted
    }
  }

  mutating func memoryKill(_ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning: return .rejected(.notRunning)
    case .suspended(let dormant):
      endProcess(locked: dormant.locked, windows: dormant.windows, pendingDiscard: dormant.pendingDiscard)
      return .accepted
    case .running(let live):
      if hasForeground(live) { return .rejected(.onScreen) }
      // A memory-pressure kill sends SIGKILL: no code runs ([N20], [F10]).
      t.mark(.disputed, .memoryKillRunning)
      endProcess(locked: live.locked, windows: live.windows, pendingDiscard: false)
      return .accepted
    }
  }

  /// The system ends a background-running app for a reason other than memory.
  mutating func systemTerminate(_ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning: return .rejected(.notRunning)
    case .suspended: return .rejected(.processSuspended)
    case .running(let live):
      if hasForeground(live) { return .rejected(.onScreen) }
      switch style {
      case .app: t.mark(.unconfirmed, .systemTerminateMay)
      case .scene: t.mark(.unconfirmed, .terminateSceneDisconnect)
      }
      terminate(live, &t)
      return .accepted
    }
  }

  mutating func crash(_ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning: return .rejected(.notRunning)
    case .suspended: return .rejected(.processSuspended)
    case .running(let live):
      endProcess(locked: live.locked, windows: live.windows, pendingDiscard: false)
      if case .notRunning(var dormant) = state {
        dormant.crashed = true
        state = .notRunning(dormant)
      }
      t.mark(.observed, nil)
      return .accepted
    }
  }

  /// `applicationWillTerminate(_:)`, then the process is gone.
  mutating func terminate(_ live: Live, _ t: inout Transcript) {
    let before = Self.appState(of: live.windows)
    record(.app(.willTerminate), before: before, after: .notRunning, live, Evidence(.documented, nil), &t)
    post(.willTerminate, Evidence(.documented, nil), &t)
    endProcess(locked: live.locked, windows: live.windows, pendingDiscard: false)
  }

  /// The process ends; saved sessions stay (unattached), their views go.
  mutating func endProcess(locked: Bool, windows: WindowTable, pendingDiscard: Bool) {
    var kept = windows
    for id in kept.ids {
      kept.update(id) {
        $0.state = .unattached
        $0.screen = nil
      }
    }
    state = .notRunning(Dormant(locked: locked, windows: kept, returnSet: [], pendingDiscard: pendingDiscard))
  }
}
