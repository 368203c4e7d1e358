import LifecycleCore

/// Grades an answer against the key the core computed. A correct answer
/// rates `good` (`hard` after a hint); a wrong one `again`, except an order
/// answer with partial credit (`CallbackDiff.rating`). Recall answers take
/// the learner's own rating.
public enum Grader {
  public static func grade(_ answer: Answer, for question: Question, usedHint: Bool = false, selfGrade: Rating? = nil)
    -> Verdict
  {
    func verdict(_ correct: Bool, diff: CallbackDiff? = nil) -> Verdict {
      Verdict(
        correct: correct, rating: correct ? (usedHint ? .hard : .good) : .again, diff: diff)
    }
    switch (question.body, answer) {
    case (.order(_, let options, let expected), .order(let positions)):
      let given = positions.map { options[$0] }
      let diff = CallbackDiff(expected: expected, given: given)
      let partial = diff.rating == .hard ? Rating.hard : verdict(given == expected).rating
      return Verdict(correct: given == expected, rating: partial, diff: diff)
    case (.next(_, _, let options, let expected), .next(let position)):
      let given = position.map { options[$0] }
      return verdict(given == expected)
    case (.state(_, _, _, let expected), .state(let given)):
      return verdict(given == expected)
    case (.classify(_, let situations), .classify(let given)):
      let expected = Set(situations.indices.filter { situations[$0].sendsToBackground })
      return verdict(given == expected)
    case (.trap(let trap), .truth(let given)):
      return verdict(given == trap.holds)
    case (.recall, .recall):
      let rating = selfGrade ?? .again
      return Verdict(correct: rating != .again, rating: rating, diff: nil)
    default:
      return verdict(false)
    }
  }

  /// A skipped question: not known, so it comes back soon.
  public static func skipped() -> Verdict {
    Verdict(correct: false, rating: .again, diff: nil)
  }
}
