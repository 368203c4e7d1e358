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
    case .order(let situation, let options, let expected):
      guard case .order(let positions) = answer else { return mismatch }
      let given = picked(positions, from: options)
      if let other = otherOrder(matching: given, expected: expected, in: situation) {
        return Verdict(correct: true, rating: verdict(true).rating, diff: nil, acceptedBecause: other.note)
      }
      let diff = CallbackDiff(expected: expected, given: given)
      return Verdict(correct: given == expected, rating: rating(diff), diff: diff)
    case .next(let situation, let shown, let options, let expected):
      guard case .next(let position) = answer else { return mismatch }
      let given = position.flatMap { picked([$0], from: options).first }
      if given != expected, let step = situation.lastStep,
        let other = step.acceptableOrders.dropFirst().first(where: { variant in
          variant.callbacks.starts(with: shown)
            && given == (variant.callbacks.count > shown.count ? variant.callbacks[shown.count] : nil)
        })
      {
        var accepted = verdict(true)
        accepted.acceptedBecause = other.note
        return accepted
      }
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
    case .vcOrder(let situation, let options, let expected), .notification(let situation, let options, let expected):
      guard case .picks(let positions) = answer else { return mismatch }
      let given = picked(positions, from: options)
      if let note = otherPickOrder(matching: given, expected: expected, in: situation) {
        return Verdict(correct: true, rating: verdict(true).rating, diff: nil, acceptedBecause: note)
      }
      let diff = OrderDiff(expected: expected, given: given)
      return Verdict(correct: given == expected, rating: rating(diff), diff: nil, pickDiff: diff)
    case .phase(_, _, let expected):
      guard case .phase(let given) = answer else { return mismatch }
      return verdict(given == expected)
    case .trace(let situation, _, let expected):
      guard case .trace(let given) = answer else { return mismatch }
      if let other = otherOrder(matching: given, expected: expected, in: situation) {
        return Verdict(correct: true, rating: verdict(true).rating, diff: nil, acceptedBecause: other.note)
      }
      let diff = CallbackDiff(expected: expected, given: given)
      return Verdict(correct: given == expected, rating: rating(diff), diff: diff)
    }
  }

  /// A skipped question: not known, so it comes back soon.
  public static func skipped() -> Verdict {
    Verdict(correct: false, rating: .again, diff: nil)
  }

  /// An order the core accepts besides the one it shows, when the answer is
  /// exactly that order; nil for the shown order or anything else.
  private static func otherOrder(matching given: [Callback], expected: [Callback], in situation: Question.Situation)
    -> OrderVariant?
  {
    guard given != expected, let step = situation.lastStep, step.callbacks == expected else { return nil }
    return step.acceptableOrders.dropFirst().first { $0.callbacks == given }
  }

  /// Where the answer differs from the core's order of timeline entries only
  /// by entries the core leaves open: an entry tagged disputed or
  /// unconfirmed, with a note, swapped with its neighbour of another
  /// receiver (a `UIScene` notification and the app's, `viewDidAppear` and
  /// `sceneDidBecomeActive`). The first such note; nil otherwise.
  private static func otherPickOrder(
    matching given: [TimelinePick], expected: [TimelinePick], in situation: Question.Situation
  ) -> VarianceNote? {
    guard given != expected, given.count == expected.count, let step = situation.lastStep else { return nil }
    func note(_ pick: TimelinePick) -> VarianceNote? {
      step.timeline.first { TimelinePick($0) == pick && $0.confidence.needsBadge }?.note
    }
    var found: VarianceNote?
    var index = 0
    while index < expected.count {
      if given[index] == expected[index] {
        index += 1
        continue
      }
      let next = index + 1
      guard next < expected.count, given[index] == expected[next], given[next] == expected[index],
        expected[index].receiver != expected[next].receiver,
        let open = note(expected[index]) ?? note(expected[next])
      else { return nil }
      found = found ?? open
      index += 2
    }
    return found
  }

  private static func picked<Element>(_ positions: [Int], from options: [Element]) -> [Element] {
    positions.compactMap { options.indices.contains($0) ? options[$0] : nil }
  }
}
