/// What varies about a step. The raw value is a stable id; the one-line texts
/// live in `Localization/` under `note.<id>`.
public enum VarianceNote: String, CaseIterable, Hashable, Sendable {
  /// Lock on Always-On Display devices, and iOS 4-era inactive locks.
  case lockAlwaysOnDisplay = "lock-always-on-display"
  /// Siri only has iOS 6/7-era evidence.
  case siriOverlay = "siri-overlay"
  /// Whether a swipe-kill on iPhone discards the scene session (S1b).
  case swipeKillDiscardsSession = "swipe-kill-discards-session"
  /// Swipe-kill of an app still running in the background (S11 ii).
  case swipeKillWhileRunning = "swipe-kill-while-running"
  /// Swipe-kill straight from the app switcher overlay (S11 iii).
  case swipeKillFromSwitcher = "swipe-kill-from-switcher"
  /// Whether scenes disconnect before `applicationWillTerminate(_:)` (S13).
  case terminateSceneDisconnect = "terminate-scene-disconnect"
  /// `applicationDidEnterBackground(_:)` after a background launch (S14).
  case backgroundLaunchDidEnterBackground = "background-launch-did-enter-background"
  /// Whether a scene connects during a background launch (S14).
  case backgroundLaunchScene = "background-launch-scene"
  /// Where `application(_:didDiscardSceneSessions:)` falls in a launch (S19).
  case discardPosition = "discard-position"
  /// What happens to the process when the last window closes (S17).
  case lastWindowClosed = "last-window-closed"
  /// The order across several windows changing at once (lifequiz convention).
  case windowOrder = "window-order"
  /// Unlocking after the app was terminated while the device was locked.
  case unlockAfterTermination = "unlock-after-termination"
}
