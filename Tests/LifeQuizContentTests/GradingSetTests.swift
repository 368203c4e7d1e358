import Foundation
import LifeQuizContent
import LifeQuizTestSupport
import QuizEngine
import Testing

/// The labelled answer set (Fixtures/grading-set.json: 256 answers to 32
/// bank questions, half Korean, written without the grader's tables) and the
/// bank's own points, graded as interview and recall grade them.
@Suite("Grading quality")
struct GradingSetTests {
  static let library = Result { try ContentLibrary(folder: ContentFixture.content.local) }
  static let outcomes = Result { try run("grading-set.json") }
  /// 192 answers to 24 other bank questions, written later and never tuned on.
  static let holdout = Result { try run("grading-set-holdout.json") }

  static func run(_ name: String) throws -> [GradingEvaluation.Outcome] {
    let evaluation = try GradingEvaluation(
      file: ContentFixture.root.appendingPathComponent("Tests/LifeQuizContentTests/Fixtures/\(name)").local)
    return evaluation.run(try evaluation.questions(library.get()), grader: try ClaimGraderCaseTests.grader.get())
  }

  @Test("The set is what it says: 256 answers, 32 questions, half Korean, eight types")
  func setShape() throws {
    let answers = try Self.outcomes.get().map(\.answer)
    #expect(answers.count == 256)
    #expect(Set(answers.map(\.question)).count == 32)
    #expect(answers.filter { $0.language == Language("ko") }.count == 128)
    #expect(Set(answers.map(\.type)).count == 8)
  }

  @Test("No wrong answer is rated good or easy")
  func wrongNeverRatedWell() throws {
    let wrong = try Self.outcomes.get().filter { !$0.answer.correct }
    let ratedWell = wrong.filter { $0.graded.suggested == .good || $0.graded.suggested == .easy }
    #expect(ratedWell.isEmpty, "\(ratedWell.map { "\($0.answer.question) \($0.answer.type): \($0.answer.text)" })")
  }

  @Test("Shares at or above the figures reported in the issue note (lifequiz-bench --grading)")
  func shares() throws {
    let summary = GradingEvaluation.summary(try Self.outcomes.get())
    #expect(summary.percent(summary.correctHigh, summary.correct) >= GradingFloor.correct)
    #expect(summary.percent(summary.wrongLow, summary.wrong) >= GradingFloor.wrong)
    #expect(summary.percent(summary.paraphraseHigh, summary.paraphrase) >= GradingFloor.paraphrase)
  }

  @Test("The holdout: 192 answers, 24 questions none of which the tuned set asks, half Korean")
  func holdoutShape() throws {
    let answers = try Self.holdout.get().map(\.answer)
    #expect(answers.count == 192)
    #expect(answers.filter { $0.language == Language("ko") }.count == 96)
    let tuned = Set(try Self.outcomes.get().map(\.answer.question))
    #expect(Set(answers.map(\.question)).count == 24 && tuned.isDisjoint(with: answers.map(\.question)))
  }

  @Test("The holdout at or above its last measure, and no more wrong answers rated good than then")
  func holdoutShares() throws {
    let summary = GradingEvaluation.summary(try Self.holdout.get())
    #expect(summary.percent(summary.correctHigh, summary.correct) >= HoldoutFloor.correct)
    #expect(summary.percent(summary.wrongLow, summary.wrong) >= HoldoutFloor.wrong)
    #expect(summary.wrongRatedWell <= HoldoutFloor.wrongRatedWell)
  }
}

/// The holdout as last measured; the goal is the same as the tuned set's,
/// and 0 wrong answers rated good.
enum HoldoutFloor {
  static let correct = 65
  static let wrong = 76
  static let wrongRatedWell = 1
}

/// The figures last measured (percent); a change that lowers one fails.
/// Issue 20's goals are 90, 95 and 70.
enum GradingFloor {
  static let correct = 95
  static let wrong = 100
  static let paraphrase = 96
}
