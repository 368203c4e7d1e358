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
      StateQuestion(
        situation: situation, subject: .app, options: AppState.allCases.map(\.rawValue), expected: "background"))
    #expect(Grader.grade(.state("background"), for: question).rating == .good)
    #expect(Grader.grade(.state("background"), for: question, usedHint: true).rating == .hard)
    let wrong = Grader.grade(.state("inactive"), for: question)
    #expect(!wrong.correct && wrong.rating == .again)
  }

  static func situation(_ style: AppStyle, _ events: [LifecycleEvent]) -> Question.Situation {
    Question.Situation(
      scenario: .init(id: "x", style: style, events: events, topics: [], title: "", situation: ""),
      trace: Scenario(style: style, events: events).run())
  }

  @Test("Where the core accepts another order, that order is right too and says why; any other order is not")
  func otherOrders() throws {
    let situation = Self.situation(.scene, [.launch, .openWindow, .home])
    let shown = try #require(situation.lastStep?.callbacks)
    let question = AnswerParserTests.question(OrderQuestion(situation: situation, options: shown, expected: shown))
    // Window 2's calls first: positions 2, 3, then 0, 1.
    let swapped = Grader.grade(.order([2, 3, 0, 1]), for: question)
    #expect(swapped.correct && swapped.rating == .good && swapped.acceptedBecause == .windowOrder)
    let own = Grader.grade(.order([0, 1, 2, 3]), for: question)
    #expect(own.correct && own.acceptedBecause == nil)
    // Interleaving the windows is not among the orders the core accepts.
    let interleaved = Grader.grade(.order([0, 2, 1, 3]), for: question)
    #expect(!interleaved.correct && interleaved.acceptedBecause == nil)
  }

  @Test("A next-callback question accepts what comes next in any accepted order")
  func nextInOtherOrder() throws {
    let situation = Self.situation(.app, [.launch, .lock])
    let calls = try #require(situation.lastStep?.callbacks)
    // The warning may open the lock step, so it is also right as the first call.
    let options: [Callback] = [
      .app(.willResignActive), .app(.protectedDataWillBecomeUnavailable), .app(.willTerminate),
    ]
    let question = AnswerParserTests.question(
      NextQuestion(situation: situation, shown: [], options: options, expected: calls.first))
    #expect(Grader.grade(.next(0), for: question).correct)
    let warning = Grader.grade(.next(1), for: question)
    #expect(warning.correct && warning.acceptedBecause == .protectedDataLock)
    #expect(!Grader.grade(.next(2), for: question).correct)
  }
}
