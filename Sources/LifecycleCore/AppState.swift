/// The state of the whole app, as `UIApplication.State` plus the two states
/// the app itself cannot observe (not running and suspended).
public enum AppState: String, CaseIterable, Hashable, Sendable {
  case notRunning
  case inactive
  case active
  case background
  case suspended
}
