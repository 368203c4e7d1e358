import LifecycleCore

/// Why one pick was wrong, computed from the core: the other style's
/// method, a callback that fires at another event, one that fires earlier or
/// later in the same event, or one that fires nowhere in this style.
public enum PickReason: Hashable, Sendable {
  /// A method of the other style; `counterpart` is what this style calls instead.
  case otherStyle(counterpart: Callback?)
  /// It fired already, at an earlier event of this scenario (`index` zero-based).
  case earlierEvent(LifecycleEvent, index: Int)
  /// It fires at another transition: the first one the core finds.
  case otherTransition(LifecycleEvent, from: AppState, to: AppState)
  /// It fires at this event, but before `neighbour`.
  case before(Callback)
  /// It fires at this event, but after `neighbour`.
  case after(Callback)
  /// It is this event's only callback.
  case firesHere
  /// No transition of this style calls it.
  case never
}
