extension LifecycleStateMachine {
  /// What outlives running code: the lock, the saved sessions, the windows
  /// to bring back, and a discard not yet reported.
  struct Dormant: Hashable, Sendable {
    var locked: Bool
    var windows: WindowTable
    var returnSet: [Int]
    var pendingDiscard: Bool
    /// This process heard applicationProtectedDataWillBecomeUnavailable and
    /// has not yet heard that the data is back (suspended only).
    var protectedDataWarned = false
    /// The last process crashed, keeping its sessions (not running only).
    var crashed = false
    /// The user swiped the app away: the system wakes it for nothing until
    /// the user opens it again (not running only; [Q3]).
    var forceQuit = false
  }
}
