// What the handlers ask of the state.

extension LifecycleStateMachine {

  var windows: WindowTable {
    switch state {
    case .notRunning(let dormant), .suspended(let dormant): dormant.windows
    case .running(let live): live.windows
    }
  }

  var overlay: Overlay? {
    switch state {
    case .notRunning, .suspended: nil
    case .running(let live): live.overlay
    }
  }

  var backgroundTask: Bool {
    switch state {
    case .notRunning, .suspended: false
    case .running(let live): live.backgroundTask
    }
  }

  static func appState(of windows: WindowTable) -> AppState {
    if windows.count(in: .foregroundActive) > 0 { return .active }
    if windows.count(in: .foregroundInactive) > 0 { return .inactive }
    return .background
  }

  /// The `App`'s phase: active if any scene is active, inactive if none is
  /// active but one is on screen, background when all are in the background.
  static func appPhase(of windows: WindowTable) -> ScenePhase? {
    if windows.count(in: .foregroundActive) > 0 { return .active }
    if windows.count(in: .foregroundInactive) > 0 { return .inactive }
    return windows.count(in: .background) > 0 ? .background : nil
  }

  func hasForeground(_ live: Live) -> Bool {
    live.windows.count(in: .foregroundActive) + live.windows.count(in: .foregroundInactive) > 0
  }

  /// The window navigation and openings act on: the lowest-numbered window
  /// on screen (lifequiz's convention with several windows).
  func frontWindow(_ live: Live) -> Int? {
    live.windows.first { $0.state.isForeground && $0.screen != nil }?.id
  }

  var candidateEvents: [LifecycleEvent] {
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
}
