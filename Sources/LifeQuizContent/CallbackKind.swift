import LifecycleCore

/// A delegate method without a scene number.
public enum CallbackKind: Hashable, Sendable {
  case app(AppDelegateMethod)
  case scene(SceneDelegateMethod)

  public func matches(_ callback: Callback) -> Bool {
    switch (self, callback) {
    case (.app(let method), .app(let other)): method == other
    case (.scene(let method), .scene(_, let other)): method == other
    case (.app, .scene), (.scene, .app): false
    }
  }
}
