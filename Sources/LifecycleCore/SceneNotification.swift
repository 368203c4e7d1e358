/// `UIScene` notifications (the object is the scene). Raw values are the
/// Swift names.
public enum SceneNotification: String, CaseIterable, Hashable, Sendable {
  case willConnect = "UIScene.willConnectNotification"
  case didDisconnect = "UIScene.didDisconnectNotification"
  case willEnterForeground = "UIScene.willEnterForegroundNotification"
  case didActivate = "UIScene.didActivateNotification"
  case willDeactivate = "UIScene.willDeactivateNotification"
  case didEnterBackground = "UIScene.didEnterBackgroundNotification"
}
