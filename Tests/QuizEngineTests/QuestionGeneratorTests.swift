import LifecycleCore
import QuizEngine
import Testing

@Suite("Question generation")
struct QuestionGeneratorTests {
  static let material = QuizMaterial(
    scenarios: [
      .init(id: "home", style: .scene, events: [.launch, .home], topics: ["background"], title: "t", situation: "s"),
      .init(
        id: "suspend", style: .app, events: [.launch, .home, .suspend], topics: ["suspended"], title: "t",
        situation: "s"),
    ],
    traps: [.init(id: "trap", topic: "t", claim: "c", holds: false, reason: "r")],
    recalls: [.init(id: "q", topic: "t", parent: nil, question: "q?", answer: "a", keyPoints: [])])

  @Test(
    "Items: order and next where the last event calls back, notification where it posts, phase for scenes"
  )
  func items() {
    let ids = QuestionGenerator(material: Self.material).items().map(\.id)
    #expect(
      ids == [
        "order/home", "next/home", "state/home", "notification/home", "phase/home", "trace/home", "state/suspend",
        "trace/suspend", "classify/scene", "classify/scene-1", "classify/scene-2", "classify/app", "classify/app-1",
        "classify/app-2", "trap/trap", "recall/q",
      ])
  }

  @Test("The key is the core's trace, and options hold every callback plus distractors")
  func orderKey() throws {
    var random = SeededGenerator(seed: 1)
    let generator = QuestionGenerator(material: Self.material)
    let question = try #require(
      generator.question(
        for: QuizItem(kind: .order, source: "home", topic: "background", style: .scene), using: &random))
    guard let body = question.body as? OrderQuestion else {
      Issue.record("not an order question")
      return
    }
    let (options, expected) = (body.options, body.expected)
    #expect(expected == Scenario(style: .scene, events: [.launch, .home]).run().steps.last?.callbacks)
    #expect(Set(expected).isSubset(of: Set(options)))
    #expect(options.count > expected.count)
    #expect(options.contains(.app(.willResignActive)) || options.contains(.app(.didEnterBackground)))
  }

  @Test("Change a core rule in a test double and the key follows")
  func keyFollowsCore() throws {
    // A made-up rule: the last event's callbacks come in reverse order.
    let swapped: QuestionGenerator.Runner = { style, events in
      let trace = Scenario(style: style, events: events).run()
      return TraceDouble.reversingLastStep(trace)
    }
    var random = SeededGenerator(seed: 2)
    let question = try #require(
      QuestionGenerator(material: Self.material, run: swapped)
        .question(for: QuizItem(kind: .order, source: "home", topic: "background", style: .scene), using: &random))
    guard let body = question.body as? OrderQuestion else {
      Issue.record("not an order question")
      return
    }
    let expected = body.expected
    #expect(expected == [.scene(1, .didEnterBackground), .scene(1, .willResignActive)])
  }

  @Test("The same seed gives the same questions")
  func reproducible() {
    func ask(_ seed: UInt64) -> [String] {
      var random = SeededGenerator(seed: seed)
      let generator = QuestionGenerator(material: Self.material)
      return generator.items().compactMap { generator.question(for: $0, using: &random) }.map { "\($0.body)" }
    }
    #expect(ask(7) == ask(7))
    #expect(ask(7) != ask(8))
  }

  @Test("Classify asks situations whose answer the core gives")
  func classify() throws {
    var random = SeededGenerator(seed: 3)
    let question = try #require(
      QuestionGenerator(material: Self.material).question(
        for: QuizItem(kind: .classify, source: "app", topic: "inactive", style: .app), using: &random))
    guard let body = question.body as? ClassifyQuestion else {
      Issue.record("not a classify question")
      return
    }
    let situations = body.situations
    #expect(situations.count == 5)
    for situation in situations {
      let state = Scenario(style: .app, events: [.launch] + situation.events).run().steps.last?.appState
      #expect(situation.sendsToBackground == (state == .background))
    }
  }

  @Test("Planning: due items first, then new up to the daily limit; cram ignores the schedule")
  func planning() {
    let items = QuestionGenerator(material: Self.material).items()
    let scheduler = FSRSScheduler()
    let now = 100 * 86_400
    var states: [String: MemoryState] = [:]
    states["state/home"] = scheduler.review(nil, rating: .good, at: now - 10 * 86_400)
    states["trap/trap"] = scheduler.review(nil, rating: .easy, at: now - 86_400)
    var random = SeededGenerator(seed: 4)
    let plan = SessionPlanner().plan(
      items, states: states, now: now, count: 10, newLimit: 2, newToday: 0, cram: false, using: &random)
    #expect(plan.contains { $0.id == "state/home" })
    #expect(!plan.contains { $0.id == "trap/trap" })
    #expect(plan.count == 3)
    let limited = SessionPlanner().plan(
      items, states: states, now: now, count: 10, newLimit: 2, newToday: 2, cram: false, using: &random)
    #expect(limited.map(\.id) == ["state/home"])
    let cram = SessionPlanner().plan(
      items, states: states, now: now, count: 50, newLimit: 0, newToday: 5, cram: true, using: &random)
    // Cramming too asks one kind of each scenario a session.
    #expect(cram.count == Set(items.map(\.source)).count)
  }

  @Test("Planning: with more items due than a session holds, the most overdue come first")
  func mostOverdueFirst() throws {
    var sources: Set<String> = []
    let items = QuestionGenerator(material: Self.material).items().filter { sources.insert($0.source).inserted }
    try #require(items.count >= 8)
    let scheduler = FSRSScheduler()
    let now = 200 * 86_400
    var states: [String: MemoryState] = [:]
    // Reviewed 10, 20, … 80 days ago: the later in the list, the longer overdue.
    for (index, item) in items.prefix(8).enumerated() {
      states[item.id] = scheduler.review(nil, rating: .again, at: now - (index + 1) * 10 * 86_400)
    }
    for seed in [1, 2, 3] as [UInt64] {
      var random = SeededGenerator(seed: seed)
      let plan = SessionPlanner().plan(
        items, states: states, now: now, count: 3, newLimit: 0, newToday: 0, cram: false, using: &random)
      #expect(Set(plan.map(\.id)) == Set(items[5..<8].map(\.id)), "seed \(seed)")
    }
  }

  @Test("No item twice in one session, even when the list offers it twice")
  func noRepeats() {
    let items = QuestionGenerator(material: Self.material).items()
    var random = SeededGenerator(seed: 8)
    for cram in [false, true] {
      let plan = SessionPlanner().plan(
        items + items, states: [:], now: 0, count: 100, newLimit: 100, newToday: 0, cram: cram, using: &random)
      #expect(Set(plan.map(\.id)).count == plan.count)
      #expect(plan.count == Set(items.map(\.source)).count)
    }
  }
}

/// Traces with a rule changed, to show the answer key follows the core.
enum TraceDouble {
  static func reversingLastStep(_ trace: Trace) -> Trace {
    guard let last = trace.steps.last else { return trace }
    let changed = Step(
      event: last.event, calls: last.calls.reversed(), appStateBefore: last.appStateBefore,
      scenesBefore: last.scenesBefore, appState: last.appState, scenes: last.scenes, overlay: last.overlay,
      backgroundTask: last.backgroundTask, confidence: last.confidence, note: last.note)
    return Trace(style: trace.style, steps: trace.steps.dropLast() + [changed], failure: trace.failure)
  }
}
