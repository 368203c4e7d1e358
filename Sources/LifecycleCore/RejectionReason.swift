/// Why an event cannot happen now. The CLI words each case from
/// `Localization/` under `reject.<id>`.
public enum RejectionReason: Hashable, Sendable {
  case notRunning
  case onScreen
  case notOnScreen
  case overlayUp(Overlay)
  case noOverlay
  case noIncomingCall
  case deviceLocked
  case deviceNotLocked
  case processSuspended
  case alreadySuspended
  case alreadyRunningInBackground
  case backgroundTaskRunning
  case noBackgroundTask
  case backgroundTaskAlreadyRunning
  case notInAppSwitcher
  case noSwitcherCard
  case sceneStyleOnly
  case noSuchScene(Int)
  case sceneOnScreen(Int)
  case sceneAlreadyDisconnected(Int)
  case severalWindows
  case nothingToPop
  case noModal
  case backgroundWithoutTask
  case forceQuit

  /// A stable id for the localized message.
  public var id: String {
    switch self {
    case .notRunning: "not-running"
    case .onScreen: "on-screen"
    case .notOnScreen: "not-on-screen"
    case .overlayUp: "overlay-up"
    case .noOverlay: "no-overlay"
    case .noIncomingCall: "no-incoming-call"
    case .deviceLocked: "device-locked"
    case .deviceNotLocked: "device-not-locked"
    case .processSuspended: "process-suspended"
    case .alreadySuspended: "already-suspended"
    case .alreadyRunningInBackground: "already-running-in-background"
    case .backgroundTaskRunning: "background-task-running"
    case .noBackgroundTask: "no-background-task"
    case .backgroundTaskAlreadyRunning: "background-task-already-running"
    case .notInAppSwitcher: "not-in-app-switcher"
    case .noSwitcherCard: "no-switcher-card"
    case .sceneStyleOnly: "scene-style-only"
    case .noSuchScene: "no-such-scene"
    case .sceneOnScreen: "scene-on-screen"
    case .sceneAlreadyDisconnected: "scene-already-disconnected"
    case .severalWindows: "several-windows"
    case .nothingToPop: "nothing-to-pop"
    case .noModal: "no-modal"
    case .backgroundWithoutTask: "background-without-task"
    case .forceQuit: "force-quit"
    }
  }
}
