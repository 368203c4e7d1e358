/// `UIApplication` notifications (the object is the application). Raw values
/// are the Swift names.
public enum AppNotification: String, CaseIterable, Hashable, Sendable {
  case didFinishLaunching = "UIApplication.didFinishLaunchingNotification"
  case willEnterForeground = "UIApplication.willEnterForegroundNotification"
  case didBecomeActive = "UIApplication.didBecomeActiveNotification"
  case willResignActive = "UIApplication.willResignActiveNotification"
  case didEnterBackground = "UIApplication.didEnterBackgroundNotification"
  case willTerminate = "UIApplication.willTerminateNotification"
  case didReceiveMemoryWarning = "UIApplication.didReceiveMemoryWarningNotification"
  case protectedDataWillBecomeUnavailable = "UIApplication.protectedDataWillBecomeUnavailableNotification"
  case protectedDataDidBecomeAvailable = "UIApplication.protectedDataDidBecomeAvailableNotification"
}
