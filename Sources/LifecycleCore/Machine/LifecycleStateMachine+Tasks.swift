// Background tasks, suspension and memory warnings.

extension LifecycleStateMachine {
  mutating func beginTask() -> Handling {
    switch state {
    case .notRunning: return .rejected(.notRunning)
    case .suspended: return .rejected(.processSuspended)
    case .running(var live):
      if live.backgroundTask { return .rejected(.backgroundTaskAlreadyRunning) }
      live.backgroundTask = true
      state = .running(live)
      return .accepted
    }
  }

  /// `end-task`, or `task-expires`: the expiration handler runs and ends the
  /// task. Time only runs out in the background.
  mutating func endTask(expiring: Bool, _ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning: return .rejected(.notRunning)
    case .suspended: return .rejected(.processSuspended)
    case .running(var live):
      guard live.backgroundTask else { return .rejected(.noBackgroundTask) }
      if expiring && hasForeground(live) { return .rejected(.onScreen) }
      if expiring && t.recording {
        // App code that UIKit calls, not a delegate method ([A27]).
        t.entries.append(
          TimelineEntry(
            receiver: .app, name: .expirationHandler, confidence: .documented,
            note: .taskExpiryHandler))
        t.mark(.documented, .taskExpiryHandler)
      }
      live.backgroundTask = false
      state = .running(live)
      return .accepted
    }
  }

  mutating func suspend() -> Handling {
    switch state {
    case .notRunning: return .rejected(.notRunning)
    case .suspended: return .rejected(.alreadySuspended)
    case .running(let live):
      if hasForeground(live) { return .rejected(.onScreen) }
      if live.backgroundTask { return .rejected(.backgroundTaskRunning) }
      state = .suspended(dormant(live))
      return .accepted
    }
  }

  /// Low memory reaches running apps only: suspended ones are purged first.
  mutating func memoryWarning(_ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning: return .rejected(.notRunning)
    case .suspended: return .rejected(.processSuspended)
    case .running(var live):
      guard hasForeground(live) || live.backgroundTask else { return .rejected(.backgroundWithoutTask) }
      appCall(.didReceiveMemoryWarning, &live, &t)
      for window in live.windows.all {
        for layer in window.screen?.layers ?? [] {
          for number in layer.stack {
            viewController(number, .didReceiveMemoryWarning, Evidence(.documented, nil), &t)
          }
        }
      }
      state = .running(live)
      return .accepted
    }
  }
}
