import LifecycleCore

/// Why a picked scenePhase is not the one the subject reads after the events.
public enum PhasePickReason: Hashable, Sendable {
  /// The phase another subject reads: the App's aggregate, or a scene's own.
  case otherLevel(Question.StateSubject)
  /// The subject's phase before the last event.
  case before(LifecycleEvent)
  /// The subject's phase after an earlier event (`index` zero-based).
  case earlier(LifecycleEvent, index: Int)
  case never
}
