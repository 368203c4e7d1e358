import LifecycleCore
import QuizEngine
import Testing

@Suite("Grading")
struct GraderTests {
  @Test("A diff names what is missing, extra and out of order")
  func diff() {
    let expected: [Callback] = [.scene(1, .willResignActive), .scene(1, .didEnterBackground), .app(.willTerminate)]
    let given: [Callback] = [.scene(1, .didEnterBackground), .scene(1, .willResignActive), .scene(1, .didDisconnect)]
    let diff = CallbackDiff(expected: expected, given: given)
    #expect(diff.missing == [.app(.willTerminate)])
    #expect(diff.extra == [.scene(1, .didDisconnect)])
    #expect(diff.outOfOrder.count == 1)
    #expect(CallbackDiff(expected: expected, given: expected).isEmpty)
  }

  @Test("Correct rates good, correct after a hint hard, wrong again")
  func ratings() {
    let situation = AnswerParserTests.situation
    let question = AnswerParserTests.question(
      .state(situation, subject: .app, options: AppState.allCases.map(\.rawValue), expected: "background"))
    #expect(Grader.grade(.state("background"), for: question).rating == .good)
    #expect(Grader.grade(.state("background"), for: question, usedHint: true).rating == .hard)
    let wrong = Grader.grade(.state("inactive"), for: question)
    #expect(!wrong.correct && wrong.rating == .again)
  }
}
