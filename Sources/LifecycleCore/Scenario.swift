/// A style and a list of events: all a scenario stores. Its callbacks always
/// come from running it.
public struct Scenario: Hashable, Sendable {
  public let style: AppStyle
  public let events: [LifecycleEvent]
  /// The app implements scene state restoration.
  public let restoration: Bool

  public init(style: AppStyle, events: [LifecycleEvent], restoration: Bool = false) {
    self.style = style
    self.events = events
    self.restoration = restoration
  }

  /// Runs the events from a not-running app, stopping at the first rejection.
  public func run() -> Trace {
    var machine = LifecycleStateMachine(style: style, restoration: restoration)
    var steps: [Step] = []
    steps.reserveCapacity(events.count)
    for (index, event) in events.enumerated() {
      switch machine.handle(event) {
      case .success(let step):
        steps.append(step)
      case .failure(let rejection):
        return Trace(style: style, steps: steps, failure: Trace.Failure(index: index, rejection: rejection))
      }
    }
    return Trace(style: style, steps: steps, failure: nil)
  }
}
