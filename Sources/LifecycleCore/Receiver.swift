/// Who a timeline entry is addressed to: the app (its delegate, the
/// `UIApplication` notifications, the App's `scenePhase`), one scene, or one
/// view controller.
public enum Receiver: Hashable, Sendable, CustomStringConvertible {
  case app
  case scene(Int)
  case viewController(Int)

  /// `app`, `scene-N` or `vc-N`, as the JSON output spells it.
  public var id: String {
    switch self {
    case .app: "app"
    case .scene(let number): "scene-\(number)"
    case .viewController(let number): "vc-\(number)"
    }
  }

  public var description: String { id }

  /// The scene's number, for a scene.
  public var sceneID: Int? {
    switch self {
    case .scene(let number): number
    case .app, .viewController: nil
    }
  }
}
