// The system launching or waking the app in the background, and notifications arriving.

extension LifecycleStateMachine {
  mutating func backgroundLaunch(_ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning(let dormant):
      // After a swipe-kill nothing relaunches the app until the user opens it ([Q3]).
      if dormant.forceQuit { return .rejected(.forceQuit) }
      var live = Live(locked: dormant.locked, windows: dormant.windows, returnSet: [])
      startProcess(inForeground: false, pendingDiscard: dormant.pendingDiscard, &live, &t)
      switch style {
      case .app: appCall(.didEnterBackground, &live, &t, Evidence(.disputed, .backgroundLaunchDidEnterBackground))
      case .scene: t.mark(.unconfirmed, .backgroundLaunchScene)
      }
      state = .running(live)
      return .accepted
    case .running(let live):
      return .rejected(hasForeground(live) ? .onScreen : .alreadyRunningInBackground)
    case .suspended(let dormant):
      var live = resume(dormant, &t)
      live.returnSet = dormant.returnSet
      switch style {
      case .app: appCall(.didEnterBackground, &live, &t, Evidence(.disputed, .backgroundResume))
      case .scene: t.mark(.unconfirmed, .backgroundLaunchScene)
      }
      state = .running(live)
      return .accepted
    }
  }

  /// A silent push (or another wake-up with a delegate method): a launch or
  /// a resume in the background when no code runs, then the method. A
  /// running app, in front or behind, just hears the method.
  mutating func wake(for method: AppDelegateMethod, note: VarianceNote, _ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning, .suspended:
      let launched = backgroundLaunch(&t)
      guard launched == .accepted else { return launched }
    case .running:
      break
    }
    guard case .running(var live) = state else { return .rejected(.notRunning) }
    appCall(method, &live, &t, Evidence(.documented, note))
    t.mark(.documented, note)
    state = .running(live)
    return .accepted
  }

  /// A background URLSession finished: UIKit calls the app delegate only for
  /// an app it launches or resumes for it; a running app's session delegate
  /// hears directly, so the app delegate gets nothing.
  mutating func urlSessionEvents(_ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning, .suspended:
      return wake(for: .handleEventsForBackgroundURLSession, note: .urlSessionRelaunch, &t)
    case .running:
      t.mark(.documented, .urlSessionRunning)
      return .accepted
    }
  }

  /// One of the app's notifications arrives. In front, the notification
  /// center's delegate decides how to present it; otherwise the system shows
  /// it and the app hears nothing until a tap.
  mutating func notificationArrives(_ t: inout Transcript) -> Handling {
    guard case .running(var live) = state, hasForeground(live), !live.locked else {
      t.mark(.documented, .notificationShownBySystem)
      return .accepted
    }
    appCall(.willPresentNotification, &live, &t, Evidence(.documented, .notificationInForeground))
    t.mark(.documented, .notificationInForeground)
    state = .running(live)
    return .accepted
  }
}
