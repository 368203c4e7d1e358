/// One line read from the learner.
public enum InputLine: Equatable, Sendable {
  case text(String)
  /// Longer than `StandardInput.lineLimit`: refused, and reading goes on.
  case tooLong
}
