/// How an app receives life-cycle calls from UIKit.
public enum AppStyle: String, CaseIterable, Hashable, Sendable {
  /// iOS 13 and later with a scene manifest: one scene delegate per window, and
  /// the app delegate only for process events. Required by the iOS 27 SDK.
  case scene
  /// No scene manifest (iOS 12 and earlier, or apps built with older SDKs):
  /// the app delegate receives every life-cycle call.
  case app
}
