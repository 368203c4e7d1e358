import LifecycleCore
import QuizEngine
import Testing

@Suite("Answer parsing")
struct AnswerParserTests {
  static let options: [Callback] = [
    .scene(1, .didEnterBackground), .app(.willResignActive), .scene(1, .willResignActive), .scene(1, .didDisconnect),
  ]

  static func question(_ body: Question.Body) -> Question {
    Question(item: QuizItem(kind: .order, source: "x", topic: "t", style: .scene), body: body)
  }

  static let situation = Question.Situation(
    scenario: .init(id: "x", style: .scene, events: [.launch, .home], topics: [], title: "", situation: ""),
    trace: Scenario(style: .scene, events: [.launch, .home]).run())

  static let order = question(
    .order(situation, options: options, expected: [.scene(1, .willResignActive), .scene(1, .didEnterBackground)]))

  @Test(
    "Order answers: numbers, names, abbreviations",
    arguments: [
      ("3 1", [2, 0]), ("3,1", [2, 0]), ("31", [2, 0]), (" 3 , 1 ", [2, 0]), ("3 → 1", [2, 0]),
      ("sceneWillResignActive(_:) sceneDidEnterBackground(_:)", [2, 0]),
      ("sceneWillResignActive, didEnterBackground", [2, 0]), ("scenewillresign didenter", [2, 0]),
      ("applicationWillResignActive", [1]), ("didDisconnect", [3]),
    ])
  func order(input: String, positions: [Int]) {
    #expect(AnswerParser.parse(input, for: Self.order) == .success(.order(positions)))
  }

  @Test(
    "Unclear order answers are asked again with the reason, never graded",
    arguments: [
      ("", AnswerProblem.empty), ("5", .numberOutOfRange(5, count: 4)), ("3 3", .repeated("3")),
      (
        "willResign",
        .ambiguous("willResign", matches: ["applicationWillResignActive(_:)", "sceneWillResignActive(_:)"])
      ),
      ("viewDidLoad", .unknownName("viewDidLoad")),
    ])
  func unclear(input: String, problem: AnswerProblem) {
    #expect(AnswerParser.parse(input, for: Self.order) == .failure(problem))
  }

  @Test(
    "States in English or Korean, by name or number",
    arguments: [
      ("background", "background"), ("Background", "background"), ("백그라운드", "background"), ("4", "background"),
      ("not running", "notRunning"), ("notRunning", "notRunning"), ("실행 안 됨", "notRunning"), ("비활성", "inactive"),
      ("서스펜디드", "suspended"), ("일시 정지", "suspended"), ("ACTIVE", "active"),
    ])
  func states(input: String, state: String) {
    let question = Self.question(
      .state(Self.situation, subject: .app, options: AppState.allCases.map(\.rawValue), expected: "background"))
    #expect(AnswerParser.parse(input, for: question) == .success(.state(state)))
  }

  @Test(
    "True or false in English and Korean",
    arguments: [
      ("t", true), ("True", true), ("o", true), ("참", true), ("맞음", true), ("f", false), ("X", false), ("거짓", false),
      ("틀림", false),
    ])
  func truth(input: String, value: Bool) {
    let question = Self.question(.trap(.init(id: "x", topic: "t", claim: "c", holds: true, reason: "r")))
    #expect(AnswerParser.parse(input, for: question) == .success(.truth(value)))
  }

  @Test("Next: one option or none; several is asked again")
  func next() {
    let question = Self.question(.next(Self.situation, shown: [], options: Self.options, expected: nil))
    #expect(AnswerParser.parse("none", for: question) == .success(.next(nil)))
    #expect(AnswerParser.parse("없음", for: question) == .success(.next(nil)))
    #expect(AnswerParser.parse("5", for: question) == .success(.next(nil)))
    #expect(AnswerParser.parse("2", for: question) == .success(.next(1)))
    #expect(AnswerParser.parse("1 2", for: question) == .failure(.expectedOne))
  }

  @Test("Self grades in English and Korean")
  func selfGrade() {
    #expect(SelfGrade.parse("3") == .good)
    #expect(SelfGrade.parse("easy") == .easy)
    #expect(SelfGrade.parse("다시") == .again)
    #expect(SelfGrade.parse("어려움") == .hard)
    #expect(SelfGrade.parse("maybe") == nil)
  }
}
