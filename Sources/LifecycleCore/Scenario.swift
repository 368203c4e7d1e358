/// A style and a list of events: all a scenario stores. Its callbacks always
/// come from running it.
public struct Scenario: Hashable, Sendable {
  public let style: AppStyle
  public let events: [LifecycleEvent]

  public init(style: AppStyle, events: [LifecycleEvent]) {
    self.style = style
    self.events = events
  }

  /// Runs the events from a not-running app, stopping at the first rejection.
  public func run() -> Trace {
    var machine = LifecycleStateMachine(style: style)
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
