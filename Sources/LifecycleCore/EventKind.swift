/// The event vocabulary, by name. Two kinds take a scene number
/// (`close-window:2`); the rest stand alone.
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

  /// `close-window` and `reclaim-scene` name a scene: `close-window:2`.
  public var takesSceneNumber: Bool {
    switch self {
    case .closeWindow, .reclaimScene: true
    case .launch, .home, .lock, .unlock, .notificationCenter, .controlCenter, .appSwitcher,
      .alert, .siri, .call, .dismiss, .answerCall, .otherApp, .openURL, .universalLink,
      .tapNotification, .presentFullScreen, .presentSheet, .dismissModal, .push, .pop,
      .swipeBackCancel, .beginTask, .endTask, .taskExpires, .suspend, .memoryWarning, .swipeKill,
      .memoryKill, .systemTerminate, .crash, .backgroundLaunch, .openWindow, .silentPush, .urlSessionEvents,
      .notificationArrives:
      false
    }
  }

  /// Who causes the event.
  public var actor: Actor {
    switch self {
    case .launch, .home, .lock, .unlock, .notificationCenter, .controlCenter, .appSwitcher,
      .siri, .dismiss, .answerCall, .otherApp, .openURL, .universalLink, .tapNotification,
      .swipeBackCancel, .swipeKill, .openWindow, .closeWindow:
      .user
    case .alert, .call, .taskExpires, .suspend, .memoryWarning, .memoryKill, .systemTerminate,
      .backgroundLaunch, .reclaimScene, .silentPush, .urlSessionEvents, .notificationArrives:
      .system
    case .presentFullScreen, .presentSheet, .dismissModal, .push, .pop, .beginTask, .endTask, .crash:
      .app
    }
  }

  /// Whether the event exists only for scene-based apps.
  public var isSceneOnly: Bool {
    switch self {
    case .openWindow, .closeWindow, .reclaimScene: true
    case .launch, .home, .lock, .unlock, .notificationCenter, .controlCenter, .appSwitcher,
      .alert, .siri, .call, .dismiss, .answerCall, .otherApp, .openURL, .universalLink,
      .tapNotification, .presentFullScreen, .presentSheet, .dismissModal, .push, .pop,
      .swipeBackCancel, .beginTask, .endTask, .taskExpires, .suspend, .memoryWarning, .swipeKill,
      .memoryKill, .systemTerminate, .crash, .backgroundLaunch, .silentPush, .urlSessionEvents, .notificationArrives:
      false
    }
  }

  public enum Actor: String, Sendable {
    case user, system, app
  }
}
