import LifecycleCore

/// Why an input was not understood; the learner is asked again, not marked wrong.
public enum AnswerProblem: Error, Hashable, Sendable {
  case empty
  case numberOutOfRange(Int, count: Int)
  case ambiguous(String, matches: [String])
  case unknownName(String)
  case repeated(String)
  /// Several options given where one is asked for.
  case expectedOne
  case notTrueOrFalse
  case notAState
  case notAPhase
  /// A number where names are asked for (no options are shown).
  case namesOnly
}
