/// `UISceneDelegate` methods lifequiz models. Raw values are the exact Swift
/// selectors.
public enum SceneDelegateMethod: String, CaseIterable, Hashable, Sendable {
  case willConnect = "scene(_:willConnectTo:options:)"
  case didDisconnect = "sceneDidDisconnect(_:)"
  case willEnterForeground = "sceneWillEnterForeground(_:)"
  case didBecomeActive = "sceneDidBecomeActive(_:)"
  case willResignActive = "sceneWillResignActive(_:)"
  case didEnterBackground = "sceneDidEnterBackground(_:)"
  case openURLContexts = "scene(_:openURLContexts:)"
  case continueUserActivity = "scene(_:continue:)"
  case stateRestorationActivity = "stateRestorationActivity(for:)"
  case restoreInteractionState = "scene(_:restoreInteractionStateWith:)"

  /// Whether the method moves the scene between activation states.
  public var isLifecycleTransition: Bool {
    switch self {
    case .willConnect, .didDisconnect, .willEnterForeground, .didBecomeActive, .willResignActive,
      .didEnterBackground:
      true
    case .openURLContexts, .continueUserActivity, .stateRestorationActivity, .restoreInteractionState:
      false
    }
  }

  /// The `UIScene` notification UIKit posts with this method, if any.
  var notification: SceneNotification? {
    switch self {
    case .willConnect: .willConnect
    case .didDisconnect: .didDisconnect
    case .willEnterForeground: .willEnterForeground
    case .didBecomeActive: .didActivate
    case .willResignActive: .willDeactivate
    case .didEnterBackground: .didEnterBackground
    case .openURLContexts, .continueUserActivity, .stateRestorationActivity, .restoreInteractionState:
      nil
    }
  }
}

extension SceneDelegateMethod {
  /// The app delegate method an app-based app gets instead.
  public var appCounterpart: AppDelegateMethod? {
    AppDelegateMethod.allCases.first { $0.sceneCounterpart == self }
  }
}
