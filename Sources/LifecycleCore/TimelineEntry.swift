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

  /// Which method, notification, phase or handler this entry is.
  public enum Name: Hashable, Sendable, CustomStringConvertible {
    case appDelegate(AppDelegateMethod)
    case sceneDelegate(SceneDelegateMethod)
    case viewController(ViewControllerMethod)
    case appNotification(AppNotification)
    case sceneNotification(SceneNotification)
    case phase(ScenePhase)
    /// A background task's expiration handler ([A27]).
    case expirationHandler

    /// The layer the entry belongs to.
    public var kind: Kind {
      switch self {
      case .appDelegate, .sceneDelegate: .delegate
      case .viewController: .viewController
      case .appNotification, .sceneNotification: .notification
      case .phase: .scenePhase
      case .expirationHandler: .handler
      }
    }

    /// As Swift writes it: a selector, a notification's name, `.active`.
    public var text: String {
      switch self {
      case .appDelegate(let method): method.rawValue
      case .sceneDelegate(let method): method.rawValue
      case .viewController(let method): method.rawValue
      case .appNotification(let notification): notification.rawValue
      case .sceneNotification(let notification): notification.rawValue
      case .phase(let phase): "." + phase.rawValue
      case .expirationHandler: "expirationHandler"
      }
    }

    public var description: String { text }
  }

  public let receiver: Receiver
  public let name: Name
  public let confidence: Confidence
  /// What varies about this entry, when it is disputed or unconfirmed.
  public let note: VarianceNote?

  public var kind: Kind { name.kind }

  public init(receiver: Receiver, name: Name, confidence: Confidence, note: VarianceNote?) {
    self.receiver = receiver
    self.name = name
    self.confidence = confidence
    self.note = note
  }
}
