/// An event that cannot happen in the current state. The machine is unchanged.
public struct Rejection: Error, Hashable, Sendable {
  public let event: LifecycleEvent
  public let reason: RejectionReason
  /// The app state the event was tried in.
  public let appState: AppState
  /// The machine the event was tried on; the possible events come from it
  /// when asked, so a rejection costs one attempt, not one per event.
  let machine: LifecycleStateMachine

  /// The events that can happen instead, in vocabulary order.
  public var possibleEvents: [LifecycleEvent] { machine.possibleEvents }
}
