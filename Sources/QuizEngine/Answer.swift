import LifecycleCore

/// An answer understood, per kind of question.
public enum Answer: Hashable, Sendable {
  /// Option positions (0-based) in the order given.
  case order([Int])
  /// An option position, or nil for "no more callbacks".
  case next(Int?)
  case state(String)
  /// Positions of the situations the learner says go to the background.
  case classify(Set<Int>)
  case truth(Bool)
  case recall(String)
  /// Option positions (0-based) in the order given, for timeline entries.
  case picks([Int])
  case phase(ScenePhase)
  /// Callbacks typed in order; empty for "none".
  case trace([Callback])
}
