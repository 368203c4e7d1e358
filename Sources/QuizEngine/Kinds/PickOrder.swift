import LifecycleCore

/// What the two kinds that order timeline entries share (view controllers
/// among delegate callbacks, and notifications): the answer, how it is read
/// and how it is graded.
public enum PickOrder {
  /// Option positions (0-based) in the order given.
  public struct Given: AnswerValue {
    public let positions: [Int]
  }

  static func parse(_ text: String, options: [TimelinePick], vocabulary: AnswerVocabulary) -> Result<
    Answer, AnswerProblem
  > {
    guard !text.isEmpty else { return .failure(.empty) }
    return AnswerParser.choices(text, names: options.map(\.name.text), vocabulary).map { .picks($0) }
  }

  static func grade(
    _ answer: Answer, situation: Question.Situation, options: [TimelinePick], expected: [TimelinePick], usedHint: Bool
  ) -> Verdict {
    guard let positions = answer.value(as: Given.self)?.positions else { return Grader.mismatch }
    let given = Grader.picked(positions, from: options)
    if let note = otherOrder(matching: given, expected: expected, in: situation) {
      return Verdict(
        correct: true, rating: Grader.verdict(true, usedHint: usedHint).rating, diff: nil, acceptedBecause: note)
    }
    let diff = OrderDiff(expected: expected, given: given)
    return Verdict(
      correct: given == expected, rating: Grader.rating(diff, usedHint: usedHint), diff: nil, pickDiff: diff)
  }

  /// Where the answer differs from the core's order of timeline entries only
  /// by entries the core leaves open: an entry tagged disputed or
  /// unconfirmed, with a note, swapped with its neighbour of another
  /// receiver (a `UIScene` notification and the app's, `viewDidAppear` and
  /// `sceneDidBecomeActive`). The first such note; nil otherwise.
  private static func otherOrder(
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
}

extension Answer {
  /// An answer to a view-controller order or notification question:
  /// option positions (0-based) in the order given.
  public static func picks(_ positions: [Int]) -> Answer {
    Answer(PickOrder.Given(positions: positions))
  }
}
