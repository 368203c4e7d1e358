import LifecycleCore
import QuizEngine
import Testing

@Suite("Why a pick is wrong")
struct PickExplainerTests {
  static func situation(_ style: AppStyle, _ events: [LifecycleEvent]) -> Question.Situation {
    Question.Situation(
      scenario: .init(id: "x", style: style, events: events, topics: [], title: "", situation: ""),
      trace: Scenario(style: style, events: events).run())
  }

  @Test("The other style's method names its counterpart")
  func otherStyle() {
    let home = Self.situation(.app, [.launch, .home])
    #expect(
      PickExplainer.reason(for: .scene(1, .didEnterBackground), in: home)
        == .otherStyle(counterpart: .app(.didEnterBackground)))
    let sceneHome = Self.situation(.scene, [.launch, .home])
    #expect(
      PickExplainer.reason(for: .app(.willResignActive), in: sceneHome)
        == .otherStyle(counterpart: .scene(1, .willResignActive)))
  }

  @Test("A callback of this event that comes later names the one it follows")
  func sameEvent() {
    let home = Self.situation(.scene, [.launch, .home])
    #expect(PickExplainer.reason(for: .scene(1, .didEnterBackground), in: home) == .after(.scene(1, .willResignActive)))
    #expect(
      PickExplainer.reason(for: .scene(1, .willResignActive), in: home) == .before(.scene(1, .didEnterBackground)))
  }

  @Test("A callback of an earlier event names that event; one of another transition names it with the states")
  func otherEvents() {
    let home = Self.situation(.app, [.launch, .home])
    #expect(PickExplainer.reason(for: .app(.didFinishLaunching), in: home) == .earlierEvent(.launch, index: 0))
    let returning = Self.situation(.app, [.launch, .home, .launch])
    guard case .otherTransition(_, let from, let to) = PickExplainer.reason(for: .app(.willTerminate), in: returning)
    else {
      Issue.record("willTerminate should name another transition")
      return
    }
    #expect(to == .notRunning)
    #expect(from == .background)
  }

  @Test("Partial credit: in place counts the common order; extras count against; the rule sets the rating")
  func partialCredit() {
    let expected: [Callback] = [
      .scene(1, .willResignActive), .scene(1, .didEnterBackground), .scene(1, .didDisconnect), .app(.willTerminate),
    ]
    let threeInPlace = CallbackDiff(expected: expected, given: Array(expected.prefix(3)))
    #expect(threeInPlace.inPlace == 3)
    #expect(threeInPlace.rating == .hard)
    let withExtras = CallbackDiff(
      expected: expected, given: Array(expected.prefix(2)) + [.app(.willResignActive), .app(.didEnterBackground)])
    #expect(withExtras.inPlace == 2)
    #expect(withExtras.rating == .again)
    #expect(CallbackDiff(expected: expected, given: expected).rating == .good)
    // Two swapped: three of four in place, but a wrong order is a miss.
    let swapped = CallbackDiff(expected: expected, given: [expected[1], expected[0]] + Array(expected.suffix(2)))
    #expect(swapped.inPlace == 3)
    #expect(swapped.rating == .again)
  }

  @Test("A wrong state names where it does occur: before the event, on the way, after an earlier event, or never")
  func states() {
    let home = Self.situation(.app, [.launch, .home])
    #expect(PickExplainer.reason(forState: "active", subject: .app, in: home) == .before(.home))
    #expect(PickExplainer.reason(forState: "inactive", subject: .app, in: home) == .passesThrough(.home))
    #expect(PickExplainer.reason(forState: "suspended", subject: .app, in: home) == .never)
    #expect(PickExplainer.reason(forState: "notRunning", subject: .app, in: home) == .initial(.launch))
    let returning = Self.situation(.scene, [.launch, .home, .launch])
    #expect(PickExplainer.reason(forState: "background", subject: .scene(1), in: returning) == .before(.launch))
    let purged = Self.situation(.app, [.launch, .home, .suspend, .memoryKill])
    #expect(PickExplainer.reason(forState: "background", subject: .app, in: purged) == .earlier(.home, index: 1))
    // A lock passes through inactive on the way to the background: not "never".
    let locked = Self.situation(.scene, [.launch, .lock, .suspend])
    #expect(PickExplainer.reason(forState: "inactive", subject: .app, in: locked) == .passedEarlier(.lock, index: 1))
    #expect(PickExplainer.reason(forState: "notRunning", subject: .scene(1), in: locked) == .never)
  }

  @Test(
    "An entry out of order is said the way it must move: before its successor when given too late, after its predecessor when too early"
  )
  func moveDirection() {
    let late = OrderDiff(expected: ["a", "b", "c", "d"], given: ["a", "c", "d", "b"])
    #expect(late.outOfOrder == ["b"])
    #expect(late.move("b") == .before("c"))
    let early = OrderDiff(expected: ["a", "b", "c", "d"], given: ["c", "a", "b", "d"])
    #expect(early.outOfOrder == ["c"])
    #expect(early.move("c") == .after("b"))
    let first = OrderDiff(expected: ["a", "b", "c"], given: ["b", "a", "c"])
    #expect(first.move("a") == .before("b"))
    #expect(first.move("b") == .after("a"))
  }

  @Test("A wrong scenePhase that an earlier event left names that event, not 'not where these events leave it'")
  func earlierPhase() {
    let call = Self.situation(.scene, [.launch, .show(.call), .answerCall, .suspend])
    #expect(PickExplainer.reason(forPhase: .active, subject: .scene(1), in: call) == .earlier(.launch, index: 0))
    #expect(PickExplainer.reason(forPhase: .inactive, subject: .scene(1), in: call) == .earlier(.show(.call), index: 1))
    #expect(PickExplainer.reason(forPhase: .active, subject: .app, in: call) == .earlier(.launch, index: 0))
  }
}
