extension LifecycleStateMachine {
  /// Whether a process exists, and what only a running process has.
  enum State: Hashable, Sendable {
    /// No process. Sessions may be saved; a discard may wait to be reported.
    /// Transitions: launch, openings and background-launch start the process;
    /// swipe-kill and close-window (scene style) stay here; unlock.
    case notRunning(Dormant)
    /// Code runs; the overlay and the background task exist only here.
    /// Transitions: suspend (from the background, no task); crash, the kills
    /// and system-terminate end it; everything else stays here.
    case running(Live)
    /// In memory, running no code, with no callback marking it.
    /// Transitions: launch, openings, unlock, open-window, background-launch
    /// resume it silently; memory-kill and swipe-kill end it, silently;
    /// close-window discards a session and waits.
    case suspended(Dormant)
  }
}
