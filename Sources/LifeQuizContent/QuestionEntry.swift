/// An interview question with a model answer and the key points to check an
/// answer against. A follow-up (꼬리질문) names its parent.
public struct QuestionEntry: Codable, Hashable, Sendable {
  public let id: String
  public let topic: String
  public let parent: String?
  public let question: Localized
  public let answer: Localized
  public let keyPoints: [KeyPoint]

  public struct KeyPoint: Codable, Hashable, Sendable {
    public let text: Localized
    /// Words that show an answer mentioned the point, per language; any one
    /// of them counts.
    public let keywords: Keywords
  }

  public struct Keywords: Codable, Hashable, Sendable {
    public let en: [String]
    public let ko: [String]

    public subscript(language: Language) -> [String] {
      switch language {
      case .en: en
      case .ko: ko
      }
    }
  }
}
