extension LifecycleStateMachine {
  /// The four foreground/background transitions, which the two styles
  /// announce through different delegates.
  enum Transition {
    case willEnterForeground, didBecomeActive, willResignActive, didEnterBackground

    var target: SceneState {
      switch self {
      case .willEnterForeground, .willResignActive: .foregroundInactive
      case .didBecomeActive: .foregroundActive
      case .didEnterBackground: .background
      }
    }

    var appMethod: AppDelegateMethod {
      switch self {
      case .willEnterForeground: .willEnterForeground
      case .didBecomeActive: .didBecomeActive
      case .willResignActive: .willResignActive
      case .didEnterBackground: .didEnterBackground
      }
    }

    var sceneMethod: SceneDelegateMethod {
      switch self {
      case .willEnterForeground: .willEnterForeground
      case .didBecomeActive: .didBecomeActive
      case .willResignActive: .willResignActive
      case .didEnterBackground: .didEnterBackground
      }
    }
  }
}
