import LifecycleCore

/// What each callback means, written from Part A independently of the machine:
/// the state a receiver must be in when UIKit calls it, and the state it
/// announces. The invariant tests replay every step against this.
enum CallbackOracle {
  /// Scene-delegate calls. `nil` target: the state stays.
  static func sceneTransition(_ method: SceneDelegateMethod) -> (from: Set<SceneState>, to: SceneState?) {
    switch method {
    case .willConnect: ([.unattached], .unattached)
    case .willEnterForeground: ([.unattached, .background], .foregroundInactive)
    case .didBecomeActive: ([.foregroundInactive], .foregroundActive)
    case .willResignActive: ([.foregroundActive], .foregroundInactive)
    case .didEnterBackground: ([.foregroundInactive], .background)
    case .didDisconnect: ([.background], .unattached)
    case .openURLContexts, .continueUserActivity: ([.foregroundInactive, .foregroundActive], nil)
    case .stateRestorationActivity: ([.background], nil)
    case .restoreInteractionState: ([.unattached], nil)
    }
  }

  /// App-delegate calls in an app-based app. `nil` target: the state stays.
  static func appTransition(_ method: AppDelegateMethod) -> (from: Set<AppState>, to: AppState?) {
    switch method {
    case .willFinishLaunching: ([.notRunning], nil)
    case .didFinishLaunching: ([.inactive, .background], nil)
    case .didBecomeActive: ([.inactive], .active)
    case .willResignActive: ([.active], .inactive)
    case .didEnterBackground: ([.inactive], .background)
    case .willEnterForeground: ([.background], .inactive)
    case .willTerminate: ([.background], .notRunning)
    case .configurationForConnecting, .didDiscardSceneSessions: ([], nil)
    case .openURL, .willContinueUserActivity, .continueUserActivity, .didReceiveNotificationResponse:
      ([.inactive, .active], nil)
    case .didReceiveMemoryWarning: ([.active, .inactive, .background], nil)
    // Facts v2 §7.3: after the lock's background, before the unlock's foreground.
    case .protectedDataWillBecomeUnavailable, .protectedDataDidBecomeAvailable: ([.background], nil)
    // A silent push reaches a running app wherever it is; URLSession events
    // only an app woken for them; willPresent only an app in front.
    case .didReceiveRemoteNotification: ([.active, .inactive, .background], nil)
    case .handleEventsForBackgroundURLSession: ([.background], nil)
    case .willPresentNotification: ([.active, .inactive], nil)
    }
  }

  /// `UIApplication.State` from the scenes: the most active one wins.
  static func mostActive(_ states: [SceneState]) -> AppState {
    if states.contains(.foregroundActive) { return .active }
    if states.contains(.foregroundInactive) { return .inactive }
    return .background
  }

  /// Events that launch or wake the app in the background.
  static let backgroundWakeEvents: Set<EventKind> = [.backgroundLaunch, .silentPush, .urlSessionEvents]

  /// Events after which the app may start running code it did not run before.
  static let wakingEvents: Set<EventKind> = [
    .launch, .unlock, .backgroundLaunch, .openWindow, .openURL, .universalLink, .tapNotification, .silentPush,
    .urlSessionEvents,
  ]
}
