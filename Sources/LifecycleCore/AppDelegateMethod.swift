/// `UIApplicationDelegate` methods that take part in the life cycle. Raw values
/// are the exact Swift selectors, so content and tests can name them.
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

  /// The four methods UIKit never calls in a scene-based app (deprecated in iOS 26).
  public var isReplacedByScenes: Bool {
    switch self {
    case .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground:
      true
    case .willFinishLaunching, .didFinishLaunching, .configurationForConnecting,
      .didDiscardSceneSessions, .willTerminate:
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
    case .willFinishLaunching, .didFinishLaunching, .configurationForConnecting,
      .didDiscardSceneSessions, .willTerminate:
      nil
    }
  }
}
