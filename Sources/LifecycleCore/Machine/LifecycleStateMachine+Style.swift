extension LifecycleStateMachine {
  /// The app's style as the machine keeps it, decided once at the start:
  /// only an app with scenes can restore them, so an app-delegate app with
  /// restoration cannot be said.
  public enum Style: Hashable, Sendable {
    case app
    case scene(restoration: Bool)

    public init(_ style: AppStyle, restoration: Bool) {
      switch style {
      case .app: self = .app
      case .scene: self = .scene(restoration: restoration)
      }
    }

    public var appStyle: AppStyle {
      switch self {
      case .app: .app
      case .scene: .scene
      }
    }

    var restoresScenes: Bool {
      switch self {
      case .app: false
      case .scene(let restoration): restoration
      }
    }
  }
}
