/// What varies about a step. The raw value is a stable id; the one-line texts
/// live in `Localization/` under `note.<id>`, and the sources each rests on
/// in `Content/sources.json` under `notes.<id>` (the ids in brackets below).
public enum VarianceNote: String, CaseIterable, Hashable, Sendable {
  /// Lock on Always-On Display devices, and the iOS 4 inactive lock.
  case lockAlwaysOnDisplay = "lock-always-on-display"
  /// Siri only has iOS 6/7-era evidence.
  case siriOverlay = "siri-overlay"
  /// Whether a swipe-kill on iPhone discards the scene session ([A23], [O9]).
  case swipeKillDiscardsSession = "swipe-kill-discards-session"
  /// Swipe-kill of an app still running in the background ([A28], [Q6], [O4]).
  case swipeKillWhileRunning = "swipe-kill-while-running"
  /// Swipe-kill straight from the app switcher overlay ([O4], [F1], [O12]).
  case swipeKillFromSwitcher = "swipe-kill-from-switcher"
  /// The same for an app without scenes, naming no scene method ([O4], [O12]).
  case swipeKillFromSwitcherApp = "swipe-kill-from-switcher-app"
  /// Whether scenes disconnect before `applicationWillTerminate(_:)` ([A10], [A24]).
  case terminateSceneDisconnect = "terminate-scene-disconnect"
  /// `applicationDidEnterBackground(_:)` after a background launch ([A5], [O1], [O8]).
  case backgroundLaunchDidEnterBackground = "background-launch-did-enter-background"
  /// Whether a scene connects during a background launch ([A1], [O16]).
  case backgroundLaunchScene = "background-launch-scene"
  /// Where `application(_:didDiscardSceneSessions:)` falls in a launch ([A17], [A30]).
  case discardPosition = "discard-position"
  /// The order across several windows changing at once: lifequiz's
  /// convention, where [A1] and [W2] name none.
  case windowOrder = "window-order"
  /// Unlocking after the app was terminated while the device was locked.
  case unlockAfterTermination = "unlock-after-termination"
  /// A memory-pressure kill of a background-running app runs no code.
  case memoryKillRunning = "memory-kill-running"
  /// `applicationDidEnterBackground(_:)` when a suspended app is woken.
  case backgroundResume = "background-resume"
  /// Notification Center on iOS 11–12 ([V15]).
  case notificationCenterBecameActive = "notification-center-became-active"
  /// The iOS 14+ call banner; only the full-screen call is modelled.
  case callBanner = "call-banner"
  /// `alert` also stands for Face ID, Touch ID, Apple Pay and purchase sheets.
  case alertStandsFor = "alert-stands-for"
  /// Closing the last window is a swipe-kill by lifequiz's convention; the one
  /// public observation ([O30]) saw no `didDiscardSceneSessions`.
  case lastWindowClosed = "last-window-closed"
  /// A window closed while the app was suspended is reported when it next runs.
  case discardOnResume = "discard-on-resume"
  /// Where `viewDidAppear(_:)` falls relative to becoming active.
  case viewDidAppearOrder = "view-did-appear-order"
  /// View-controller callbacks around app and scene callbacks: no Apple order.
  case viewControllerOrder = "view-controller-order"
  /// Cross-controller order in a navigation push or pop.
  case navigationOrder = "navigation-order"
  /// The lower controller of a cancelled swipe back.
  case swipeBackCancelled = "swipe-back-cancelled"
  /// Where the handler of a URL, link or notification falls in a warm scene.
  case openHandlerPosition = "open-handler-position"
  /// The same for an app without scenes, naming no scene method.
  case openHandlerPositionApp = "open-handler-position-app"
  /// A URL or link that launches a scene arrives in the connection options.
  case openInConnectionOptions = "open-in-connection-options"
  /// A notification tap that launches a scene app.
  case notificationColdLaunch = "notification-cold-launch"
  /// `UIScene` notifications relative to their delegate methods.
  case sceneNotificationOrder = "scene-notification-order"
  /// `UIApplication` active/inactive notifications in a scene app.
  case appNotificationAggregate = "app-notification-aggregate"
  /// Scene phases mapped from activation states.
  case scenePhaseMapping = "scene-phase-mapping"
  /// State restoration: when the activity is requested and restored.
  case restorationTiming = "restoration-timing"
  /// Did-become-available at the unlock for an app a task kept running
  /// ([N21], [N22]).
  case protectedDataTiming = "protected-data-timing"
  /// The protected-data warning placed at the lock ([N21], [N22], [O3]); the note
  /// keeps the lock's own caveats too.
  case protectedDataLock = "protected-data-lock"
  /// Did-become-available for an app the unlock resumes from suspension.
  case protectedDataAfterSuspension = "protected-data-after-suspension"
  /// The expiration handler of `beginBackgroundTask(expirationHandler:)`
  /// must end the task, or the app is killed ([A27], [A6], [Q1]).
  case taskExpiryHandler = "task-expiry-handler"
  /// `applicationWillTerminate(_:)` "may" be called when the system ends a
  /// background-running app ([A10]).
  case systemTerminateMay = "system-terminate-may"
  /// Whether scene sessions survive a crash ([A31], [O25]).
  case crashKeepsSession = "crash-keeps-session"
  /// An alert, a call or Siri may outlast the app's leaving the screen.
  case overlayLeftBehind = "overlay-left-behind"
  /// Silent pushes: about 30 s for the handler, throttled, none after a
  /// force quit.
  case silentPushDelivery = "silent-push-delivery"
  /// A background URLSession relaunch: recreate the session, call the handler.
  case urlSessionRelaunch = "url-session-relaunch"
  /// A running app's session delegate hears the URLSession events directly.
  case urlSessionRunning = "url-session-running"
  /// A notification arriving in front goes to willPresent.
  case notificationInForeground = "notification-in-foreground"
  /// A notification arriving while the app is not in front: the system shows it.
  case notificationShownBySystem = "notification-shown-by-system"
  /// The app view controller of an app launched in the background.
  case backgroundLaunchViews = "background-launch-views"
}
