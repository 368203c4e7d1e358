import LifecycleCore
import Testing

/// Drives a machine by event names and fails the test on any rejection, so a
/// fixture that no longer reaches its state breaks loudly.
final class Driver {
  var machine: LifecycleStateMachine

  init(_ style: AppStyle, after events: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    machine = LifecycleStateMachine(style: style)
    for name in events.split(separator: " ") {
      _ = send(String(name), sourceLocation: sourceLocation)
    }
  }

  /// Sends one event; returns the step, or nil after recording an issue.
  @discardableResult
  func send(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Step? {
    guard case .success(let event) = LifecycleEvent.parse(name) else {
      Issue.record("not an event: \(name)", sourceLocation: sourceLocation)
      return nil
    }
    switch machine.handle(event) {
    case .success(let step):
      return step
    case .failure(let rejection):
      Issue.record("\(name) rejected: \(rejection.reason)", sourceLocation: sourceLocation)
      return nil
    }
  }

  /// The callbacks of one event as `receiver selector` lines.
  func calls(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    send(name, sourceLocation: sourceLocation).map(lines) ?? ["<rejected>"]
  }

  /// Sends an event that must be rejected, and returns the reason.
  func reject(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> RejectionReason? {
    guard case .success(let event) = LifecycleEvent.parse(name) else { return nil }
    switch machine.handle(event) {
    case .success:
      Issue.record("\(name) was accepted", sourceLocation: sourceLocation)
      return nil
    case .failure(let rejection):
      return rejection.reason
    }
  }
}

func lines(_ step: Step) -> [String] {
  step.callbacks.map { "\($0.receiver) \($0.selector)" }
}

func sceneStates(_ step: Step) -> [String] {
  step.scenes.map { "\($0.id):\($0.state.rawValue)" }
}
