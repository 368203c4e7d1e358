// Background tasks, suspension and memory warnings.

extension LifecycleStateMachine {
  mutating func beginTask() -> RejectionReason? {
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
  mutating func endTask(expiring: Bool, _ t: inout Transcript) -> RejectionReason? {
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
            receiver: .app, name: .expirationHandler, confidence: .documented,
            note: .taskExpiryHandler))
        t.mark(.documented, .taskExpiryHandler)
      }
      live.backgroundTask = false
      state = .running(live)
      return nil
    }
  }

  mutating func suspend() -> RejectionReason? {
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
  mutating func memoryWarning(_ t: inout Transcript) -> RejectionReason? {
    switch state {
    case .notRunning: return .notRunning
    case .suspended: return .processSuspended
    case .running(var live):
      guard hasForeground(live) || live.backgroundTask else { return .backgroundWithoutTask }
      appCall(.didReceiveMemoryWarning, &live, &t)
      for window in live.windows.all {
        for layer in window.screen?.layers ?? [] {
          for number in layer.stack {
            viewController(number, .didReceiveMemoryWarning, Evidence(.documented, nil), &t)
          }
        }
      }
      state = .running(live)
      return nil
    }
  }
}
