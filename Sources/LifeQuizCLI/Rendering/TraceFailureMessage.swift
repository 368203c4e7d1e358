import LifeQuizContent
import LifecycleCore

/// One line for an event that cannot happen: which step, in which state, why,
/// and what could happen instead.
struct TraceFailureMessage {
  let strings: Localizer

  func text(_ failure: Trace.Failure) -> String {
    let rejection = failure.rejection
    let vocabulary = Vocabulary(strings: strings)
    let possible = rejection.possibleEvents.map(\.name)
    return strings(
      "error.event-impossible",
      [
        "step": String(failure.index + 1), "event": rejection.event.name,
        "state": vocabulary.state(rejection.appState), "reason": vocabulary.reason(rejection.reason),
        "events": possible.joined(separator: ", "),
      ])
  }
}
