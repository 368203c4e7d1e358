import LifecycleCore

/// One entry of a step's timeline as an option to pick: who receives it and
/// which method, notification or phase it is. The confidence stays with the
/// core's entry.
public struct TimelinePick: Hashable, Sendable {
  public let receiver: Receiver
  public let name: TimelineEntry.Name

  public init(receiver: Receiver, name: TimelineEntry.Name) {
    self.receiver = receiver
    self.name = name
  }

  public init(_ entry: TimelineEntry) {
    self.init(receiver: entry.receiver, name: entry.name)
  }

  public init(_ callback: Callback) {
    self.init(receiver: callback.receiver, name: callback.entryName)
  }

  /// Its layer.
  public var kind: TimelineEntry.Kind { name.kind }

  /// The delegate call a delegate pick stands for.
  public var callback: Callback? { Callback(name, receiver: receiver) }
}
