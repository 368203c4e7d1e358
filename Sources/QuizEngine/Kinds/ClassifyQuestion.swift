import LifecycleCore

/// Which of these situations send the app to the background?
public struct ClassifyQuestion: QuestionBody {
  public static let kind = QuestionKind.classify

  public let style: AppStyle
  public let situations: [Classification]

  public init(style: AppStyle, situations: [Classification]) {
    self.style = style
    self.situations = situations
  }

  /// One situation to classify, and where the core says it leaves the app.
  public struct Classification: Hashable, Sendable {
    public let events: [LifecycleEvent]
    public let sendsToBackground: Bool

    public init(events: [LifecycleEvent], sendsToBackground: Bool) {
      self.events = events
      self.sendsToBackground = sendsToBackground
    }
  }

  /// Positions of the situations the learner says go to the background.
  public struct Given: AnswerValue {
    public let positions: Set<Int>
  }

  /// Situations a classify question draws from: each is what happens after a launch.
  static let candidates: [[LifecycleEvent]] = [
    [.show(.notificationCenter)], [.show(.controlCenter)], [.show(.appSwitcher)], [.show(.alert)], [.show(.call)],
    [.home], [.lock], [.otherApp], [.show(.call), .answerCall], [.show(.appSwitcher), .otherApp],
  ]

  /// Fixed sets of five situations, each mixing ones that keep the app
  /// inactive with ones that send it to the background, for classify items
  /// of their own (`classify/scene-1`); `classify/scene` draws from all.
  static let sets: [[Int]] = [[0, 5, 3, 6, 8], [1, 2, 7, 4, 9]]

  /// The style and situations of a classify item's source (`scene`,
  /// `app-2`), nil for any other.
  public static func source(_ source: String) -> (style: AppStyle, set: Int?)? {
    let parts = source.split(separator: "-", maxSplits: 1).map(String.init)
    guard let style = AppStyle(rawValue: parts[0]) else { return nil }
    guard parts.count == 2 else { return (style, nil) }
    guard let number = Int(parts[1]), sets.indices.contains(number - 1) else { return nil }
    return (style, number)
  }

  public static func items(from material: QuizMaterial) -> [QuizItem] {
    var items: [QuizItem] = []
    for style in AppStyle.allCases {
      items.append(QuizItem(kind: kind, source: style.rawValue, topic: "inactive", style: style))
      for number in 1...sets.count {
        items.append(QuizItem(kind: kind, source: "\(style.rawValue)-\(number)", topic: "inactive", style: style))
      }
    }
    return items
  }

  public static func make(
    for item: QuizItem, from generator: QuestionGenerator, using random: inout some RandomNumberGenerator
  ) -> ClassifyQuestion? {
    guard let (style, set) = source(item.source) else { return nil }
    let picked =
      set.map { sets[$0 - 1].map { candidates[$0] } }
      ?? Array(candidates.shuffled(using: &random).prefix(5))
    let classified = picked.compactMap { events -> Classification? in
      let trace = generator.run(style, [.launch] + events)
      guard trace.failure == nil, let last = trace.steps.last else { return nil }
      return Classification(events: events, sendsToBackground: last.appState == .background)
    }
    return ClassifyQuestion(style: style, situations: classified)
  }

  public func parse(_ text: String, vocabulary: AnswerVocabulary) -> Result<Answer, AnswerProblem> {
    if AnswerParser.isNone(text, vocabulary) { return .success(.classify([])) }
    guard !text.isEmpty else { return .failure(.empty) }
    return AnswerParser.positions(text, count: situations.count, vocabulary).map { .classify(Set($0)) }
  }

  public func grade(_ answer: Answer, usedHint: Bool, selfGrade: Rating?) -> Verdict {
    guard let given = answer.value(as: Given.self)?.positions else { return Grader.mismatch }
    let expected = Set(situations.indices.filter { situations[$0].sendsToBackground })
    return Grader.verdict(given == expected, usedHint: usedHint)
  }
}

extension Answer {
  /// An answer to a classify question: the positions of the situations that go to the background.
  public static func classify(_ positions: Set<Int>) -> Answer {
    Answer(ClassifyQuestion.Given(positions: positions))
  }
}
