/// System UI that can cover the app and make it resign active without leaving
/// the screen. The raw values are the event names that bring each one up.
public enum Overlay: String, CaseIterable, Hashable, Sendable {
  case notificationCenter = "notification-center"
  case controlCenter = "control-center"
  case appSwitcher = "app-switcher"
  case alert
  case siri
  case call

  /// How well documented it is that this overlay keeps the app inactive.
  var confidence: (Confidence, VarianceNote?) {
    switch self {
    case .notificationCenter: (.legacy, nil)
    case .controlCenter, .appSwitcher, .alert, .call: (.documented, nil)
    case .siri: (.unconfirmed, .siriOverlay)
    }
  }
}
