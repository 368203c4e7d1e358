/// An interview question with a model answer and the key points to check an
/// answer against. A follow-up (꼬리질문) names its parent.
public struct QuestionEntry: Hashable, Sendable {
  public let id: String
  public let topic: String
  public let parent: String?
  public let question: Localized
  public let answer: Localized
  public let keyPoints: [KeyPoint]
  /// The scenario in scenarios.json the answer rests on, if any.
  public let scenario: String?
  /// A follow-up's parent key point (an index) that it digs into: asked
  /// when an answer missed or contradicted that point.
  public let probes: Int?

  /// The key points' `keywords` and `contradictions` are in `grading.json`
  /// and empty here until `with(_:file:)` adds them.
  init(_ field: JSONField) throws(ContentError) {
    id = try field["id"].string()
    topic = try field["topic"].string()
    parent = try field["parent"].optionalString()
    question = try field["question"].localized()
    answer = try field["answer"].localized()
    var points: [KeyPoint] = []
    for point in try field["keyPoints"].array() {
      points.append(
        KeyPoint(
          text: try point["text"].localized(), keywords: Keywords([:]), contradictions: Keywords([:]),
          negative: try point["negative"].optionalBool() ?? false))
    }
    keyPoints = points
    scenario = try field["scenario"].optionalString()
    probes = try field["probes"].optionalInt()
  }

  private init(_ entry: QuestionEntry, keyPoints: [KeyPoint]) {
    id = entry.id
    topic = entry.topic
    parent = entry.parent
    question = entry.question
    answer = entry.answer
    self.keyPoints = keyPoints
    scenario = entry.scenario
    probes = entry.probes
  }

  /// The question with its grader's ways; `ways` must have one entry per key point.
  func with(_ ways: QuestionWays, file: String) throws(ContentError) -> QuestionEntry {
    guard ways.points.count == keyPoints.count else {
      throw ContentError(
        file: file, key: ways.location + ".keyPoints",
        reason: "has \(ways.points.count) points, but '\(id)' in questions.json has \(keyPoints.count)")
    }
    let points = zip(keyPoints, ways.points).map { point, ways in
      KeyPoint(text: point.text, keywords: ways.keywords, contradictions: ways.contradictions, negative: point.negative)
    }
    return QuestionEntry(self, keyPoints: points)
  }

  public struct KeyPoint: Hashable, Sendable {
    public let text: Localized
    /// Words that show an answer mentioned the point, per language; any one
    /// of them counts.
    public let keywords: Keywords
    /// Wrong beliefs that, stated, contradict the point, per language:
    /// "willTerminate is always called".
    public let contradictions: Keywords
    /// The point says something does *not* happen ("No sceneDidDisconnect
    /// just for Home"): a way of saying it without a negation of its own
    /// counts only when the answer negates it.
    public let negative: Bool
  }

  public struct Keywords: Hashable, Sendable {
    public let lists: [Language: [String]]

    init(_ lists: [Language: [String]]) {
      self.lists = lists
    }

    /// The words in `language`; none when it has no list.
    public subscript(language: Language) -> [String] { lists[language] ?? [] }
  }
}
