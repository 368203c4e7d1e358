import LifecycleCore

/// One entry of a step's timeline as an option to pick: its layer, who
/// receives it and its name. The confidence stays with the core's entry.
public struct TimelinePick: Hashable, Sendable {
  public let kind: TimelineEntry.Kind
  public let receiver: Receiver
  public let name: String

  public init(kind: TimelineEntry.Kind, receiver: Receiver, name: String) {
    self.kind = kind
    self.receiver = receiver
    self.name = name
  }

  public init(_ entry: TimelineEntry) {
    self.init(kind: entry.kind, receiver: entry.receiver, name: entry.name)
  }

  public init(_ callback: Callback) {
    self.init(kind: .delegate, receiver: callback.receiver, name: callback.selector)
  }

  /// The delegate call a delegate pick stands for.
  public var callback: Callback? {
    guard kind == .delegate else { return nil }
    switch receiver {
    case .app: return AppDelegateMethod(rawValue: name).map { .app($0) }
    case .scene(let id): return SceneDelegateMethod(rawValue: name).map { .scene(id, $0) }
    case .viewController: return nil
    }
  }
}
