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

/// The rating of a recall answer, chosen by the learner.
public enum SelfGrade {
  /// `1`–`4`, or a word of the vocabulary's grade lists (`again`, `다시`).
  public static func parse(_ input: String, vocabulary: AnswerVocabulary) -> Rating? {
    let word = AnswerParser.normalize(input)
    if let number = Int(word), let rating = Rating(rawValue: number) { return rating }
    return Rating.allCases.first { vocabulary.grades[$0]?.contains(word) == true }
  }
}
