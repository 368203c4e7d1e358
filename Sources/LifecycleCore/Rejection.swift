/// An event that cannot happen in the current state. The machine is unchanged.
public struct Rejection: Error, Hashable, Sendable {
  public let event: LifecycleEvent
  public let reason: RejectionReason
  /// The app state the event was tried in.
  public let appState: AppState
  /// The events that can happen instead, in vocabulary order.
  public let possibleEvents: [LifecycleEvent]
}
