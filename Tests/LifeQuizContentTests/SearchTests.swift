import Foundation
import LifeQuizContent
import LifeQuizTestSupport
import LifecycleCore
import Testing

@Suite("Search")
struct SearchTests {
  static func index(_ language: Language) throws -> SearchIndex {
    try language == .en ? english.get() : korean.get()
  }

  /// Built once: an index is slow to build in a debug build.
  static let english = Result { try build(.en) }
  static let korean = Result { try build(.ko) }

  static func build(_ language: Language) throws -> SearchIndex {
    let strings = try Localizer(language: language, folder: ContentFixture.localization.local)
    return try SearchIndex.build(
      contentFolder: ContentFixture.content.local, localizationFolder: ContentFixture.localization.local,
      language: language,
      eventMeaning: { strings("event.\($0.rawValue)") })
  }

  static let evaluation = ContentFixture.root.appendingPathComponent(
    "Tests/LifeQuizContentTests/Fixtures/search-evaluation.json")

  /// The real set's shares as measured: a fall below them fails.
  static let realFloor = (first: 0.91, three: 0.96)

  @Test("Real interview questions find an answering page: at or above the shares measured")
  func recall() throws {
    let evaluation = try SearchEvaluation(file: Self.evaluation.local)
    #expect(evaluation.questions.count >= 60)
    #expect(evaluation.questions.filter { $0.language == .ko }.count >= 30)
    try Self.expectShares(of: evaluation, atLeast: Self.realFloor)
  }

  static let blindEvaluation = ContentFixture.root.appendingPathComponent(
    "Tests/LifeQuizContentTests/Fixtures/search-evaluation-blind.json")

  /// The blind set's shares as measured: a fall below them fails.
  static let blindFloor = (first: 0.80, three: 0.94)

  @Test("102 questions written blind to the tuning: at or above the shares measured, half of them Korean")
  func blindRecall() throws {
    let evaluation = try SearchEvaluation(file: Self.blindEvaluation.local)
    #expect(evaluation.questions.count == 102)
    #expect(evaluation.questions.filter { $0.language == .ko }.count == 51)
    try Self.expectShares(of: evaluation, atLeast: Self.blindFloor)
  }

  /// Issue 23's goals for both sets together: 85% first and 95% in the top
  /// three, with no rounding in their favour.
  @Test("Both sets together: at least 85% first and 95% in the top three")
  func goals() throws {
    let outcomes =
      try Self.outcomes(of: SearchEvaluation(file: Self.evaluation.local))
      + Self.outcomes(of: SearchEvaluation(file: Self.blindEvaluation.local))
    let first = outcomes.filter(\.foundFirst).count
    let three = outcomes.filter(\.foundInTopThree).count
    #expect(first * 100 >= outcomes.count * 85, "\(first) of \(outcomes.count) first")
    #expect(three * 100 >= outcomes.count * 95, "\(three) of \(outcomes.count) in the top three")
  }

  /// A set run through each language's index; every id it names must exist.
  static func outcomes(of evaluation: SearchEvaluation) throws -> [SearchEvaluation.Outcome] {
    let english = try index(.en)
    let korean = try index(.ko)
    let known = Set((english.documents + korean.documents).map(\.id))
    let unknown = evaluation.questions.flatMap(\.ids).filter { !known.contains($0) }
    #expect(unknown.isEmpty, "ids no content has: \(unknown)")
    return evaluation.run { $0 == .en ? english : korean }
  }

  /// A set's shares first and in the top three must reach `floor`.
  static func expectShares(of evaluation: SearchEvaluation, atLeast floor: (first: Double, three: Double)) throws {
    let outcomes = try Self.outcomes(of: evaluation)
    let first = Double(outcomes.filter(\.foundFirst).count) / Double(outcomes.count)
    let three = Double(outcomes.filter(\.foundInTopThree).count) / Double(outcomes.count)
    let misses = outcomes.filter { !$0.foundInTopThree }.map { "\($0.question.text) → \($0.top)" }
    #expect(first >= floor.first - 0.005, "recall@1 \(first)")
    #expect(three >= floor.three - 0.005, "recall@3 \(three); missed: \(misses)")
  }

  @Test(
    "A question that asks for the method called in a situation gets the callbacks first, Korean words naming them",
    arguments: ["앱이 백그라운드로 갈 때 호출되는 메서드", "백그라운드 진입 시 불리는 메서드"])
  func methodAsked(query: String) throws {
    let top = try Self.index(.ko).search(query, limit: 2).map(\.document.id)
    #expect(Set(top) == ["sceneDidEnterBackground(_:)", "applicationDidEnterBackground(_:)"], "\(top)")
  }

  @Test("A callback is not put first for a word it merely mentions: force quit finds the termination page")
  func methodAskedNotByMention() throws {
    let top = try Self.index(.en).search("What methods are called when you force quit your application?", limit: 1)
    #expect(top.first?.document.kind != .callback, "\(top.map(\.document.id))")
  }

  @Test("A phone call is not an iPhone: the interruption question comes first, not one about iPhone windows")
  func phoneCall() throws {
    let top = try Self.index(.en).search("what happens when the user gets a phone call", limit: 1)
    #expect(top.first?.document.id == "q-interruptions")
  }

  @Test(
    "Words people type find the page meant",
    arguments: [
      ("lifecycle", "states"), ("생명주기", "states"), ("라이프사이클", "states"), ("prewarm", "launch"),
      ("@main", "entry-point"), ("force quit", "termination"), ("강제 종료", "termination"), ("메인 스레드", "threads"),
      ("메인스레드", "threads"), ("쓰레드", "threads"), ("snapshot", "background"),
      ("UIApplicationMain", "entry-point"), ("In-Active", "inactive"), ("인액티브", "inactive"),
      ("suspension", "suspended"), ("서스펜드", "suspended"), ("앱이 잠기면 어떤 콜백이 오나요?", "callbacks"),
    ])
  func words(query: String, expected: String) throws {
    let language: Language = query.unicodeScalars.contains { $0.value >= 0xAC00 } ? .ko : .en
    let top = try Self.index(language).search(query, limit: 3).map { $0.document.page ?? $0.document.id }
    #expect(top.contains(expected), "\(query) → \(top)")
  }

  @Test(
    "A sentence that names a callback as one of its words ranks that callback's page first",
    arguments: [
      ("When is sceneDidDisconnect called and what should I release there?", "sceneDidDisconnect(_:)"),
      ("Explain applicationWillTerminate and when it is not called", "applicationWillTerminate(_:)"),
      ("sceneDidDisconnect는 언제 호출되고 무엇을 해제해야 하나요?", "sceneDidDisconnect(_:)"),
    ])
  func namedInSentence(query: String, expected: String) throws {
    let language: Language = query.unicodeScalars.contains { $0.value >= 0xAC00 } ? .ko : .en
    let first = try Self.index(language).search(query, limit: 1).first?.document.id
    #expect(first == expected)
  }

  @Test(
    "A sentence that lists three states' pages is about the states, not about one of them by its name",
    arguments: [
      ("What can an app do in each state (Inactive, Background, Suspended)?", Language.en),
      ("Explain the Inactive, Background and Suspended states", .en),
      ("앱 상태(Inactive, Background, Suspended)의 차이는?", .ko),
    ])
  func listedNames(query: String, language: Language) throws {
    let first = try Self.index(language).search(query, limit: 1).first?.document.id
    #expect(first == "states" || first == "q-app-states", "\(query) → \(first ?? "nothing")")
  }

  @Test("A question's keyword lists, the grader's phrasings, are not searched; its title, points and answer are")
  func keywordsNotSearched() throws {
    let library = try ContentLibrary(folder: ContentFixture.content.local)
    let question = try #require(try library.questions().first { $0.id == "q-background-time-remaining-early" })
    let keywords = question.keyPoints.flatMap { $0.keywords[.en] }
    #expect(keywords.contains { $0.contains("greatestFiniteMagnitude") })
    #expect(!question.answer[.en].contains("greatestFiniteMagnitude"))
    let found = try Self.index(.en).search("greatestFiniteMagnitude", limit: 10).map(\.document.id)
    #expect(!found.contains(question.id))
  }

  @Test("The alias table adds the other words of a group")
  func aliases() throws {
    let index = try Self.index(.en)
    #expect(!index.search("kill the app", limit: 5).isEmpty)
    let top = index.search("jetsam", limit: 3).map(\.document.id)
    let answers = [
      "memory-warnings", "q-memory-jetsam-debug", "suspended", "q-suspended-memory", "m-suspended-frees-memory",
      "memory-kill",
    ]
    #expect(top.contains { answers.contains($0) }, "jetsam → \(top)")
  }

  @Test(
    "A word the content never uses is read as the content's word it begins with, or as the names it begins",
    arguments: [
      ("딥링크들은 어디서 처리하나요", "deep-links"), ("willFinish", "application(_:willFinishLaunchingWithOptions:)"),
    ])
  func standIns(query: String, expected: String) throws {
    let language: Language = query.unicodeScalars.contains { $0.value >= 0xAC00 } ? .ko : .en
    let first = try Self.index(language).search(query, limit: 1).first?.document.id
    #expect(first == expected)
  }

  @Test("A typed word the content says otherwise brings in the content's word: a restart is a reboot")
  func contentWord() throws {
    let top = try Self.index(.en).search("phone restarts", limit: 1)
    #expect(top.first?.document.id == "q-reboot-will-terminate")
  }

  @Test("Matched words are marked in the snippet, and nothing matches nothing")
  func snippet() throws {
    let index = try Self.index(.en)
    let best = try #require(index.search("incoming phone call declined", limit: 1).first)
    #expect(best.snippet.contains { $0.matched })
    #expect(index.search("zzzz qqqq", limit: 5).isEmpty)
    #expect(index.search("", limit: 5).isEmpty)
  }
}
