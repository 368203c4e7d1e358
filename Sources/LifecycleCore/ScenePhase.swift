/// SwiftUI's `ScenePhase`. A view reads its own scene's phase; the `App`
/// reads the aggregate of all its scenes.
public enum ScenePhase: String, CaseIterable, Hashable, Sendable {
  case active, inactive, background

  /// The phase of a scene in a given activation state; none while unattached
  /// (lifequiz's reading, not stated by Apple).
  init?(_ state: SceneState) {
    switch state {
    case .unattached: return nil
    case .foregroundInactive: self = .inactive
    case .foregroundActive: self = .active
    case .background: self = .background
    }
  }
}
