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

  /// The delegate call a timeline entry's name stands for, when it names
  /// one its receiver can get.
  public init?(_ name: TimelineEntry.Name, receiver: Receiver) {
    switch (name, receiver) {
    case (.appDelegate(let method), _): self = .app(method)
    case (.sceneDelegate(let method), .scene(let id)): self = .scene(id, method)
    case (.sceneDelegate, .app), (.sceneDelegate, .viewController), (.viewController, _), (.appNotification, _),
      (.sceneNotification, _), (.phase, _), (.expirationHandler, _):
      return nil
    }
  }

  /// The method as a timeline entry names it.
  public var entryName: TimelineEntry.Name {
    switch self {
    case .app(let method): .appDelegate(method)
    case .scene(_, let method): .sceneDelegate(method)
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
