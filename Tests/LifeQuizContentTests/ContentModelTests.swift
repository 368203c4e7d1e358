import Foundation
import LifeQuizContent
import LifeQuizTestSupport
import LifecycleCore
import Testing

@Suite("Content model")
struct ContentModelTests {
  let library: ContentLibrary

  init() throws {
    library = try ContentLibrary(folder: ContentFixture.content.local)
  }

  @Test("Coverage: every topic, interview question and A4 situation the brief lists is present")
  func coverage() throws {
    let topics = Set(library.topics.map(\.id))
    for id in [
      "states", "scene-states", "app-state-in-scene-apps", "inactive", "background", "suspended", "termination",
      "app-delegate", "scene-delegate", "callbacks", "launch", "app-structure", "run-loop", "threads",
      "foreground-prep", "swiftui-lifecycle", "scene-mandate", "misconceptions",
      "entry-point", "events", "memory-warnings", "ios12-support",
    ] {
      #expect(topics.contains(id), "missing topic \(id)")
    }
    let questions = (try? library.questions()) ?? []
    #expect(questions.filter { $0.parent == nil }.count >= 12)
    #expect(questions.contains { $0.parent != nil })
    let scenarios = try library.scenarios().map { "\($0.style.rawValue): \($0.events.joined(separator: " "))" }
    for required in [
      "scene: launch call dismiss home launch", "scene: launch home suspend memory-kill launch",
      "scene: launch notification-center home", "scene: launch open-window home reclaim-scene:2 launch",
      // A4 rows in both styles where they apply.
      "app: launch crash launch", "scene: launch crash launch", "app: launch other-app", "scene: launch other-app",
      "app: launch home suspend background-launch", "scene: launch home suspend background-launch",
      "app: background-launch launch", "scene: background-launch launch",
      "app: launch begin-task home swipe-kill", "scene: launch begin-task home swipe-kill",
      "app: launch app-switcher swipe-kill", "scene: launch app-switcher swipe-kill",
      "scene: launch open-window home reclaim-scene:2 close-window:2", "scene: launch open-window close-window:2",
    ] {
      #expect(scenarios.contains(required), "missing combination \(required)")
    }
    #expect(
      Set(try library.callbacks().map(\.selector)).count == AppDelegateMethod.allCases.count
        + SceneDelegateMethod.allCases.count)
  }

  @Test("Questions read without the grader's ways are the same questions, every point's ways empty")
  func questionsWithoutWays() throws {
    let full = try library.questions()
    let shown = try library.questions(ways: false)
    #expect(shown.map(\.id) == full.map(\.id) && full.count > 100)
    for (question, without) in zip(full, shown) {
      #expect(without.question == question.question && without.answer == question.answer)
      #expect(without.keyPoints.map(\.text) == question.keyPoints.map(\.text))
      #expect(without.keyPoints.map(\.negative) == question.keyPoints.map(\.negative))
      #expect(without.keyPoints.allSatisfy { $0.keywords.lists.isEmpty && $0.contradictions.lists.isEmpty })
      #expect(question.keyPoints.allSatisfy { !$0.keywords.lists.isEmpty }, "\(question.id)")
    }
    let some = Set(full.map(\.id).enumerated().filter { $0.offset % 7 == 3 }.map(\.element))
    let only = try library.questions(only: some)
    #expect(only == full.filter { some.contains($0.id) } && only.count == some.count && some.count > 10)
  }

  /// The error a read with the grader's ways gives after `change`, or "".
  static func waysError(_ change: (URL) throws -> Void, only: Set<String>? = nil) throws -> String {
    try ContentFixture.withCopy(change) { folder in
      let library = try ContentLibrary(folder: folder.local)
      #expect(try library.questions(ways: false).count > 100, "questions shown without the ways are not affected")
      do {
        _ = try library.questions(only: only)
        return ""
      } catch let error as ContentError {
        return "\(error.key): \(error.reason)"
      }
    }
  }

  @Test(
    "Ways in grading.json for a question questions.json does not have, or twice, are an error at their place",
    arguments: [
      (
        #"{"id": "q-app-states","#, #"{"id": "q-no-such","#,
        "questions[0].id: no question 'q-no-such' in questions.json"
      ),
      (#"{"id": "q-suspended-memory","#, #"{"id": "q-app-states","#, "questions[1].id: 'q-app-states' is listed twice"),
    ])
  func strayWays(old: String, new: String, error: String) throws {
    #expect(try Self.waysError { try ContentFixture.edit($0, "grading.json", old, new) } == error)
  }

  /// Removes the first point of the question whose entry starts on `line`.
  static func dropFirstPoint(of id: String, line: Int) -> (URL) throws -> Void {
    { folder in
      let url = folder.appendingPathComponent("grading.json")
      var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
      #expect(lines[line].contains(id) && lines[line + 2].hasPrefix("       {\"keywords\""))
      lines.remove(at: line + 2)
      try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }
  }

  @Test("Ways for fewer points than the question has are an error at their place")
  func missingPoint() throws {
    #expect(
      try Self.waysError(Self.dropFirstPoint(of: "q-app-states", line: 2))
        == "questions[0].keyPoints: has 3 points, but 'q-app-states' in questions.json has 4")
  }

  @Test("A read in part reports a mismatch at its place in the whole file, not among the entries it kept")
  func mismatchInPart() throws {
    #expect(
      try Self.waysError(Self.dropFirstPoint(of: "q-suspended-memory", line: 9), only: ["q-suspended-memory"])
        .hasPrefix("questions[1].keyPoints: has "))
    // A renamed entry: the question read has none, and the whole file names the stray one.
    let renamed = try Self.waysError(
      { try ContentFixture.edit($0, "grading.json", #"{"id": "q-app-states","#, #"{"id": "q-no-such","#) },
      only: ["q-app-states"])
    #expect(renamed == "questions[0].id: no question 'q-no-such' in questions.json")
  }

  @Test("A misconception read in part whose check names a missing step is reported at its place in the file")
  func misconceptionInPart() throws {
    let message = try ContentFixture.withCopy({
      try ContentFixture.edit($0, "misconceptions.json", #""step": 4"#, #""step": 99"#)
    }) { folder in
      do {
        _ = try ContentLibrary(folder: folder.local).misconceptions(only: ["m-swipe-kill-suspended-terminate"])
        return ""
      } catch let error as ContentError {
        return error.key
      }
    }
    #expect(message == "misconceptions[2].check.step")
  }

  @Test("Scenarios read in part are those of the whole file")
  func partialScenarios() throws {
    let all = try library.scenarios()
    let some = Set(all.map(\.id).enumerated().filter { $0.offset % 5 == 2 }.map(\.element))
    let only = try library.scenarios(only: some)
    #expect(only == all.filter { some.contains($0.id) } && only.count == some.count && some.count > 10)
  }

  @Test("Misconceptions read in part are those of the whole file")
  func partialMisconceptions() throws {
    let all = try library.misconceptions()
    let some = Set(all.map(\.id).enumerated().filter { $0.offset % 4 == 1 }.map(\.element))
    let only = try library.misconceptions(only: some)
    // Equal but for `location`, which counts only the entries kept.
    #expect(only.map(\.id) == all.map(\.id).filter(some.contains) && some.count > 5)
    #expect(only.map(\.claim) == all.filter { some.contains($0.id) }.map(\.claim))
    #expect(only.map(\.check) == all.filter { some.contains($0.id) }.map(\.check))
  }

  @Test("Trap answers come from the core where a check exists")
  func trapAnswers() throws {
    let misconceptions = try library.misconceptions()
    let scenarios = try library.scenarios().byID
    let coldLaunch = try #require(misconceptions.first { $0.id == "m-app-will-enter-foreground-cold-launch" })
    #expect(coldLaunch.claimHolds(scenarios: scenarios) == false)
    let notificationCenter = try #require(misconceptions.first { $0.id == "m-notification-center-stays-foreground" })
    #expect(notificationCenter.claimHolds(scenarios: scenarios) == true)
    for item in misconceptions {
      #expect(item.claimHolds(scenarios: scenarios) != nil, "\(item.id) cannot be settled")
    }
  }

  @Test("Callback pages derive their state change from the core, in each style")
  func callbackPages() throws {
    let strings = Localizer(language: .en, texts: ["callback.change.scene": "S", "callback.change.app": "A"])
    let pages = CallbackPage(library: library, strings: strings, scenarios: try library.scenarios())
    let launch = try #require(
      try library.callbacks().first { $0.selector == "application(_:willFinishLaunchingWithOptions:)" })
    let changes = Dictionary(uniqueKeysWithValues: pages.stateChanges(launch))
    #expect(changes[.scene] == "`notRunning` → `background`")
    #expect(changes[.app] == "`notRunning` → `inactive`")
    let resign = try #require(try library.callbacks().first { $0.pageID == "sceneWillResignActive" })
    #expect(pages.stateChanges(resign).map(\.1) == ["`foregroundActive` → `foregroundInactive`"])
  }

  @Test(
    "Topics are found by id, alias in either language, and callback name",
    arguments: [
      ("inactive", "inactive"), ("비활성", "inactive"), ("INACTIVE", "inactive"), ("tn3187", "scene-mandate"),
      ("willResignActive", "sceneWillResignActive"), ("sceneWillResignActive(_:)", "sceneWillResignActive"),
      ("applicationWillResignActive", "applicationWillResignActive"),
      ("application(_:didFinishLaunchingWithOptions:)", "didFinishLaunchingWithOptions"),
      ("didFinishLaunching", "didFinishLaunchingWithOptions"), ("scene(_:willConnectTo:options:)", "willConnectTo"),
      // A renamed topic keeps its old id as an alias, so saved links and habits still work.
      ("swiftui-scene-phase", "swiftui-lifecycle"), ("scenePhase", "swiftui-lifecycle"),
    ])
  func lookup(query: String, id: String) throws {
    let index = try TopicIndex(library: library)
    switch index.find(query) {
    case .topic(let topic): #expect(topic.id == id)
    case .callback(let entry): #expect(entry.pageID == id)
    case nil: Issue.record("\(query) not found")
    }
  }

  @Test("The Markdown parser reads the subset and reports the rest with line numbers")
  func markdown() {
    let text =
      "# Title\n\nA *b* `c`.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```trace\nscenario: x\nfocus: 2\n```\n\n> quote\n"
    let (blocks, problems) = MarkdownParser().parse(text)
    #expect(
      blocks.prefix(5) == [
        .heading(level: 1, text: "Title"), .paragraph("A *b* `c`."), .list(ordered: false, items: ["one", "two"]),
        .table(header: ["a", "b"], rows: [["1", "2"]]), .trace(.scenario("x", focus: 2), line: 12),
      ])
    #expect(problems.map { "\($0.line): \($0.message)" } == ["17: block quotes are not supported"])
    #expect(InlineSpan.parse("A *b* `c`.") == [.text("A "), .emphasis("b"), .text(" "), .code("c"), .text(".")])
  }

  @Test("A trace block may name timeline layers with 'show:'; an unknown layer is a problem")
  func traceShow() {
    let good = MarkdownParser().parse("```trace\nstyle: app\nevents: launch push\nshow: vc, notifications\n```\n")
    #expect(good.problems.isEmpty)
    #expect(
      good.blocks == [
        .trace(.events(style: .app, events: ["launch", "push"]), line: 1, show: [.viewController, .notification])
      ])
    let all = MarkdownParser().parse("```trace\nscenario: x\nshow: all\n```\n")
    #expect(
      all.blocks == [.trace(.scenario("x", focus: nil), line: 1, show: [.viewController, .notification, .scenePhase])])
    let bad = MarkdownParser().parse("```trace\nscenario: x\nshow: views\n```\n")
    #expect(bad.blocks.isEmpty)
    #expect(bad.problems.map(\.message) == ["'show: views' is not a layer; use vc, notifications, swiftui, all"])
  }
}
