import LifeQuizPlatform

/// Real interview questions with the ids that answer them, and how well the
/// search ranks those ids: recall@1 and recall@3 per language. Read by the
/// search test and by the benchmark.
public struct SearchEvaluation: Sendable {
  public struct Question: Sendable {
    public let language: Language
    public let text: String
    /// Any one of these in the top three counts as found.
    public let ids: [String]
  }

  public struct Outcome: Sendable {
    public let question: Question
    /// The ids ranked first, second and third.
    public let top: [String]

    public var foundFirst: Bool { top.first.map(question.ids.contains) ?? false }
    public var foundInTopThree: Bool { top.contains(where: question.ids.contains) }
  }

  public let questions: [Question]

  public init(file: LocalPath) throws(ContentError) {
    var questions: [Question] = []
    for item in try ContentLibrary.document(file)["questions"].array() {
      let code = try item["language"].string()
      guard !code.isEmpty else { throw item["language"].fail("is not a language") }
      let language = Language(code)
      questions.append(
        Question(language: language, text: try item["question"].string(), ids: try item["ids"].strings()))
    }
    self.questions = questions
  }

  /// Every question searched in the index of its language.
  public func run(_ index: (Language) -> SearchIndex) -> [Outcome] {
    questions.map { question in
      let top = index(question.language).search(question.text, limit: 3).map(\.document.id)
      return Outcome(question: question, top: top)
    }
  }
}
