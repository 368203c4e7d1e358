import LifecycleCore

/// Why a picked timeline entry (a view-controller callback or a
/// notification) does not belong where the learner put it.
public enum EntryPickReason: Hashable, Sendable {
  /// It happens at this event, but before `neighbour`.
  case before(TimelinePick)
  /// It happens at this event, but after `neighbour`.
  case after(TimelinePick)
  /// It is the only entry asked about.
  case only
  /// A `UIScene` notification, in an app without scenes.
  case otherStyle
  /// A `UIApplication` notification whose scene counterpart is posted: the
  /// app's aggregate state does not cross, so the app-level one is not.
  case aggregate(AppState)
  /// It happened at an earlier event of this scenario (`index` zero-based).
  case earlierEvent(LifecycleEvent, index: Int)
  /// It happens at another transition: the first one the core finds.
  case otherTransition(LifecycleEvent, from: AppState, to: AppState)
  case never
}
