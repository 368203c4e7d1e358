/// One thing that happens during a step, in order: a delegate method, a view
/// controller callback, a posted notification, a SwiftUI phase change, or a
/// handler the app registered.
public struct TimelineEntry: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    case delegate
    case viewController
    case notification
    case scenePhase
    /// App code UIKit calls that is no delegate method: a task's expiration
    /// handler. Shown with the delegates.
    case handler

    /// Delegates and handlers are always shown; the other layers on request.
    public var isAlwaysShown: Bool {
      switch self {
      case .delegate, .handler: true
      case .viewController, .notification, .scenePhase: false
      }
    }
  }

  public let kind: Kind
  public let receiver: Receiver
  /// A selector, a notification name, or `.active`-style phase.
  public let name: String
  public let confidence: Confidence
  /// What varies about this entry, when it is disputed or unconfirmed.
  public let note: VarianceNote?

  public init(kind: Kind, receiver: Receiver, name: String, confidence: Confidence, note: VarianceNote?) {
    self.kind = kind
    self.receiver = receiver
    self.name = name
    self.confidence = confidence
    self.note = note
  }
}
