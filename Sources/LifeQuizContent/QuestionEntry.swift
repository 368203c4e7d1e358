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

  /// Without `ways`, the key points' `keywords` and `contradictions` are
  /// not read (the file was parsed without them) and are empty.
  init(_ field: JSONField, ways: Bool = true) throws(ContentError) {
    id = try field["id"].string()
    topic = try field["topic"].string()
    parent = try field["parent"].optionalString()
    question = try field["question"].localized()
    answer = try field["answer"].localized()
    var points: [KeyPoint] = []
    for point in try field["keyPoints"].array() {
      points.append(
        KeyPoint(
          text: try point["text"].localized(),
          keywords: Keywords(ways ? try point["keywords"].wordLists() : [:]),
          contradictions: Keywords(
            !ways || point["contradictions"].isMissing ? [:] : try point["contradictions"].wordLists()),
          negative: try point["negative"].optionalBool() ?? false))
    }
    keyPoints = points
    scenario = try field["scenario"].optionalString()
    probes = try field["probes"].optionalInt()
  }

  public struct KeyPoint: Hashable, Sendable {
    /// The members that hold the grader's ways, in the file.
    static let wayFields: Set<String> = ["keywords", "contradictions"]

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
