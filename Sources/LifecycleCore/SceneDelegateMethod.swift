/// `UISceneDelegate` methods that take part in the life cycle. Raw values are
/// the exact Swift selectors.
public enum SceneDelegateMethod: String, CaseIterable, Hashable, Sendable {
  case willConnect = "scene(_:willConnectTo:options:)"
  case didDisconnect = "sceneDidDisconnect(_:)"
  case willEnterForeground = "sceneWillEnterForeground(_:)"
  case didBecomeActive = "sceneDidBecomeActive(_:)"
  case willResignActive = "sceneWillResignActive(_:)"
  case didEnterBackground = "sceneDidEnterBackground(_:)"
}

extension SceneDelegateMethod {
  /// The app delegate method an app-based app gets instead.
  public var appCounterpart: AppDelegateMethod? {
    AppDelegateMethod.allCases.first { $0.sceneCounterpart == self }
  }
}
