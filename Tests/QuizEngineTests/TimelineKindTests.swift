import LifecycleCore
import QuizEngine
import Testing

/// The kinds that ask about the timeline: view controllers, notifications,
/// SwiftUI phases, and the typed trace.
@Suite("Timeline kinds: vc-order, notification, phase, trace")
struct TimelineKindTests {
  /// An event by its command-line name; a misspelt name fails the test that uses it.
  static func event(_ name: String) -> LifecycleEvent {
    switch LifecycleEvent.parse(name) {
    case .success(let event): event
    case .failure: .crash
    }
  }

  static let scenarios: [QuizMaterial.ScenarioSpec] = [
    .init(id: "scene-launch", style: .scene, events: [.launch], topics: ["launch"], title: "t", situation: "s"),
    .init(id: "app-launch", style: .app, events: [.launch], topics: ["launch"], title: "t", situation: "s"),
    .init(id: "push", style: .scene, events: [.launch, event("push")], topics: ["vc"], title: "t", situation: "s"),
    .init(id: "app-home", style: .app, events: [.launch, .home], topics: ["background"], title: "t", situation: "s"),
    .init(
      id: "second-window", style: .scene, events: [.launch, event("open-window")], topics: ["multi"], title: "t",
      situation: "s"),
    .init(
      id: "one-home", style: .scene, events: [.launch, event("open-window"), .home], topics: ["multi"],
      title: "t", situation: "s"),
    .init(
      id: "app-suspend", style: .app, events: [.launch, .home, .suspend], topics: ["s"], title: "t", situation: "s"),
  ]
  static let generator = QuestionGenerator(material: QuizMaterial(scenarios: scenarios, traps: [], recalls: []))

  static func question(_ kind: QuestionKind, _ source: String, seed: UInt64 = 1) throws -> Question {
    var random = SeededGenerator(seed: seed)
    let style = try #require(scenarios.first { $0.id == source }).style
    return try #require(
      generator.question(for: QuizItem(kind: kind, source: source, topic: "t", style: style), using: &random))
  }

  static func last(_ source: String) throws -> Step {
    let scenario = try #require(scenarios.first { $0.id == source })
    return try #require(Scenario(style: scenario.style, events: scenario.events).run().steps.last)
  }

  @Test("Items: vc-order where the last event has view controller callbacks, phase only for scenes, trace everywhere")
  func items() {
    let ids = Set(Self.generator.items().map(\.id))
    #expect(ids.isSuperset(of: ["vc-order/scene-launch", "vc-order/app-launch", "vc-order/push"]))
    #expect(!ids.contains("vc-order/app-home"))
    #expect(ids.isSuperset(of: ["notification/app-home", "notification/second-window"]))
    #expect(!ids.contains("notification/app-suspend"))
    #expect(ids.isSuperset(of: ["phase/scene-launch", "phase/one-home"]))
    #expect(!ids.contains("phase/app-launch"))
    #expect(ids.isSuperset(of: ["trace/app-launch", "trace/app-suspend", "trace/push", "trace/second-window"]))
    // Both windows go home: the same selectors for two scenes cannot be typed apart.
    #expect(!ids.contains("trace/one-home"))
  }

  @Test(
    "vc-order: the key is the core's delegate and view controller entries in order, with distractors",
    arguments: ["scene-launch", "app-launch", "push", "second-window"])
  func vcOrder(source: String) throws {
    let question = try Self.question(.vcOrder, source)
    guard let body = question.body as? ViewControllerOrderQuestion else {
      Issue.record("not a vc-order question")
      return
    }
    let (options, expected) = (body.options, body.expected)
    let step = try Self.last(source)
    let entries = step.timeline.filter { $0.kind == .delegate || $0.kind == .viewController }
    #expect(expected == entries.map(TimelinePick.init))
    #expect(expected.contains { $0.kind == .viewController })
    #expect(Set(expected).isSubset(of: Set(options)))
    #expect(options.count == expected.count + 3)
  }

  @Test("vc-order at a launch puts viewDidLoad() after the connection and viewDidAppear(_:) last")
  func vcOrderLaunch() throws {
    guard let body = try Self.question(.vcOrder, "scene-launch").body as? ViewControllerOrderQuestion else {
      Issue.record("not a vc-order question")
      return
    }
    let expected = body.expected
    let names = expected.map(\.name.text)
    let connect = try #require(names.firstIndex(of: "scene(_:willConnectTo:options:)"))
    let load = try #require(names.firstIndex(of: "viewDidLoad()"))
    #expect(connect < load)
    #expect(names.last == "viewDidAppear(_:)")
  }

  @Test(
    "notification: the key is the core's notifications in order, the distractors are not posted",
    arguments: ["scene-launch", "app-launch", "app-home", "second-window", "one-home"])
  func notification(source: String) throws {
    for seed in 1...3 {
      let question = try Self.question(.notification, source, seed: UInt64(seed))
      guard let body = question.body as? NotificationQuestion else {
        Issue.record("not a notification question")
        return
      }
      let (options, expected) = (body.options, body.expected)
      let step = try Self.last(source)
      #expect(expected == step.timeline.filter { $0.kind == .notification }.map(TimelinePick.init))
      #expect(Set(expected).isSubset(of: Set(options)))
      #expect(options.count > expected.count)
      #expect(options.allSatisfy { $0.kind == .notification })
    }
  }

  @Test("A second window coming forward posts its UIScene notifications but no UIApplication one; the miss says why")
  func aggregateRule() throws {
    let question = try Self.question(.notification, "second-window")
    guard let body = question.body as? NotificationQuestion else {
      Issue.record("not a notification question")
      return
    }
    let (situation, options, expected) = (body.situation, body.options, body.expected)
    #expect(expected.contains { $0.name == .sceneNotification(.willEnterForeground) && $0.receiver == .scene(2) })
    #expect(!expected.contains { $0.receiver == .app })
    let appLevel = TimelinePick(receiver: .app, name: .appNotification(.willEnterForeground))
    #expect(options.contains(appLevel) || options.contains { $0.name == .appNotification(.didBecomeActive) })
    #expect(PickExplainer.reason(for: appLevel, expected: expected, in: situation) == .aggregate(.active))
    let sceneLevel = TimelinePick(receiver: .scene(1), name: .sceneNotification(.didActivate))
    guard let appBody = try Self.question(.notification, "app-home").body as? NotificationQuestion
    else {
      Issue.record("not a notification question")
      return
    }
    let (appSituation, appExpected) = (appBody.situation, appBody.expected)
    #expect(PickExplainer.reason(for: sceneLevel, expected: appExpected, in: appSituation) == .otherStyle)
  }

  @Test("phase: App and views after two windows go home; a pick of the phase before names the event", arguments: 1...6)
  func phase(seed: Int) throws {
    let question = try Self.question(.phase, "one-home", seed: UInt64(seed))
    guard let body = question.body as? PhaseQuestion else {
      Issue.record("not a phase question")
      return
    }
    let (situation, subject, expected) = (body.situation, body.subject, body.expected)
    #expect(expected == .background)
    #expect(Grader.grade(.phase(expected), for: question).correct)
    #expect(!Grader.grade(.phase(.inactive), for: question).correct)
    #expect(PickExplainer.reason(forPhase: .active, subject: subject, in: situation) == .before(.home))
    #expect(PickExplainer.reason(forPhase: .inactive, subject: subject, in: situation) == .never)
  }

  @Test("phase: both levels are asked about across seeds, each keyed by its own entries")
  func phaseSubjects() throws {
    var subjects: Set<Question.StateSubject> = []
    for seed in 1...12 {
      guard let body = try Self.question(.phase, "second-window", seed: UInt64(seed)).body as? PhaseQuestion
      else { continue }
      let (subject, expected) = (body.subject, body.expected)
      subjects.insert(subject)
      #expect(expected == .active)
    }
    #expect(subjects == [.app, .scene(1), .scene(2)])
  }

  @Test(
    "trace: the key is the last step's callbacks; none where there are none",
    arguments: [
      "scene-launch", "app-launch", "app-home", "app-suspend",
    ])
  func trace(source: String) throws {
    guard let body = try Self.question(.trace, source).body as? TraceQuestion else {
      Issue.record("not a trace question")
      return
    }
    let (names, expected) = (body.names, body.expected)
    #expect(expected == (try Self.last(source)).callbacks)
    #expect(Set(expected).isSubset(of: Set(names)))
  }

  @Test("vc-order credit: two swapped is again though shown as in place; one left out is hard; extras count against")
  func vcOrderCredit() throws {
    let question = try Self.question(.vcOrder, "scene-launch")
    guard let body = question.body as? ViewControllerOrderQuestion else {
      Issue.record("not a view-controller order question")
      return
    }
    let (options, expected) = (body.options, body.expected)
    let right = expected.compactMap { options.firstIndex(of: $0) }
    #expect(Grader.grade(.picks(right), for: question).rating == .good)
    #expect(Grader.grade(.picks(right), for: question, usedHint: true).rating == .hard)
    var swapped = right
    swapped.swapAt(0, 1)
    let verdict = Grader.grade(.picks(swapped), for: question)
    #expect(!verdict.correct)
    #expect(verdict.rating == .again)
    #expect(verdict.pickDiff?.inPlace == expected.count - 1)
    #expect(verdict.pickDiff?.outOfOrder.count == 1)
    if right.count >= 2 {
      #expect(Grader.grade(.picks(Array(right.dropLast())), for: question).rating == .hard)
    }
    #expect(Grader.grade(.picks(Array(right.prefix(2))), for: question).rating == .again)
    let extra = try #require(options.indices.first { !right.contains($0) })
    #expect(Grader.grade(.picks(right + [extra]), for: question).pickDiff?.extra == [options[extra]])
  }

  @Test("trace grading: partial credit with the diff, and a wrong kind of answer is never right")
  func traceCredit() throws {
    let question = try Self.question(.trace, "app-home")
    let verdict = Grader.grade(.trace([.app(.didEnterBackground)]), for: question)
    #expect(!verdict.correct)
    #expect(verdict.rating == .hard)
    #expect(verdict.diff?.missing == [.app(.willResignActive)])
    #expect(Grader.grade(.trace([.app(.didEnterBackground), .app(.willResignActive)]), for: question).rating == .again)
    #expect(Grader.grade(.trace([]), for: question).rating == .again)
    #expect(!Grader.grade(.order([0, 1]), for: question).correct)
    let none = try Self.question(.trace, "app-suspend")
    #expect(Grader.grade(.trace([]), for: none).correct)
  }

  @Test(
    "trace input: names in any accepted spelling, this style's callback for a shared part, Korean none",
    arguments: [
      ("applicationWillResignActive(_:) applicationDidEnterBackground(_:)", "app-home", true),
      ("willResignActive → didEnterBackground", "app-home", true),
      ("willresign, didenter", "app-home", true),
      ("없음", "app-suspend", true),
      ("none", "app-suspend", true),
      ("didEnterBackground willResignActive", "app-home", false),
    ])
  func traceInput(input: String, source: String, right: Bool) throws {
    let question = try Self.question(.trace, source)
    let parsed = AnswerParser.parse(input, for: question, vocabulary: VocabularyFixture.answers)
    guard case .success(let answer) = parsed else {
      Issue.record("not understood: \(parsed)")
      return
    }
    #expect(Grader.grade(answer, for: question).correct == right)
  }

  @Test("trace input: the scene style reads a shared part as the scene delegate's; numbers are refused")
  func traceSceneInput() throws {
    let question = Self.sceneHome
    #expect(
      AnswerParser.parse("willResignActive didEnterBackground", for: question, vocabulary: VocabularyFixture.answers)
        == .success(.trace([.scene(1, .willResignActive), .scene(1, .didEnterBackground)])))
    #expect(AnswerParser.parse("1 2", for: question, vocabulary: VocabularyFixture.answers) == .failure(.namesOnly))
    #expect(AnswerParser.parse("2번", for: question, vocabulary: VocabularyFixture.answers) == .failure(.namesOnly))
  }

  static var sceneHome: Question {
    let events: [LifecycleEvent] = [.launch, .home]
    let situation = Question.Situation(
      scenario: .init(id: "h", style: .scene, events: events, topics: [], title: "", situation: ""),
      trace: Scenario(style: .scene, events: events).run())
    let every =
      AppDelegateMethod.allCases.map { Callback.app($0) } + SceneDelegateMethod.allCases.map { .scene(1, $0) }
    return Question(
      item: QuizItem(kind: .trace, source: "h", topic: "t", style: .scene),
      body: TraceQuestion(situation: situation, names: every, expected: situation.lastStep?.callbacks ?? []))
  }

  @Test(
    "phase input: numbers, names with or without a dot, Korean with 상태 or 번",
    arguments: [
      ("1", ScenePhase.active), (".background", .background), ("inactive", .inactive), ("백그라운드 상태", .background),
      ("액티브", .active), ("2번", .inactive),
    ])
  func phaseInput(input: String, phase: ScenePhase) throws {
    let question = try Self.question(.phase, "scene-launch")
    #expect(AnswerParser.parse(input, for: question, vocabulary: VocabularyFixture.answers) == .success(.phase(phase)))
  }

  @Test("vc-order and notification input: 4번, 4-1, names, and unclear answers asked again")
  func pickInput() throws {
    let question = try Self.question(.notification, "app-home")
    guard let body = question.body as? NotificationQuestion else {
      Issue.record("not a notification question")
      return
    }
    let options = body.options
    let vocabulary = VocabularyFixture.answers
    #expect(AnswerParser.parse("2번 1번", for: question, vocabulary: vocabulary) == .success(.picks([1, 0])))
    #expect(AnswerParser.parse("2-1", for: question, vocabulary: vocabulary) == .success(.picks([1, 0])))
    let named = options[0].name.text.replacingOccurrences(of: "UIApplication.", with: "")
    #expect(AnswerParser.parse(named, for: question, vocabulary: vocabulary) == .success(.picks([0])))
    #expect(
      AnswerParser.parse("9", for: question, vocabulary: vocabulary)
        == .failure(.numberOutOfRange(9, count: options.count)))
    #expect(AnswerParser.parse("", for: question, vocabulary: vocabulary) == .failure(.empty))
  }

  @Test(
    "notification: a UIScene notification and the app's swapped is right too, since their order is a convention; a swap the core does not leave open is not"
  )
  func notificationEitherOrder() throws {
    let question = try Self.question(.notification, "scene-launch")
    guard let body = question.body as? NotificationQuestion else {
      Issue.record("not a notification question")
      return
    }
    let (options, expected) = (body.options, body.expected)
    func positions(_ picks: [TimelinePick]) -> [Int] { picks.compactMap { options.firstIndex(of: $0) } }
    // In the core's order a UIScene notification is next to the app's counterpart.
    let pair = try #require(
      expected.indices.dropLast().first { expected[$0].receiver != expected[$0 + 1].receiver })
    var swapped = expected
    swapped.swapAt(pair, pair + 1)
    let verdict = Grader.grade(.picks(positions(swapped)), for: question)
    #expect(verdict.correct)
    #expect(verdict.acceptedBecause == .sceneNotificationOrder)
    // The first and the last swapped are not neighbours: wrong.
    var far = expected
    far.swapAt(0, far.count - 1)
    #expect(!Grader.grade(.picks(positions(far)), for: question).correct)
  }
}
