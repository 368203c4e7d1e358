extension LifecycleStateMachine {
  struct Live: Hashable, Sendable {
    var locked: Bool
    var windows: WindowTable
    /// The windows that were on screen when the app left it; a return brings
    /// them back.
    var returnSet: [Int]
    var overlay: Overlay? = nil
    var backgroundTask = false
    /// See `Dormant.protectedDataWarned`.
    var protectedDataWarned = false
  }
}
