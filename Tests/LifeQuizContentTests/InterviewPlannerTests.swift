import LifeQuizContent
import QuizEngine
import Testing

@Suite("Interview planning")
struct InterviewPlannerTests {
  typealias Question = InterviewPlanner.Question

  static func question(
    _ id: String, parent: String? = nil, topic: String = "t", points: [[String]] = [], probes: Int? = nil
  ) -> Question {
    Question(
      id: id, topic: topic, parent: parent, question: "Question \(id)?", answer: "Answer.",
      keyPoints: points.map { Question.KeyPoint(text: $0[0], keywords: $0) }, probes: probes)
  }

  static let bank: [Question] = [
    question(
      "main", points: [["lock goes to the background"], ["memory warning"], ["declined call returns to active"]]),
    question("about-calls", parent: "main", points: [["declined call"]], probes: 2),
    question("about-memory", parent: "main", points: [["memory is purged"]], probes: 1),
    question("deeper", parent: "about-memory", points: [["jetsam"]], probes: 0),
    question("other", topic: "u"),
  ]

  static func planner() throws -> InterviewPlanner {
    InterviewPlanner(bank: bank)
  }

  @Test("The follow-up probing a contradicted point comes first, then one probing a missed point")
  func followUpDigsWhereWrongOrThin() throws {
    let planner = try Self.planner()
    let main = Self.bank[0]
    #expect(planner.followUp(to: main, outcomes: [.hit([]), .missed, .missed])?.id == "about-memory")
    #expect(planner.followUp(to: main, outcomes: [.missed, .hit([]), .missed])?.id == "about-calls")
    #expect(
      planner.followUp(to: main, outcomes: [.hit([]), .missed, .contradicted(said: "x")])?.id == "about-calls")
    #expect(planner.followUp(to: main, outcomes: [.hit([]), .hit([]), .hit([])])?.id == "about-calls")
    #expect(planner.followUp(to: Self.bank[2], outcomes: [.missed])?.id == "deeper")
    #expect(planner.followUp(to: Self.bank[3], outcomes: [.missed]) == nil)
  }

  @Test("Main questions come from the topic asked, at most the count, the same for the same seed")
  func mainQuestions() throws {
    let planner = try Self.planner()
    var random = SeededGenerator(seed: 4)
    #expect(planner.choose(topic: "t", count: 5, using: &random).map(\.id) == ["main"])
    var again = SeededGenerator(seed: 9)
    let all = planner.choose(topic: nil, count: 5, using: &again).map(\.id)
    #expect(all.sorted() == ["main", "other"])
    var one = SeededGenerator(seed: 9)
    #expect(planner.choose(topic: nil, count: 1, using: &one).map(\.id) == [all[0]])
  }
}
