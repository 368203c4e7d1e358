/// One thing that happens during a step, in order: a delegate method, a view
/// controller callback, a posted notification, or a SwiftUI phase change.
public struct TimelineEntry: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    case delegate
    case viewController
    case notification
    case scenePhase
  }

  public let kind: Kind
  /// `app`, `scene-N` or `vc-N`.
  public let receiver: String
  /// A selector, a notification name, or `.active`-style phase.
  public let name: String
  public let confidence: Confidence
  /// What varies about this entry, when it is disputed or unconfirmed.
  public let note: VarianceNote?

  public init(kind: Kind, receiver: String, name: String, confidence: Confidence, note: VarianceNote?) {
    self.kind = kind
    self.receiver = receiver
    self.name = name
    self.confidence = confidence
    self.note = note
  }
}
