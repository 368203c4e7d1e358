/// The event vocabulary, by name, with each event's traits in one table.
public enum EventKind: String, CaseIterable, Hashable, Sendable {
  case launch
  case home
  case lock
  case unlock
  case notificationCenter = "notification-center"
  case controlCenter = "control-center"
  case appSwitcher = "app-switcher"
  case alert
  case siri
  case call
  case dismiss
  case answerCall = "answer-call"
  case otherApp = "other-app"
  case openURL = "open-url"
  case universalLink = "universal-link"
  case tapNotification = "tap-notification"
  case presentFullScreen = "present-full-screen"
  case presentSheet = "present-sheet"
  case dismissModal = "dismiss-modal"
  case push
  case pop
  case swipeBackCancel = "swipe-back-cancel"
  case beginTask = "begin-task"
  case endTask = "end-task"
  case taskExpires = "task-expires"
  case suspend
  case memoryWarning = "memory-warning"
  case swipeKill = "swipe-kill"
  case memoryKill = "memory-kill"
  case systemTerminate = "system-terminate"
  case crash
  case backgroundLaunch = "background-launch"
  case silentPush = "silent-push"
  case urlSessionEvents = "url-session-events"
  case notificationArrives = "notification-arrives"
  case openWindow = "open-window"
  case closeWindow = "close-window"
  case reclaimScene = "reclaim-scene"

  /// The event table: who causes each event, whether it names a scene
  /// (`close-window:2`), and whether it exists only for scene-based apps.
  /// A new event is a case here, its line in this table, its transitions in
  /// the machine (an overlay: its `Overlay` case and the two switches of
  /// `LifecycleEvent`), its text in `Localization/`, and tests; the
  /// contributor guide lists every place.
  public var traits: Traits {
    switch self {
    case .launch: Traits(.user)
    case .home: Traits(.user)
    case .lock: Traits(.user)
    case .unlock: Traits(.user)
    case .notificationCenter: Traits(.user)
    case .controlCenter: Traits(.user)
    case .appSwitcher: Traits(.user)
    case .alert: Traits(.system)
    case .siri: Traits(.user)
    case .call: Traits(.system)
    case .dismiss: Traits(.user)
    case .answerCall: Traits(.user)
    case .otherApp: Traits(.user)
    case .openURL: Traits(.user)
    case .universalLink: Traits(.user)
    case .tapNotification: Traits(.user)
    case .presentFullScreen: Traits(.app)
    case .presentSheet: Traits(.app)
    case .dismissModal: Traits(.app)
    case .push: Traits(.app)
    case .pop: Traits(.app)
    case .swipeBackCancel: Traits(.user)
    case .beginTask: Traits(.app)
    case .endTask: Traits(.app)
    case .taskExpires: Traits(.system)
    case .suspend: Traits(.system)
    case .memoryWarning: Traits(.system)
    case .swipeKill: Traits(.user)
    case .memoryKill: Traits(.system)
    case .systemTerminate: Traits(.system)
    case .crash: Traits(.app)
    case .backgroundLaunch: Traits(.system)
    case .silentPush: Traits(.system)
    case .urlSessionEvents: Traits(.system)
    case .notificationArrives: Traits(.system)
    case .openWindow: Traits(.user, sceneOnly: true)
    case .closeWindow: Traits(.user, sceneNumber: true, sceneOnly: true)
    case .reclaimScene: Traits(.system, sceneNumber: true, sceneOnly: true)
    }
  }

  /// `close-window` and `reclaim-scene` name a scene: `close-window:2`.
  public var takesSceneNumber: Bool { traits.takesSceneNumber }

  /// Who causes the event.
  public var actor: Actor { traits.actor }

  /// Whether the event exists only for scene-based apps.
  public var isSceneOnly: Bool { traits.isSceneOnly }

  public struct Traits: Hashable, Sendable {
    public let actor: Actor
    public let takesSceneNumber: Bool
    public let isSceneOnly: Bool

    init(_ actor: Actor, sceneNumber: Bool = false, sceneOnly: Bool = false) {
      self.actor = actor
      takesSceneNumber = sceneNumber
      isSceneOnly = sceneOnly
    }
  }

  public enum Actor: String, Sendable {
    case user, system, app
  }
}
