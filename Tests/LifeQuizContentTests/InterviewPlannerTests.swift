import LifeQuizContent
import QuizEngine
import Testing

@Suite("Interview planning")
struct InterviewPlannerTests {
  typealias Question = InterviewPlanner.Question

  static func question(_ id: String, parent: String? = nil, topic: String = "t", points: [[String]] = [])
    -> Question
  {
    Question(
      id: id, topic: topic, parent: parent, question: "Question \(id)?", answer: "Answer.",
      keyPoints: points.map { Question.KeyPoint(text: $0[0], keywords: $0) })
  }

  static let bank: [Question] = [
    question("main", points: [["lock goes to the background", "lock"], ["memory warning", "memory"]]),
    question("about-calls", parent: "main", points: [["declined call", "call"]]),
    question("about-memory", parent: "main", points: [["memory is purged", "memory", "purge"]]),
    question("deeper", parent: "about-memory", points: [["jetsam"]]),
    question("other", topic: "u"),
  ]

  static func planner() throws -> InterviewPlanner {
    InterviewPlanner(
      bank: bank, tokenizer: try SearchVocabulary.tokenizer(localizationFolder: ContentFixture.localization.local))
  }

  @Test("The follow-up that digs into a missed point comes first, whatever the bank's order")
  func followUpDigsWhereThin() throws {
    let planner = try Self.planner()
    let main = Self.bank[0]
    #expect(planner.followUp(to: main, missed: [main.keyPoints[1]])?.id == "about-memory")
    #expect(planner.followUp(to: main, missed: [main.keyPoints[0]])?.id == "about-calls")
    #expect(planner.followUp(to: main, missed: [])?.id == "about-calls")
    #expect(planner.followUp(to: Self.bank[2], missed: [])?.id == "deeper")
    #expect(planner.followUp(to: Self.bank[3], missed: []) == nil)
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
