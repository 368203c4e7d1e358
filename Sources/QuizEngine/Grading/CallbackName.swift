/// A callback, notification or view-controller method as an answer names it:
/// the family (`willEnterForeground`) and, when the answer said so, whose it
/// is (`sceneWillEnterForeground` is the scene's, `willEnterForeground` is
/// either's).
public struct CallbackName: Hashable, Sendable {
  public enum Receiver: Hashable, Sendable {
    case scene
    case app
  }

  public let family: String
  public let receiver: Receiver?

  public init(family: String, receiver: Receiver?) {
    self.family = family
    self.receiver = receiver
  }

  /// The same family, and no receiver said by one that the other contradicts.
  func agrees(with other: CallbackName) -> Bool {
    family == other.family && (receiver == nil || other.receiver == nil || receiver == other.receiver)
  }
}
