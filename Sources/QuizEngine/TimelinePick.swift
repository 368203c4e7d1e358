import LifecycleCore

/// One entry of a step's timeline as an option to pick: its layer, who
/// receives it and its name. The confidence stays with the core's entry.
public struct TimelinePick: Hashable, Sendable {
  public let kind: TimelineEntry.Kind
  /// `app`, `scene-N` or `vc-N`.
  public let receiver: String
  public let name: String

  public init(kind: TimelineEntry.Kind, receiver: String, name: String) {
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
    if receiver == "app" { return AppDelegateMethod(rawValue: name).map { .app($0) } }
    guard receiver.hasPrefix("scene-"), let id = Int(receiver.dropFirst("scene-".count)) else { return nil }
    return SceneDelegateMethod(rawValue: name).map { .scene(id, $0) }
  }
}
