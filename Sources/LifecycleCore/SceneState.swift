/// `UIScene.ActivationState`. There is no suspended scene state: suspension
/// belongs to the process.
public enum SceneState: String, CaseIterable, Hashable, Sendable {
  case unattached
  case foregroundInactive
  case foregroundActive
  case background

  /// On screen, whether or not it receives events.
  public var isForeground: Bool {
    switch self {
    case .foregroundInactive, .foregroundActive: true
    case .unattached, .background: false
    }
  }
}
