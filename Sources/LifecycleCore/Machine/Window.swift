extension LifecycleStateMachine {
  struct Window: Hashable, Sendable {
    let id: Int
    var state: SceneState
    /// The view controllers; only while connected.
    var screen: Screen?
    /// Whether the session holds a state-restoration activity.
    var restorable = false
    /// The window has an app-switcher card: it was on screen in this process
    /// or an earlier one. An app launched in the background has none.
    var hasCard = false
  }
}
