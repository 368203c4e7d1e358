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
  /// The app is opened from outside: a URL, a universal link, a notification.
  case open(Opening)
  /// The front view controller presents, dismisses, pushes or pops.
  case navigate(Navigation)
  case beginTask
  case endTask
  case taskExpires
  case suspend
  case memoryWarning
  case swipeKill
  case memoryKill
  case systemTerminate
  case crash
  case backgroundLaunch
  /// A silent (`content-available`) push wakes or launches the app.
  case silentPush
  /// A background URLSession finishes while the app is not running code.
  case urlSessionEvents
  /// A user notification of the app's arrives (not tapped).
  case notificationArrives
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
    case .open(let opening): opening.kind
    case .navigate(let navigation): navigation.kind
    case .beginTask: .beginTask
    case .endTask: .endTask
    case .taskExpires: .taskExpires
    case .suspend: .suspend
    case .memoryWarning: .memoryWarning
    case .swipeKill: .swipeKill
    case .memoryKill: .memoryKill
    case .systemTerminate: .systemTerminate
    case .crash: .crash
    case .backgroundLaunch: .backgroundLaunch
    case .silentPush: .silentPush
    case .urlSessionEvents: .urlSessionEvents
    case .notificationArrives: .notificationArrives
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
    case .launch, .home, .lock, .unlock, .show, .dismiss, .answerCall, .otherApp, .open, .navigate,
      .beginTask, .endTask, .taskExpires, .suspend, .memoryWarning, .swipeKill, .memoryKill,
      .systemTerminate, .crash, .backgroundLaunch, .silentPush, .urlSessionEvents, .notificationArrives, .openWindow:
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
    case .openURL: self = .open(.url)
    case .universalLink: self = .open(.universalLink)
    case .tapNotification: self = .open(.notification)
    case .presentFullScreen: self = .navigate(.presentFullScreen)
    case .presentSheet: self = .navigate(.presentSheet)
    case .dismissModal: self = .navigate(.dismissModal)
    case .push: self = .navigate(.push)
    case .pop: self = .navigate(.pop)
    case .swipeBackCancel: self = .navigate(.swipeBackCancel)
    case .beginTask: self = .beginTask
    case .endTask: self = .endTask
    case .taskExpires: self = .taskExpires
    case .suspend: self = .suspend
    case .memoryWarning: self = .memoryWarning
    case .swipeKill: self = .swipeKill
    case .memoryKill: self = .memoryKill
    case .systemTerminate: self = .systemTerminate
    case .crash: self = .crash
    case .backgroundLaunch: self = .backgroundLaunch
    case .silentPush: self = .silentPush
    case .urlSessionEvents: self = .urlSessionEvents
    case .notificationArrives: self = .notificationArrives
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

/// How the app is opened from outside.
public enum Opening: Hashable, Sendable {
  /// A custom URL scheme.
  case url
  case universalLink
  /// A tap on one of the app's notifications.
  case notification

  public var kind: EventKind {
    switch self {
    case .url: .openURL
    case .universalLink: .universalLink
    case .notification: .tapNotification
    }
  }
}

/// What the front view controller does.
public enum Navigation: Hashable, Sendable {
  case presentFullScreen
  case presentSheet
  case dismissModal
  case push
  case pop
  /// An interactive swipe back that the user abandons.
  case swipeBackCancel

  public var kind: EventKind {
    switch self {
    case .presentFullScreen: .presentFullScreen
    case .presentSheet: .presentSheet
    case .dismissModal: .dismissModal
    case .push: .push
    case .pop: .pop
    case .swipeBackCancel: .swipeBackCancel
    }
  }
}

/// Why a word is not an event name.
public enum EventNameError: Error, Hashable, Sendable {
  case unknown(String)
  case missingSceneNumber(EventKind)
  case unexpectedSceneNumber(EventKind)
  case invalidSceneNumber(EventKind, String)
}
