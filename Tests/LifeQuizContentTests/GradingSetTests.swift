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
  /// 192 answers to 24 questions neither set asks, written blind to the
  /// grader after its rules were fixed on the holdout; never tuned on.
  static let fresh = Result { try run("grading-set-fresh.json") }
  /// 192 answers to 24 questions no other set asks, written blind on
  /// 2026-11-27 and measured once before any change; never tuned on.
  static let fresh2 = Result { try run("grading-set-fresh2.json") }
  /// 192 answers to 24 more questions, written blind on 2026-11-27 and
  /// measured once before the synonym groups; never tuned on.
  static let fresh3 = Result { try run("grading-set-fresh3.json") }
  /// 192 answers to 24 more questions, written blind on 2026-11-27 after
  /// fresh2 and fresh3 had guided two rules; measured once before them and
  /// once after (the same figures), never read.
  static let fresh4 = Result { try run("grading-set-fresh4.json") }
  /// 192 more answers to fresh4's questions, written blind later on
  /// 2026-11-27. Its first measure found two wrong answers rated good; only
  /// those two were read (one rule reverted, one known wrong belief added).
  static let fresh5 = Result { try run("grading-set-fresh5.json") }
  static let fresh6 = Result { try run("grading-set-fresh6.json") }
  /// 192 more answers to fresh4's questions, written blind by a helper on
  /// 2026-11-27 and then read in full: its first measure (60% / 75% / two
  /// wrong answers rated good) guided the list-sentence and one-clause rules
  /// and the ways of its questions' points. A tuned set from then on.
  static let fresh7 = Result { try run("grading-set-fresh7.json") }
  /// 192 answers to fresh's questions, written blind by a helper on
  /// 2026-11-27, measured once (57% / 97% / 0 / 54%), then read in full
  /// and tuned on, as fresh7 was for fresh4's.
  static let fresh8 = Result { try run("grading-set-fresh8.json") }
  /// 192 more answers to fresh's questions, written blind by another helper
  /// at the same time; never read. Measured before fresh8 was read (55% / 95%
  /// / 0 / 50%) and after.
  static let fresh9 = Result { try run("grading-set-fresh9.json") }
  /// fresh10 and fresh11 to fresh2's questions, fresh12 and fresh13 to
  /// fresh3's, written blind in pairs by four helpers on 2026-11-27. Each
  /// pair's first set was then read in full and tuned on; the second was
  /// never read (only fresh11's one answer its first measure rated good).
  static let fresh10 = Result { try run("grading-set-fresh10.json") }
  static let fresh11 = Result { try run("grading-set-fresh11.json") }
  static let fresh12 = Result { try run("grading-set-fresh12.json") }
  static let fresh13 = Result { try run("grading-set-fresh13.json") }
  /// fresh14 and fresh15 to the holdout's questions, fresh16 and fresh17 to
  /// the tuned set's 32, written the same way later that day; fresh14 and
  /// fresh16 read and tuned on, fresh15 never read and fresh17 read only
  /// where its first measure rated a wrong answer good (one answer).
  static let fresh14 = Result { try run("grading-set-fresh14.json") }
  static let fresh15 = Result { try run("grading-set-fresh15.json") }
  static let fresh16 = Result { try run("grading-set-fresh16.json") }
  static let fresh17 = Result { try run("grading-set-fresh17.json") }
  /// fresh18 and fresh19: the same 24 questions, four from each group above
  /// and q-cover-inactive-exposure, which no set had asked, written blind by
  /// two writers at once on 2026-11-28. fresh18 read in full and tuned on;
  /// fresh19 read at first only where its first measure rated a wrong answer
  /// good (four answers), then in full with fresh20.
  static let fresh18 = Result { try run("grading-set-fresh18.json") }
  static let fresh19 = Result { try run("grading-set-fresh19.json") }
  /// fresh20 and fresh21: the same 24 questions, drawn at random from those
  /// asked least, written blind by two writers at once later on 2026-11-28.
  /// fresh20 read in full and tuned on; fresh21 never read.
  static let fresh20 = Result { try run("grading-set-fresh20.json") }
  static let fresh21 = Result { try run("grading-set-fresh21.json") }
  /// fresh22 and fresh23: 24 more questions drawn at random from those asked
  /// least (seed 20261129), written blind by two writers at once on
  /// 2026-11-28, the second with every answer's language the other way
  /// round. Both read in full and tuned on.
  static let fresh22 = Result { try run("grading-set-fresh22.json") }
  static let fresh23 = Result { try run("grading-set-fresh23.json") }
  /// fresh24 and fresh25: 24 more questions drawn the same way (seed
  /// 20261130) and written the same way later that day; both read in full
  /// and tuned on.
  static let fresh24 = Result { try run("grading-set-fresh24.json") }
  static let fresh25 = Result { try run("grading-set-fresh25.json") }

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
    #expect(summary.correctRatedGood >= GradingFloor.correctRatedGood)
  }

  /// The sets after the tuned one, in the order they were written.
  static let later = [
    ("holdout", holdout), ("fresh", fresh), ("fresh2", fresh2), ("fresh3", fresh3), ("fresh4", fresh4),
  ]

  @Test(
    "Each later set: 192 answers, 24 questions no earlier set asks, half Korean, eight types",
    arguments: later.indices)
  func laterShape(_ index: Int) throws {
    let answers = try Self.later[index].1.get().map(\.answer)
    #expect(answers.count == 192)
    #expect(answers.filter { $0.language == Language("ko") }.count == 96)
    var earlier = Set(try Self.outcomes.get().map(\.answer.question))
    for (_, set) in Self.later[..<index] { earlier.formUnion(try set.get().map(\.answer.question)) }
    #expect(Set(answers.map(\.question)).count == 24 && earlier.isDisjoint(with: answers.map(\.question)))
    #expect(Set(answers.map(\.type)).count == 8)
  }

  /// Sets on an earlier set's questions (the third member), written later,
  /// each blind to the others; the fourth member numbers the batches written
  /// at the same time (fresh12 and fresh13 share one stuffing list, written
  /// word for word by two writers who never saw each other's).
  static let again = [
    ("fresh5", fresh5, fresh4, 1), ("fresh6", fresh6, fresh4, 2), ("fresh7", fresh7, fresh4, 3),
    ("fresh8", fresh8, fresh, 4), ("fresh9", fresh9, fresh, 4), ("fresh10", fresh10, fresh2, 5),
    ("fresh11", fresh11, fresh2, 5), ("fresh12", fresh12, fresh3, 5), ("fresh13", fresh13, fresh3, 5),
    ("fresh14", fresh14, holdout, 6), ("fresh15", fresh15, holdout, 6), ("fresh16", fresh16, outcomes, 6),
    ("fresh17", fresh17, outcomes, 6),
  ]

  @Test(
    "Each further set on an earlier set's questions: eight answers to each of exactly those questions, half Korean, eight types, new texts",
    arguments: again.indices)
  func againShape(_ index: Int) throws {
    let (_, set, base, batch) = Self.again[index]
    let answers = try set.get().map(\.answer)
    let questions = Set(try base.get().map(\.answer.question))
    #expect(answers.count == 8 * questions.count)
    #expect(answers.filter { $0.language == Language("ko") }.count == 4 * questions.count)
    #expect(Set(answers.map(\.question)) == questions)
    #expect(Set(answers.map(\.type)).count == 8)
    var earlier = Set(try base.get().map(\.answer.text))
    for (_, other, _, otherBatch) in Self.again[..<index] where otherBatch < batch {
      earlier.formUnion(try other.get().map(\.answer.text))
    }
    #expect(Set(answers.map(\.text)).isDisjoint(with: earlier))
  }

  static let mixed = [
    ("fresh18", fresh18), ("fresh19", fresh19), ("fresh20", fresh20), ("fresh21", fresh21),
    ("fresh22", fresh22), ("fresh23", fresh23), ("fresh24", fresh24), ("fresh25", fresh25),
  ]

  @Test(
    "fresh18 and 19, 20 and 21, 22 and 23, 24 and 25: eight answers to each of the same 24 questions, half Korean, eight types, new texts",
    arguments: [(0, 1), (2, 3), (4, 5), (6, 7)])
  func mixedShape(firstIndex: Int, secondIndex: Int) throws {
    let first = try Self.mixed[firstIndex].1.get().map(\.answer)
    let second = try Self.mixed[secondIndex].1.get().map(\.answer)
    for answers in [first, second] {
      #expect(answers.count == 192)
      #expect(Set(answers.map(\.question)).count == 24)
      #expect(answers.filter { $0.language == Language("ko") }.count == 96)
      #expect(Set(answers.map(\.type)).count == 8)
      #expect(Dictionary(grouping: answers, by: \.question).values.allSatisfy { $0.count == 8 })
    }
    #expect(Set(first.map(\.question)) == Set(second.map(\.question)))
    var earlier = Set(try Self.outcomes.get().map(\.answer.text))
    for (_, set) in Self.later { earlier.formUnion(try set.get().map(\.answer.text)) }
    for (_, set, _, _) in Self.again { earlier.formUnion(try set.get().map(\.answer.text)) }
    for (_, set) in Self.mixed[..<firstIndex] { earlier.formUnion(try set.get().map(\.answer.text)) }
    #expect(Set(first.map(\.text)).isDisjoint(with: earlier.union(second.map(\.text))))
    #expect(Set(second.map(\.text)).isDisjoint(with: earlier))
  }

  @Test(
    "Each later set at or above its last measure, and no more wrong answers rated good than then",
    arguments: [
      ("holdout", UnseenFloor.holdout), ("fresh", UnseenFloor.fresh), ("fresh2", UnseenFloor.fresh2),
      ("fresh3", UnseenFloor.fresh3), ("fresh4", UnseenFloor.fresh4), ("fresh5", UnseenFloor.fresh5),
      ("fresh6", UnseenFloor.fresh6), ("fresh7", UnseenFloor.fresh7), ("fresh8", UnseenFloor.fresh8),
      ("fresh9", UnseenFloor.fresh9), ("fresh10", UnseenFloor.fresh10), ("fresh11", UnseenFloor.fresh11),
      ("fresh12", UnseenFloor.fresh12), ("fresh13", UnseenFloor.fresh13), ("fresh14", UnseenFloor.fresh14),
      ("fresh15", UnseenFloor.fresh15), ("fresh16", UnseenFloor.fresh16), ("fresh17", UnseenFloor.fresh17),
      ("fresh18", UnseenFloor.fresh18), ("fresh19", UnseenFloor.fresh19), ("fresh20", UnseenFloor.fresh20),
      ("fresh21", UnseenFloor.fresh21), ("fresh22", UnseenFloor.fresh22), ("fresh23", UnseenFloor.fresh23),
      ("fresh24", UnseenFloor.fresh24), ("fresh25", UnseenFloor.fresh25),
    ])
  func unseenShares(name: String, floor: UnseenFloor) throws {
    let set = try #require((Self.later + Self.again.map { ($0.0, $0.1) } + Self.mixed).first { $0.0 == name }?.1)
    let summary = GradingEvaluation.summary(try set.get())
    #expect(summary.percent(summary.correctHigh, summary.correct) >= floor.correct)
    #expect(summary.percent(summary.wrongLow, summary.wrong) >= floor.wrong)
    #expect(summary.wrongRatedWell <= floor.wrongRatedWell)
    #expect(summary.correctRatedGood >= floor.correctRatedGood)
  }
}

/// A set after the tuned one (fresh7 since tuned on too), as last measured (percent); the goal
/// is the same as the tuned set's, and 0 wrong answers rated good. Correct
/// answers suggested good are counted, not a share: a false contradiction
/// takes one away.
struct UnseenFloor: Sendable {
  let correct: Int
  let wrong: Int
  let wrongRatedWell: Int
  let correctRatedGood: Int

  static let holdout = UnseenFloor(correct: 100, wrong: 100, wrongRatedWell: 0, correctRatedGood: 104)
  static let fresh = UnseenFloor(correct: 100, wrong: 100, wrongRatedWell: 0, correctRatedGood: 105)
  static let fresh2 = UnseenFloor(correct: 99, wrong: 100, wrongRatedWell: 0, correctRatedGood: 98)
  static let fresh3 = UnseenFloor(correct: 100, wrong: 100, wrongRatedWell: 0, correctRatedGood: 97)
  static let fresh4 = UnseenFloor(correct: 84, wrong: 94, wrongRatedWell: 0, correctRatedGood: 77)
  static let fresh5 = UnseenFloor(correct: 87, wrong: 93, wrongRatedWell: 0, correctRatedGood: 85)
  static let fresh6 = UnseenFloor(correct: 85, wrong: 80, wrongRatedWell: 0, correctRatedGood: 78)
  static let fresh7 = UnseenFloor(correct: 98, wrong: 98, wrongRatedWell: 0, correctRatedGood: 105)
  static let fresh8 = UnseenFloor(correct: 100, wrong: 100, wrongRatedWell: 0, correctRatedGood: 111)
  static let fresh9 = UnseenFloor(correct: 90, wrong: 98, wrongRatedWell: 0, correctRatedGood: 98)
  static let fresh10 = UnseenFloor(correct: 100, wrong: 100, wrongRatedWell: 0, correctRatedGood: 100)
  static let fresh11 = UnseenFloor(correct: 84, wrong: 97, wrongRatedWell: 0, correctRatedGood: 80)
  static let fresh12 = UnseenFloor(correct: 99, wrong: 100, wrongRatedWell: 0, correctRatedGood: 94)
  static let fresh13 = UnseenFloor(correct: 84, wrong: 91, wrongRatedWell: 0, correctRatedGood: 83)
  static let fresh14 = UnseenFloor(correct: 98, wrong: 100, wrongRatedWell: 0, correctRatedGood: 108)
  static let fresh15 = UnseenFloor(correct: 88, wrong: 97, wrongRatedWell: 0, correctRatedGood: 94)
  static let fresh16 = UnseenFloor(correct: 98, wrong: 95, wrongRatedWell: 0, correctRatedGood: 122)
  static let fresh17 = UnseenFloor(correct: 95, wrong: 97, wrongRatedWell: 0, correctRatedGood: 105)
  static let fresh18 = UnseenFloor(correct: 100, wrong: 98, wrongRatedWell: 0, correctRatedGood: 101)
  static let fresh19 = UnseenFloor(correct: 100, wrong: 100, wrongRatedWell: 0, correctRatedGood: 101)
  static let fresh20 = UnseenFloor(correct: 100, wrong: 100, wrongRatedWell: 0, correctRatedGood: 90)
  static let fresh21 = UnseenFloor(correct: 95, wrong: 87, wrongRatedWell: 0, correctRatedGood: 88)
  static let fresh22 = UnseenFloor(correct: 98, wrong: 100, wrongRatedWell: 0, correctRatedGood: 98)
  static let fresh23 = UnseenFloor(correct: 99, wrong: 100, wrongRatedWell: 0, correctRatedGood: 96)
  static let fresh24 = UnseenFloor(correct: 95, wrong: 97, wrongRatedWell: 0, correctRatedGood: 87)
  static let fresh25 = UnseenFloor(correct: 96, wrong: 97, wrongRatedWell: 0, correctRatedGood: 83)
}

/// The figures last measured (percent); a change that lowers one fails.
/// Issue 20's goals are 90, 95 and 70.
enum GradingFloor {
  static let correct = 100
  static let wrong = 100
  static let paraphrase = 100
  /// Correct answers suggested good, of 160.
  static let correctRatedGood = 129
}
