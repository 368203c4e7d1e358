import LifecycleCore

/// Why a picked state is not the state after the events, from the core.
public enum StatePickReason: Hashable, Sendable {
  /// The state before the last event.
  case before(LifecycleEvent)
  /// A state the last event passes through on its way.
  case passesThrough(LifecycleEvent)
  /// The state after an earlier event (`index` zero-based).
  case earlier(LifecycleEvent, index: Int)
  /// A state an earlier event passes through on its way (`index` zero-based).
  case passedEarlier(LifecycleEvent, index: Int)
  /// The state before the first event.
  case initial(LifecycleEvent)
  /// The subject is never in it during these events.
  case never
}
