import LifecycleCore

/// Grades an answer against the key the core computed. A correct answer
/// rates `good` (`hard` after a hint); a wrong one `again`, except an order
/// answer with partial credit (`OrderDiff.rating`). Recall answers take
/// the learner's own rating. Each kind is graded in its own case.
public enum Grader {
  public static func grade(_ answer: Answer, for question: Question, usedHint: Bool = false, selfGrade: Rating? = nil)
    -> Verdict
  {
    func verdict(_ correct: Bool) -> Verdict {
      Verdict(correct: correct, rating: correct ? (usedHint ? .hard : .good) : .again, diff: nil)
    }
    /// Partial credit lowers a wrong order to hard; a hint lowers a right one.
    func rating<Element>(_ diff: OrderDiff<Element>) -> Rating {
      diff.rating == .hard ? .hard : verdict(diff.isEmpty).rating
    }
    let mismatch = verdict(false)
    switch question.body {
    case .order(_, let options, let expected):
      guard case .order(let positions) = answer else { return mismatch }
      let given = picked(positions, from: options)
      let diff = CallbackDiff(expected: expected, given: given)
      return Verdict(correct: given == expected, rating: rating(diff), diff: diff)
    case .next(_, _, let options, let expected):
      guard case .next(let position) = answer else { return mismatch }
      let given = position.flatMap { picked([$0], from: options).first }
      return verdict(given == expected)
    case .state(_, _, _, let expected):
      guard case .state(let given) = answer else { return mismatch }
      return verdict(given == expected)
    case .classify(_, let situations):
      guard case .classify(let given) = answer else { return mismatch }
      let expected = Set(situations.indices.filter { situations[$0].sendsToBackground })
      return verdict(given == expected)
    case .trap(let trap):
      guard case .truth(let given) = answer else { return mismatch }
      return verdict(given == trap.holds)
    case .recall:
      guard case .recall = answer else { return mismatch }
      let rating = selfGrade ?? .again
      return Verdict(correct: rating != .again, rating: rating, diff: nil)
    case .vcOrder(_, let options, let expected), .notification(_, let options, let expected):
      guard case .picks(let positions) = answer else { return mismatch }
      let given = picked(positions, from: options)
      let diff = OrderDiff(expected: expected, given: given)
      return Verdict(correct: given == expected, rating: rating(diff), diff: nil, pickDiff: diff)
    case .phase(_, _, let expected):
      guard case .phase(let given) = answer else { return mismatch }
      return verdict(given == expected)
    case .trace(_, _, let expected):
      guard case .trace(let given) = answer else { return mismatch }
      let diff = CallbackDiff(expected: expected, given: given)
      return Verdict(correct: given == expected, rating: rating(diff), diff: diff)
    }
  }

  /// A skipped question: not known, so it comes back soon.
  public static func skipped() -> Verdict {
    Verdict(correct: false, rating: .again, diff: nil)
  }

  private static func picked<Element>(_ positions: [Int], from options: [Element]) -> [Element] {
    positions.compactMap { options.indices.contains($0) ? options[$0] : nil }
  }
}
