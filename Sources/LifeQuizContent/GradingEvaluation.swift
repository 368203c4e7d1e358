import LifeQuizPlatform
import QuizEngine

/// A labelled set of interview answers (correct ones in five styles, wrong
/// ones in three) graded against the bank, and the figures issue 20 asks
/// for: the share of correct answers at 75% of points or more, of wrong ones
/// at 25% or less, and wrong answers rated good or easy. Read by the grading
/// test and by `lifequiz-bench --grading`.
public struct GradingEvaluation: Sendable {
  public struct Answer: Sendable {
    public let question: String
    public let language: Language
    public let type: String
    public let correct: Bool
    public let text: String
  }

  public struct Outcome: Sendable {
    public let answer: Answer
    public let graded: GradedAnswer

    public var share: Double { graded.points.isEmpty ? 0 : Double(graded.hits) / Double(graded.points.count) }
    /// Correct at 75% or more with nothing contradicted; wrong at 25% or
    /// less, or contradicted (rated *again* either way).
    public var agrees: Bool {
      answer.correct ? share >= 0.75 && !graded.isContradicted : share <= 0.25 || graded.isContradicted
    }
  }

  public struct Summary: Sendable {
    public let correct: Int
    public let correctHigh: Int
    public let wrong: Int
    public let wrongLow: Int
    public let wrongRatedWell: Int
    /// Correct answers the grader suggests *good* for (the rest it leaves
    /// for the learner to confirm as *hard* or *again*).
    public let correctRatedGood: Int
    public let paraphrase: Int
    public let paraphraseHigh: Int

    public func percent(_ part: Int, _ whole: Int) -> Int { whole == 0 ? 0 : part * 100 / whole }
  }

  public let answers: [Answer]

  public init(file: LocalPath) throws(ContentError) {
    var answers: [Answer] = []
    for item in try ContentLibrary.document(file)["answers"].array() {
      let label = try item["label"].string()
      guard label == "correct" || label == "wrong" else { throw item["label"].fail("is not correct or wrong") }
      answers.append(
        Answer(
          question: try item["question"].string(), language: Language(try item["lang"].string()),
          type: try item["type"].string(), correct: label == "correct", text: try item["text"].string()))
    }
    self.answers = answers
  }

  /// The recall questions of each language the answers use, by id.
  public func questions(_ library: ContentLibrary) throws(ContentError) -> [Language: [String: QuizMaterial.RecallSpec]]
  {
    var material: [Language: [String: QuizMaterial.RecallSpec]] = [:]
    for language in Set(answers.map(\.language)) {
      let built = try QuizMaterialBuilder.build(library, language: language)
      material[language] = Dictionary(built.recalls.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
    return material
  }

  /// Each answer graded against its question in its language; answers to
  /// questions the bank lacks are left out.
  public func run(
    _ questions: [Language: [String: QuizMaterial.RecallSpec]], grader: ClaimGrader
  ) -> [Outcome] {
    // A question's points are read once, as an interview reads them when it
    // asks the question, not once per answer.
    var prepared: [String: ClaimGrader.Prepared] = [:]
    return answers.compactMap { answer in
      guard let spec = questions[answer.language]?[answer.question] else { return nil }
      let key = answer.language.rawValue + " " + answer.question
      let points = prepared[key] ?? grader.prepare(spec.keyPoints.map(\.graded))
      prepared[key] = points
      let graded = grader.grade(answer.text, prepared: points, reference: spec.reference)
      return Outcome(answer: answer, graded: graded)
    }
  }

  public static func summary(_ outcomes: [Outcome]) -> Summary {
    let correct = outcomes.filter(\.answer.correct)
    let wrong = outcomes.filter { !$0.answer.correct }
    let paraphrase = correct.filter { $0.answer.type == "paraphrase" }
    return Summary(
      correct: correct.count, correctHigh: correct.filter(\.agrees).count, wrong: wrong.count,
      wrongLow: wrong.filter(\.agrees).count,
      wrongRatedWell: wrong.filter { $0.graded.suggested == .good || $0.graded.suggested == .easy }.count,
      correctRatedGood: correct.filter { $0.graded.suggested == .good }.count,
      paraphrase: paraphrase.count, paraphraseHigh: paraphrase.filter(\.agrees).count)
  }
}
