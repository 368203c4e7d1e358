/// Something the user, the system or the app does. See `EventKind` for the
/// vocabulary; `name` gives the command-line spelling.
public enum LifecycleEvent: Hashable, Sendable {
  case launch
  case home
  case lock
  case unlock
  /// An overlay comes up over the app: Notification Center, a call, …
  case show(Overlay)
  case dismiss
  case answerCall
  case otherApp
  case beginTask
  case endTask
  case taskExpires
  case suspend
  case swipeKill
  case memoryKill
  case crash
  case backgroundLaunch
  case openWindow
  case closeWindow(Int)
  case reclaimScene(Int)

  public var kind: EventKind {
    switch self {
    case .launch: .launch
    case .home: .home
    case .lock: .lock
    case .unlock: .unlock
    case .show(let overlay):
      switch overlay {
      case .notificationCenter: .notificationCenter
      case .controlCenter: .controlCenter
      case .appSwitcher: .appSwitcher
      case .alert: .alert
      case .siri: .siri
      case .call: .call
      }
    case .dismiss: .dismiss
    case .answerCall: .answerCall
    case .otherApp: .otherApp
    case .beginTask: .beginTask
    case .endTask: .endTask
    case .taskExpires: .taskExpires
    case .suspend: .suspend
    case .swipeKill: .swipeKill
    case .memoryKill: .memoryKill
    case .crash: .crash
    case .backgroundLaunch: .backgroundLaunch
    case .openWindow: .openWindow
    case .closeWindow: .closeWindow
    case .reclaimScene: .reclaimScene
    }
  }

  /// The command-line spelling: `home`, `close-window:2`.
  public var name: String {
    sceneNumber.map { "\(kind.rawValue):\($0)" } ?? kind.rawValue
  }

  /// The scene a `close-window` or `reclaim-scene` names.
  public var sceneNumber: Int? {
    switch self {
    case .closeWindow(let id), .reclaimScene(let id): id
    case .launch, .home, .lock, .unlock, .show, .dismiss, .answerCall, .otherApp, .beginTask,
      .endTask, .taskExpires, .suspend, .swipeKill, .memoryKill, .crash, .backgroundLaunch,
      .openWindow:
      nil
    }
  }

  /// Builds the event of a kind that takes no scene number.
  public init?(kind: EventKind) {
    switch kind {
    case .launch: self = .launch
    case .home: self = .home
    case .lock: self = .lock
    case .unlock: self = .unlock
    case .notificationCenter: self = .show(.notificationCenter)
    case .controlCenter: self = .show(.controlCenter)
    case .appSwitcher: self = .show(.appSwitcher)
    case .alert: self = .show(.alert)
    case .siri: self = .show(.siri)
    case .call: self = .show(.call)
    case .dismiss: self = .dismiss
    case .answerCall: self = .answerCall
    case .otherApp: self = .otherApp
    case .beginTask: self = .beginTask
    case .endTask: self = .endTask
    case .taskExpires: self = .taskExpires
    case .suspend: self = .suspend
    case .swipeKill: self = .swipeKill
    case .memoryKill: self = .memoryKill
    case .crash: self = .crash
    case .backgroundLaunch: self = .backgroundLaunch
    case .openWindow: self = .openWindow
    case .closeWindow, .reclaimScene: return nil
    }
  }

  /// Parses the command-line spelling (`home`, `close-window:2`).
  public static func parse(_ text: String) -> Result<LifecycleEvent, EventNameError> {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let head = String(parts[0])
    guard let kind = EventKind(rawValue: head) else { return .failure(.unknown(text)) }
    guard parts.count == 2 else {
      if let event = LifecycleEvent(kind: kind) { return .success(event) }
      return .failure(.missingSceneNumber(kind))
    }
    guard kind.takesSceneNumber else { return .failure(.unexpectedSceneNumber(kind)) }
    guard let number = Int(parts[1]), number > 0 else {
      return .failure(.invalidSceneNumber(kind, String(parts[1])))
    }
    return .success(kind == .closeWindow ? .closeWindow(number) : .reclaimScene(number))
  }
}

/// Why a word is not an event name.
public enum EventNameError: Error, Hashable, Sendable {
  case unknown(String)
  case missingSceneNumber(EventKind)
  case unexpectedSceneNumber(EventKind)
  case invalidSceneNumber(EventKind, String)
}
