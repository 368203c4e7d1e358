/// `UIApplicationDelegate` methods lifequiz models, plus the notification
/// tap, which UIKit sends to the `UNUserNotificationCenterDelegate` (by
/// convention the app delegate). Raw values are the exact Swift selectors, so
/// content and tests can name them.
public enum AppDelegateMethod: String, CaseIterable, Hashable, Sendable {
  case willFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"
  case didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
  case configurationForConnecting = "application(_:configurationForConnecting:options:)"
  case didDiscardSceneSessions = "application(_:didDiscardSceneSessions:)"
  case didBecomeActive = "applicationDidBecomeActive(_:)"
  case willResignActive = "applicationWillResignActive(_:)"
  case didEnterBackground = "applicationDidEnterBackground(_:)"
  case willEnterForeground = "applicationWillEnterForeground(_:)"
  case willTerminate = "applicationWillTerminate(_:)"
  case openURL = "application(_:open:options:)"
  case willContinueUserActivity = "application(_:willContinueUserActivityWithType:)"
  case continueUserActivity = "application(_:continue:restorationHandler:)"
  case didReceiveNotificationResponse = "userNotificationCenter(_:didReceive:withCompletionHandler:)"
  case didReceiveMemoryWarning = "applicationDidReceiveMemoryWarning(_:)"
  case protectedDataWillBecomeUnavailable = "applicationProtectedDataWillBecomeUnavailable(_:)"
  case protectedDataDidBecomeAvailable = "applicationProtectedDataDidBecomeAvailable(_:)"
  case didReceiveRemoteNotification = "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
  case handleEventsForBackgroundURLSession = "application(_:handleEventsForBackgroundURLSession:completionHandler:)"
  /// Sent to the `UNUserNotificationCenterDelegate`, by convention the app delegate.
  case willPresentNotification = "userNotificationCenter(_:willPresent:withCompletionHandler:)"

  /// The four methods UIKit never calls in a scene-based app (three of them
  /// deprecated in iOS 26).
  public var isReplacedByScenes: Bool {
    switch self {
    case .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground:
      true
    case .willFinishLaunching, .didFinishLaunching, .configurationForConnecting,
      .didDiscardSceneSessions, .willTerminate, .willContinueUserActivity, .didReceiveNotificationResponse,
      .didReceiveMemoryWarning, .protectedDataWillBecomeUnavailable, .protectedDataDidBecomeAvailable,
      .didReceiveRemoteNotification, .handleEventsForBackgroundURLSession, .willPresentNotification:
      false
    case .openURL, .continueUserActivity:
      // A scene-based app gets scene(_:openURLContexts:) and scene(_:continue:) instead.
      true
    }
  }

  /// Whether the method moves the app between the life-cycle states.
  public var isLifecycleTransition: Bool {
    switch self {
    case .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground:
      true
    case .willFinishLaunching, .didFinishLaunching, .configurationForConnecting,
      .didDiscardSceneSessions, .willTerminate, .openURL, .willContinueUserActivity,
      .continueUserActivity, .didReceiveNotificationResponse, .didReceiveMemoryWarning,
      .protectedDataWillBecomeUnavailable, .protectedDataDidBecomeAvailable, .didReceiveRemoteNotification,
      .handleEventsForBackgroundURLSession, .willPresentNotification:
      false
    }
  }
}

extension AppDelegateMethod {
  /// The scene delegate method that replaces this one in a scene-based app.
  public var sceneCounterpart: SceneDelegateMethod? {
    switch self {
    case .didBecomeActive: .didBecomeActive
    case .willResignActive: .willResignActive
    case .didEnterBackground: .didEnterBackground
    case .willEnterForeground: .willEnterForeground
    case .openURL: .openURLContexts
    case .continueUserActivity: .continueUserActivity
    case .willFinishLaunching, .didFinishLaunching, .configurationForConnecting,
      .didDiscardSceneSessions, .willTerminate, .willContinueUserActivity,
      .didReceiveNotificationResponse, .didReceiveMemoryWarning, .protectedDataWillBecomeUnavailable,
      .protectedDataDidBecomeAvailable, .didReceiveRemoteNotification, .handleEventsForBackgroundURLSession,
      .willPresentNotification:
      nil
    }
  }

  /// The `UIApplication` notification UIKit posts after this method, if any.
  var notification: AppNotification? {
    switch self {
    case .didFinishLaunching: .didFinishLaunching
    case .didBecomeActive: .didBecomeActive
    case .willResignActive: .willResignActive
    case .didEnterBackground: .didEnterBackground
    case .willEnterForeground: .willEnterForeground
    case .willTerminate: .willTerminate
    case .didReceiveMemoryWarning: .didReceiveMemoryWarning
    case .protectedDataWillBecomeUnavailable: .protectedDataWillBecomeUnavailable
    case .protectedDataDidBecomeAvailable: .protectedDataDidBecomeAvailable
    case .willFinishLaunching, .configurationForConnecting, .didDiscardSceneSessions, .openURL,
      .willContinueUserActivity, .continueUserActivity, .didReceiveNotificationResponse,
      .didReceiveRemoteNotification, .handleEventsForBackgroundURLSession, .willPresentNotification:
      nil
    }
  }
}
