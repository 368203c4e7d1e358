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
    #expect(material.scenarios.count == library.scenarios.count)
    let generator = QuestionGenerator(material: material)
    var random = SeededGenerator(seed: 99)
    var kinds: Set<QuestionKind> = []
    for item in generator.items() {
      let question = try #require(generator.question(for: item, using: &random), "no question for \(item.id)")
      kinds.insert(item.kind)
      switch question.body {
      case .order(let situation, let options, let expected):
        let trace = Scenario(style: situation.scenario.style, events: situation.scenario.events).run()
        #expect(expected == trace.steps.last?.callbacks)
        #expect(Set(expected).isSubset(of: Set(options)))
        let answer = Answer.order(expected.compactMap { options.firstIndex(of: $0) })
        #expect(Grader.grade(answer, for: question).correct)
      case .next(let situation, let shown, let options, let expected):
        let callbacks =
          Scenario(style: situation.scenario.style, events: situation.scenario.events).run().steps.last?.callbacks ?? []
        #expect(Array(callbacks.prefix(shown.count)) == shown)
        #expect(expected == (shown.count < callbacks.count ? callbacks[shown.count] : nil))
        #expect(Grader.grade(.next(expected.flatMap { options.firstIndex(of: $0) }), for: question).correct)
      case .state(let situation, let subject, let options, let expected):
        let last = Scenario(style: situation.scenario.style, events: situation.scenario.events).run().steps.last
        switch subject {
        case .app: #expect(expected == last?.appState.rawValue)
        case .scene(let id): #expect(expected == last?.scenes.first { $0.id == id }?.state.rawValue)
        }
        #expect(options.contains(expected))
      case .classify(_, let situations):
        #expect(!situations.isEmpty)
      case .trap(let trap):
        #expect(!trap.claim.isEmpty)
      case .recall(let recall):
        #expect(!recall.keyPoints.isEmpty)
      case .vcOrder(let situation, let options, let expected):
        let last = Scenario(style: situation.scenario.style, events: situation.scenario.events).run().steps.last
        let timeline = last?.timeline.filter { $0.kind == .delegate || $0.kind == .viewController } ?? []
        #expect(expected == timeline.map(TimelinePick.init))
        #expect(expected.compactMap(\.callback) == last?.callbacks)
        #expect(Set(expected).isSubset(of: Set(options)) && options.count > expected.count)
        #expect(Grader.grade(.picks(expected.compactMap { options.firstIndex(of: $0) }), for: question).correct)
      case .notification(let situation, let options, let expected):
        let last = Scenario(style: situation.scenario.style, events: situation.scenario.events).run().steps.last
        #expect(expected == last?.timeline.filter { $0.kind == .notification }.map(TimelinePick.init))
        #expect(Set(expected).isSubset(of: Set(options)) && options.count > expected.count)
        #expect(Grader.grade(.picks(expected.compactMap { options.firstIndex(of: $0) }), for: question).correct)
      case .phase(let situation, let subject, let expected):
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
      case .trace(let situation, _, let expected):
        let last = Scenario(style: situation.scenario.style, events: situation.scenario.events).run().steps.last
        #expect(expected == last?.callbacks)
        let typed = expected.isEmpty ? "-" : expected.map(\.selector).joined(separator: " ")
        let parsed = AnswerParser.parse(typed, for: question, vocabulary: AnswerVocabulary())
        #expect(parsed == .success(.trace(expected)), "\(item.id)")
        if case .success(let answer) = parsed { #expect(Grader.grade(answer, for: question).correct) }
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
