/// One delegate call: who receives it and which method runs.
public enum Callback: Hashable, Sendable {
  case app(AppDelegateMethod)
  /// A scene delegate call; the number identifies the scene (window).
  case scene(Int, SceneDelegateMethod)

  public var receiver: Receiver {
    switch self {
    case .app: .app
    case .scene(let id, _): .scene(id)
    }
  }

  /// The exact Swift selector.
  public var selector: String {
    switch self {
    case .app(let method): method.rawValue
    case .scene(_, let method): method.rawValue
    }
  }

  /// The scene number for a scene delegate call.
  public var sceneID: Int? {
    switch self {
    case .app: nil
    case .scene(let id, _): id
    }
  }
}
