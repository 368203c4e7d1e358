import Foundation
import LifecycleCore
import QuizEngine
import Testing

@Suite("Answer parsing")
struct AnswerParserTests {
  static let options: [Callback] = [
    .scene(1, .didEnterBackground), .app(.willResignActive), .scene(1, .willResignActive), .scene(1, .didDisconnect),
  ]

  static func question(_ body: any QuestionBody) -> Question {
    Question(item: QuizItem(kind: .order, source: "x", topic: "t", style: .scene), body: body)
  }

  static let situation = Question.Situation(
    scenario: .init(id: "x", style: .scene, events: [.launch, .home], topics: [], title: "", situation: ""),
    trace: Scenario(style: .scene, events: [.launch, .home]).run())

  static let order = question(
    OrderQuestion(
      situation: situation, options: options, expected: [.scene(1, .willResignActive), .scene(1, .didEnterBackground)]))

  @Test(
    "Order answers: numbers, names, abbreviations",
    arguments: [
      ("3 1", [2, 0]), ("3,1", [2, 0]), ("31", [2, 0]), (" 3 , 1 ", [2, 0]), ("3 → 1", [2, 0]),
      ("sceneWillResignActive(_:) sceneDidEnterBackground(_:)", [2, 0]),
      ("sceneWillResignActive, didEnterBackground", [2, 0]), ("scenewillresign didenter", [2, 0]),
      ("applicationWillResignActive", [1]), ("didDisconnect", [3]),
    ])
  func order(input: String, positions: [Int]) {
    #expect(
      AnswerParser.parse(input, for: Self.order, vocabulary: VocabularyFixture.answers) == .success(.order(positions)))
  }

  @Test("A whole application(_:…) selector names its option, not every application(_:…) one")
  func wholeSelector() {
    let launch: [Callback] = [.app(.willFinishLaunching), .app(.didFinishLaunching), .app(.configurationForConnecting)]
    let question = Self.question(OrderQuestion(situation: Self.situation, options: launch, expected: launch))
    let typed = [launch[1], launch[2], launch[0]].map(\.selector).joined(separator: " ")
    #expect(
      AnswerParser.parse(typed, for: question, vocabulary: VocabularyFixture.answers) == .success(.order([1, 2, 0])))
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
    #expect(AnswerParser.parse(input, for: Self.order, vocabulary: VocabularyFixture.answers) == .failure(problem))
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
      StateQuestion(
        situation: Self.situation, subject: .app, options: AppState.allCases.map(\.rawValue), expected: "background"))
    #expect(AnswerParser.parse(input, for: question, vocabulary: VocabularyFixture.answers) == .success(.state(state)))
  }

  @Test(
    "True or false in English and Korean",
    arguments: [
      ("t", true), ("True", true), ("o", true), ("참", true), ("맞음", true), ("f", false), ("X", false), ("거짓", false),
      ("틀림", false),
    ])
  func truth(input: String, value: Bool) {
    let question = Self.question(TrapQuestion(trap: .init(id: "x", topic: "t", claim: "c", holds: true, reason: "r")))
    #expect(AnswerParser.parse(input, for: question, vocabulary: VocabularyFixture.answers) == .success(.truth(value)))
  }

  @Test("Next: one option or none; several is asked again")
  func next() {
    let question = Self.question(
      NextQuestion(situation: Self.situation, shown: [], options: Self.options, expected: nil))
    #expect(AnswerParser.parse("none", for: question, vocabulary: VocabularyFixture.answers) == .success(.next(nil)))
    #expect(AnswerParser.parse("없음", for: question, vocabulary: VocabularyFixture.answers) == .success(.next(nil)))
    #expect(AnswerParser.parse("5", for: question, vocabulary: VocabularyFixture.answers) == .success(.next(nil)))
    #expect(AnswerParser.parse("2", for: question, vocabulary: VocabularyFixture.answers) == .success(.next(1)))
    #expect(AnswerParser.parse("1 2", for: question, vocabulary: VocabularyFixture.answers) == .failure(.expectedOne))
  }

  @Test("Self grades in English and Korean")
  func selfGrade() {
    #expect(SelfGrade.parse("3", vocabulary: VocabularyFixture.answers) == .good)
    #expect(SelfGrade.parse("easy", vocabulary: VocabularyFixture.answers) == .easy)
    #expect(SelfGrade.parse("다시", vocabulary: VocabularyFixture.answers) == .again)
    #expect(SelfGrade.parse("어려움", vocabulary: VocabularyFixture.answers) == .hard)
    #expect(SelfGrade.parse("maybe", vocabulary: VocabularyFixture.answers) == nil)
  }

  @Test(
    "Korean input as a Korean learner types it",
    arguments: [
      ("ㅇ", Answer.truth(true)), ("응", .truth(true)), ("맞아", .truth(true)), ("O", .truth(true)), ("네.", .truth(true)),
      ("ㄴ", .truth(false)), ("아니요", .truth(false)), ("아니", .truth(false)), ("틀림", .truth(false)), ("x", .truth(false)),
    ])
  func koreanTruth(input: String, answer: Answer) {
    let question = Self.question(TrapQuestion(trap: .init(id: "x", topic: "t", claim: "c", holds: true, reason: "r")))
    #expect(AnswerParser.parse(input, for: question, vocabulary: VocabularyFixture.answers) == .success(answer))
  }

  @Test(
    "Numbers with 번, hyphens and arrows; state names with 상태 or a particle",
    arguments: [
      ("3-1", Answer.order([2, 0])), ("3번 1번", .order([2, 0])), ("3 → 1", .order([2, 0])), ("3, 1", .order([2, 0])),
    ])
  func koreanOrder(input: String, answer: Answer) {
    #expect(AnswerParser.parse(input, for: Self.order, vocabulary: VocabularyFixture.answers) == .success(answer))
  }

  @Test(
    "State names with 상태, a particle, or 번",
    arguments: [
      ("백그라운드 상태", "background"), ("백그라운드로", "background"), ("백그라운드 상태로", "background"), ("4번", "background"),
      ("종료", "notRunning"), ("비활성 상태", "inactive"), ("background state", "background"),
    ])
  func koreanStates(input: String, state: String) {
    let question = Self.question(
      StateQuestion(
        situation: Self.situation, subject: .app, options: AppState.allCases.map(\.rawValue), expected: "background"))
    #expect(AnswerParser.parse(input, for: question, vocabulary: VocabularyFixture.answers) == .success(.state(state)))
  }

  @Test("종료 is a quit word only where it is not an answer; 그만 and quit always quit")
  func quitWords() {
    let vocabulary = VocabularyFixture.answers
    #expect(vocabulary.command("종료") == .quitOrAnswer)
    #expect(vocabulary.command("그만") == .quit)
    #expect(vocabulary.command("quit") == .quit)
    #expect(vocabulary.command("백그라운드") == nil)
  }

  @Test("No input word is written in the parser's Swift: they are data")
  func noKoreanInCode() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    // Each kind reads its own answer, in its own file.
    let kinds = try FileManager.default.contentsOfDirectory(
      atPath: sources.appendingPathComponent("QuizEngine/Kinds").path
    ).filter { $0.hasSuffix(".swift") }.sorted().map { "QuizEngine/Kinds/" + $0 }
    #expect(kinds.count >= QuestionKind.allCases.count)
    for file in [
      "QuizEngine/AnswerParser.swift", "QuizEngine/Answer.swift", "QuizEngine/AnswerVocabulary.swift",
      "LifeQuizCLI/PromptCommand.swift", "LifeQuizCLI/PracticeSession.swift", "LifeQuizCLI/GradePrompt.swift",
      "LifeQuizCLI/InterviewSession.swift",
    ] + kinds {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      let hangul = code.filter {
        $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value) }
      }
      #expect(hangul.isEmpty, "\(file): \(hangul)")
    }
  }
}
