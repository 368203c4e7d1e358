/// System UI that can cover the app and make it resign active without leaving
/// the screen. The raw values are the event names that bring each one up.
public enum Overlay: String, CaseIterable, Hashable, Sendable {
  case notificationCenter = "notification-center"
  case controlCenter = "control-center"
  case appSwitcher = "app-switcher"
  case alert
  case siri
  case call

  /// Leaving the screen closes Notification Center, Control Center and the
  /// app switcher; an alert, a call or Siri may still be up on return.
  var mayOutlastLeaving: Bool {
    switch self {
    case .notificationCenter, .controlCenter, .appSwitcher: false
    case .alert, .siri, .call: true
    }
  }

  /// How well documented it is that this overlay keeps an app-delegate-only app
  /// inactive, and what varies.
  var confidence: (Confidence, VarianceNote?) {
    switch self {
    case .notificationCenter: (.legacy, .notificationCenterBecameActive)
    case .controlCenter, .appSwitcher: (.documented, nil)
    case .alert: (.documented, .alertStandsFor)
    case .call: (.documented, .callBanner)
    case .siri: (.unconfirmed, .siriOverlay)
    }
  }
}
