import LifecycleCore

/// Grades an answer against the key the core computed. A correct answer
/// rates `good` (`hard` after a hint); a wrong one `again`, except an order
/// answer with partial credit (`OrderDiff.rating`). Recall answers take
/// the learner's own rating. Each kind grades its own answer
/// (`QuestionBody.grade`) with these parts.
public enum Grader {
  public static func grade(_ answer: Answer, for question: Question, usedHint: Bool = false, selfGrade: Rating? = nil)
    -> Verdict
  {
    question.body.grade(answer, usedHint: usedHint, selfGrade: selfGrade)
  }

  /// Right rates good, or hard after a hint; wrong rates again.
  static func verdict(_ correct: Bool, usedHint: Bool) -> Verdict {
    Verdict(correct: correct, rating: correct ? (usedHint ? .hard : .good) : .again, diff: nil)
  }

  /// Partial credit lowers a wrong order to hard; a hint lowers a right one.
  static func rating<Element>(_ diff: OrderDiff<Element>, usedHint: Bool) -> Rating {
    diff.rating == .hard ? .hard : verdict(diff.isEmpty, usedHint: usedHint).rating
  }

  /// An answer of another kind than the question's.
  static let mismatch = Verdict(correct: false, rating: .again, diff: nil)

  /// A skipped question: not known, so it comes back soon.
  public static func skipped() -> Verdict {
    Verdict(correct: false, rating: .again, diff: nil)
  }

  /// An order the core accepts besides the one it shows, when the answer is
  /// exactly that order; nil for the shown order or anything else.
  static func otherOrder(matching given: [Callback], expected: [Callback], in situation: Question.Situation)
    -> OrderVariant?
  {
    guard given != expected, let step = situation.lastStep, step.callbacks == expected else { return nil }
    return step.acceptableOrders.dropFirst().first { $0.callbacks == given }
  }

  static func picked<Element>(_ positions: [Int], from options: [Element]) -> [Element] {
    positions.compactMap { options.indices.contains($0) ? options[$0] : nil }
  }
}
