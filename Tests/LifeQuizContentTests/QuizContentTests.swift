import LifeQuizContent
import LifeQuizTestSupport
import LifecycleCore
import QuizEngine
import Testing

/// The engine over the real content: every scenario makes gradable questions,
/// and every key is the core's trace.
@Suite("Quiz over the real content")
struct QuizContentTests {
  @Test(
    "Every scenario produces gradable questions of each applicable kind, keyed by the core",
    arguments: ContentFixture.languages)
  func everyScenario(language: Language) throws {
    let library = try ContentLibrary(folder: ContentFixture.content.local)
    let material = try QuizMaterialBuilder.build(library, language: language)
    #expect(material.scenarios.count == (try library.scenarios()).count)
    let generator = QuestionGenerator(material: material)
    var random = SeededGenerator(seed: 99)
    var kinds: Set<QuestionKind> = []
    for item in generator.items() {
      let question = try #require(generator.question(for: item, using: &random), "no question for \(item.id)")
      kinds.insert(item.kind)
      switch question.body {
      case let body as OrderQuestion:
        let (situation, options, expected) = (body.situation, body.options, body.expected)
        let trace = Scenario(style: situation.scenario.style, events: situation.scenario.events).run()
        #expect(expected == trace.steps.last?.callbacks)
        #expect(Set(expected).isSubset(of: Set(options)))
        let answer = Answer.order(expected.compactMap { options.firstIndex(of: $0) })
        #expect(Grader.grade(answer, for: question).correct)
      case let body as NextQuestion:
        let (situation, shown, options, expected) = (body.situation, body.shown, body.options, body.expected)
        let callbacks =
          Scenario(style: situation.scenario.style, events: situation.scenario.events).run().steps.last?.callbacks ?? []
        #expect(Array(callbacks.prefix(shown.count)) == shown)
        #expect(expected == (shown.count < callbacks.count ? callbacks[shown.count] : nil))
        #expect(Grader.grade(.next(expected.flatMap { options.firstIndex(of: $0) }), for: question).correct)
      case let body as StateQuestion:
        let (situation, subject, options, expected) = (body.situation, body.subject, body.options, body.expected)
        let last = Scenario(style: situation.scenario.style, events: situation.scenario.events).run().steps.last
        switch subject {
        case .app: #expect(expected == last?.appState.rawValue)
        case .scene(let id): #expect(expected == last?.scenes.first { $0.id == id }?.state.rawValue)
        }
        #expect(options.contains(expected))
      case let body as ClassifyQuestion:
        let situations = body.situations
        #expect(!situations.isEmpty)
      case let body as TrapQuestion:
        let trap = body.trap
        #expect(!trap.claim.isEmpty)
      case let body as RecallQuestion:
        let recall = body.recall
        #expect(!recall.keyPoints.isEmpty)
      case let body as ViewControllerOrderQuestion:
        let (situation, options, expected) = (body.situation, body.options, body.expected)
        let last = Scenario(style: situation.scenario.style, events: situation.scenario.events).run().steps.last
        let timeline = last?.timeline.filter { $0.kind == .delegate || $0.kind == .viewController } ?? []
        #expect(expected == timeline.map(TimelinePick.init))
        #expect(expected.compactMap(\.callback) == last?.callbacks)
        #expect(Set(expected).isSubset(of: Set(options)) && options.count > expected.count)
        #expect(Grader.grade(.picks(expected.compactMap { options.firstIndex(of: $0) }), for: question).correct)
      case let body as NotificationQuestion:
        let (situation, options, expected) = (body.situation, body.options, body.expected)
        let last = Scenario(style: situation.scenario.style, events: situation.scenario.events).run().steps.last
        #expect(expected == last?.timeline.filter { $0.kind == .notification }.map(TimelinePick.init))
        #expect(Set(expected).isSubset(of: Set(options)) && options.count > expected.count)
        #expect(Grader.grade(.picks(expected.compactMap { options.firstIndex(of: $0) }), for: question).correct)
      case let body as PhaseQuestion:
        let (situation, subject, expected) = (body.situation, body.subject, body.expected)
        // The phase from the scene states, by the mapping and the App's aggregate rule.
        let last = Scenario(style: situation.scenario.style, events: situation.scenario.events).run().steps.last
        let phases = (last?.scenes ?? []).compactMap { scene -> (Int, ScenePhase)? in
          switch scene.state {
          case .unattached: nil
          case .foregroundInactive: (scene.id, .inactive)
          case .foregroundActive: (scene.id, .active)
          case .background: (scene.id, .background)
          }
        }
        switch subject {
        case .app:
          let all = phases.map(\.1)
          let aggregate: ScenePhase =
            all.contains(.active) ? .active : all.contains(.inactive) ? .inactive : .background
          #expect(expected == aggregate, "\(item.id)")
        case .scene(let id): #expect(expected == phases.first { $0.0 == id }?.1, "\(item.id)")
        }
        #expect(Grader.grade(.phase(expected), for: question).correct)
      case let body as TraceQuestion:
        let (situation, expected) = (body.situation, body.expected)
        let last = Scenario(style: situation.scenario.style, events: situation.scenario.events).run().steps.last
        #expect(expected == last?.callbacks)
        let typed = expected.isEmpty ? "-" : expected.map(\.selector).joined(separator: " ")
        let parsed = AnswerParser.parse(typed, for: question, vocabulary: AnswerVocabulary())
        #expect(parsed == .success(.trace(expected)), "\(item.id)")
        if case .success(let answer) = parsed { #expect(Grader.grade(answer, for: question).correct) }
      default:
        Issue.record("no key check for \(item.kind.rawValue)")
      }
    }
    #expect(kinds == Set(QuestionKind.allCases))
  }

  @Test("Item ids come from content ids, so editing text keeps history")
  func stableIDs() throws {
    let library = try ContentLibrary(folder: ContentFixture.content.local)
    let english = QuestionGenerator(material: try QuizMaterialBuilder.build(library, language: .en)).items().map(\.id)
    let korean = QuestionGenerator(material: try QuizMaterialBuilder.build(library, language: .ko)).items().map(\.id)
    #expect(english == korean)
    #expect(english.contains("order/scene-home-and-return"))
    #expect(english.contains("trap/m-lock-stays-inactive"))
    #expect(Set(english).count == english.count)
  }
}
