import Foundation
import LifeQuizCLI
import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage
import LifeQuizTestSupport
import Testing

@Suite("lifequiz interview")
struct InterviewTests {
  static let now = "1795300000"

  func home() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-interview-\(UUID().uuidString)").path
  }

  func run(_ arguments: [String], input: [String] = [], home: String, language: String = "C") -> CLIRunner.Result {
    CLIRunner.run(
      ["interview"] + arguments, environment: ["LANG": language, "LIFEQUIZ_HOME": home, "LIFEQUIZ_NOW": Self.now],
      input: input)
  }

  /// A main question of the real bank that has follow-ups, with its children.
  static func mainWithFollowUps() throws -> (main: QuestionEntry, children: [QuestionEntry]) {
    let library = try ContentLibrary(folder: try ResourceLocator(environment: [:]).contentFolder)
    let questions = try library.questions()
    for main in questions where main.parent == nil {
      let children = questions.filter { $0.parent == main.id }
      if !children.isEmpty && main.keyPoints.count > 1 { return (main, children) }
    }
    throw InterviewTestError.noChain
  }

  enum InterviewTestError: Error { case noChain }

  /// The transcript's records, one JSON object a line, after checking the
  /// Markdown file beside it.
  func records(_ home: String) throws -> [[String: Any]] {
    let folder = home + "/interviews"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    let json = try #require(files.first { $0.hasSuffix(".jsonl") })
    #expect(files.contains(String(json.dropLast(6)) + ".md"))
    let text = try String(contentsOfFile: folder + "/" + json, encoding: .utf8)
    #expect(text.hasSuffix("\n"))
    return try text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  @Test("A new user's first interview makes the data folder with its parents (~/.local/share/lifequiz)")
  func firstCommand() throws {
    let home = home()
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = CLIRunner.run(
      ["interview", "--time", "0"], environment: ["LANG": "C", "HOME": home, "LIFEQUIZ_NOW": Self.now],
      input: ["quit"])
    #expect(result.code == .success, "\(result.err)")
    #expect(result.err.isEmpty)
    #expect(try records(home + "/.local/share/lifequiz").count > 0)
  }

  @Test("The model answer hits every point, a follow-up follows, \"No idea\" is no answer, and all is saved")
  func answerHitsAndFollowUp() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let (main, children) = try Self.mainWithFollowUps()
    let answer = main.answer[.en]
    let result = run(["--question", main.id, "--time", "0"], input: [answer, "", "No idea.", ""], home: home)
    #expect(result.code == .success)
    #expect(result.err.isEmpty)
    #expect(result.out.contains("[1/1] "))
    #expect(result.out.contains("✓ 1. " + main.keyPoints[0].text[.en].prefix(30)))
    #expect(result.out.contains("\(main.keyPoints.count) of \(main.keyPoints.count) key points"))
    #expect(result.out.contains("Model answer:"))
    let followUps = children.map { "Follow-up: " + String($0.question[.en].prefix(30)) }
    #expect(followUps.contains { result.out.contains($0) })
    // The model answer comes once the chain is over, after the follow-up.
    let followUpAt = followUps.compactMap { (line: String) -> String.Index? in result.out.range(of: line)?.lowerBound }
    let modelAt = result.out.range(of: "Model answer:")?.lowerBound
    #expect(followUpAt.first != nil && modelAt != nil && followUpAt[0] < modelAt!)
    #expect(result.out.contains("Interview summary"))
    #expect(result.out.contains("lifequiz explain \(main.topic)"))

    let saved = try records(home)
    #expect(saved[0]["type"] as? String == "start")
    #expect(saved[0]["version"] as? Int == 2)
    #expect(saved[0]["lang"] as? String == "en")
    let asked = saved.filter { $0["type"] as? String == "asked" }
    try #require(asked.count >= 2)
    #expect(asked[0]["id"] as? String == main.id)
    #expect(asked[0]["parent"] is NSNull)
    #expect(asked[1]["parent"] as? String == main.id)
    let lines = saved.filter { $0["type"] as? String == "line" }.compactMap { $0["text"] as? String }
    #expect(lines == [answer])
    let graded = saved.filter { $0["type"] as? String == "graded" }
    try #require(graded.count == 2)
    let points = try #require(graded[0]["points"] as? [[String: Any]])
    #expect(points.count == main.keyPoints.count)
    #expect(points.allSatisfy { $0["outcome"] as? String == "hit" })
    #expect(graded[0]["rating"] as? String == "good")
    let unknown = try #require(graded[1]["points"] as? [[String: Any]])
    #expect(unknown.allSatisfy { $0["outcome"] as? String == "missed" })

    // The main question is a practice item, scheduled as the grader suggested: never easy by coverage.
    let history = try String(contentsOfFile: home + "/history.jsonl", encoding: .utf8)
    #expect(history.split(separator: "\n").count == 1)
    #expect(history.contains("\"recall/\(main.id)\""))
    #expect(history.contains("\"rating\": 3"))
  }

  @Test("A wrong claim in the right words is contradicted, rated again and challenged in the follow-up")
  func contradictedAnswer() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let answer = "Going home, sceneDidEnterBackground is called first and then sceneWillResignActive."
    let result = run(["--question", "q-home-and-back", "--time", "0"], input: [answer, ""], home: home)
    #expect(result.code == .success)
    #expect(result.out.contains("✗ 1. Leaving: willResignActive, then didEnterBackground"))
    #expect(result.out.contains("You put didEnterBackground before willResignActive"))
    #expect(result.out.contains("See: lifequiz simulate --show all launch home"))
    #expect(result.out.contains("You said: "))
    let graded = try #require(try records(home).first { $0["type"] as? String == "graded" })
    #expect(graded["rating"] as? String == "again")
    let history = try String(contentsOfFile: home + "/history.jsonl", encoding: .utf8)
    #expect(history.contains("\"rating\": 1"))
    // The summary marks each point as the answer's own lines did: ✗ said wrong, · not said.
    let summary = try #require(result.out.components(separatedBy: "Key points to work on:").last)
    #expect(summary.contains("✗ Leaving: willResignActive, then didEnterBackground"), "\(summary)")
    #expect(summary.contains("· Back: willEnterForeground, then didBecomeActive"), "\(summary)")
  }

  @Test("A negation borrowed from another clause does not outweigh a wrong belief stated plainly")
  func borrowedNegation() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // "is called" stands negated in the first clause; the second says
    // configurationForConnecting runs again, which is wrong.
    let answer =
      "Neither willConnectTo nor sceneWillEnterForeground is called; the same scene object just comes back "
      + "and configurationForConnecting runs again."
    let result = run(["--question", "q-home-and-back-reclaimed", "--time", "0"], input: [answer, ""], home: home)
    #expect(result.code == .success)
    #expect(result.out.contains("✗ 2. Same session: no configurationForConnecting, no discard"), "\(result.out)")
    #expect(result.out.contains("“and configurationForConnecting runs again”"))
  }

  @Test("A point also said the other way round is marked ?, quoted, kept in the transcript and rated hard")
  func doubtfulAnswer() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // Its first point is said, then denied in the next sentence: the
    // grader cannot tell which was meant. (The fresh set's wrong answer that
    // was here is now contradicted outright, its wrong beliefs listed.)
    let answer =
      "필요합니다. 씬이 하나여도 콜백은 씬 델리게이트로 갑니다. 그런데 창이 하나면 콜백이 씬 델리게이트로 가지 않아요. "
      + "여러 창 지원은 별도의 선택 사항입니다. iOS 27 SDK로 빌드한 앱은 씬 생명주기를 도입해야 하지만, 여러 창을 제공해야 한다는 요구는 없습니다."
    let result = run(
      ["--lang", "ko", "--question", "q-scene-delegate-multiwindow-required", "--time", "0"], input: [answer, ""],
      home: home)
    #expect(result.code == .success)
    #expect(result.out.contains("? 1. 씬이 하나여도 콜백은 씬 델리게이트로"))
    #expect(result.out.contains("반대로 말한 부분도 있음: “콜백이 씬 델리게이트로 가지 않아요”"))
    // The summary lists it among the points to look at again.
    #expect(result.out.contains("보완할 핵심:\n  ? 씬이 하나여도 콜백은 씬 델리게이트로"))
    let graded = try #require(try records(home).first { $0["type"] as? String == "graded" })
    #expect(graded["rating"] as? String == "hard")
    let first = try #require((graded["points"] as? [[String: Any]])?.first)
    #expect(first["outcome"] as? String == "hit" && first["alsoSaid"] as? String == "콜백이 씬 델리게이트로 가지 않아요")
  }

  @Test("quit on the line after an answer grades the answer, then ends; it is not part of the answer")
  func quitAfterAnswer() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let answer = "Leaving: willResignActive, then didEnterBackground."
    let result = run(
      ["--count", "2", "--seed", "3", "--time", "0"], input: [answer, "quit", "never read"], home: home)
    #expect(result.code == .success)
    #expect(!result.out.contains("[2/2] "))
    let saved = try records(home)
    #expect(saved.map { $0["type"] as? String } == ["start", "asked", "line", "graded", "quit"])
    #expect(saved.filter { $0["type"] as? String == "line" }.map { $0["text"] as? String } == [answer])
  }

  @Test("quit ends the interview and skip passes a question; neither is saved as an answer")
  func commands() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = run(["--count", "2", "--seed", "3", "--time", "0"], input: ["skip", "quit"], home: home)
    #expect(result.code == .success)
    #expect(result.out.contains("[2/2] "))
    let saved = try records(home)
    #expect(saved.map { $0["type"] as? String } == ["start", "asked", "skipped", "asked", "quit"])
    #expect(!FileManager.default.fileExists(atPath: home + "/history.jsonl"))
  }

  @Test("Real mode shows nothing until the score sheet")
  func realMode() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = run(
      ["--question", "q-home-and-back", "--time", "0", "--mode", "real"],
      input: ["willResignActive then didEnterBackground.", ""], home: home)
    #expect(result.code == .success)
    #expect(!result.out.contains("Model answer:"))
    #expect(!result.out.contains("✓ 1."))
    #expect(result.out.contains("Score sheet"))
    #expect(result.out.contains("Overall: "))
  }

  @Test("In Korean, the model answer in Korean is judged, and the follow-up is a 꼬리질문")
  func korean() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let (main, _) = try Self.mainWithFollowUps()
    let result = run(
      ["--question", main.id, "--time", "0", "--lang", "ko"], input: [main.answer[.ko], ""], home: home)
    #expect(result.code == .success)
    #expect(result.out.contains("✓ 1. " + main.keyPoints[0].text[.ko].prefix(10)))
    #expect(result.out.contains("모범 답안:"))
    #expect(result.out.contains("꼬리질문:"))
    #expect(result.out.contains("면접 요약"))
  }

  @Test("End of input in the middle of an answer keeps what was said and exits 0")
  func endOfInputMidAnswer() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let (main, _) = try Self.mainWithFollowUps()
    let result = run(["--question", main.id], input: ["The first half of my answer"], home: home)
    #expect(result.code == .success)
    #expect(result.out.contains("Interview summary"))
    let saved = try records(home)
    #expect(saved.filter { $0["type"] as? String == "asked" }.count == 1)
    #expect(saved.compactMap { $0["text"] as? String } == ["The first half of my answer"])
  }

  @Test("Interviews started in the same second keep a transcript each")
  func sameSecond() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    for _ in 0..<3 {
      _ = run(["--question", "q-home-and-back", "--time", "0"], input: ["willResignActive", ""], home: home)
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: home + "/interviews").sorted()
    #expect(files.filter { $0.hasSuffix(".jsonl") }.count == 3)
    #expect(files.filter { $0.hasSuffix(".md") }.count == 3)
  }

  @Test("--list shows follow-ups under their question; its JSON gives every question's parent and topic")
  func list() throws {
    let home = home()
    let (main, children) = try Self.mainWithFollowUps()
    let text = run(["--list"], home: home)
    #expect(text.code == .success)
    let lines = text.out.split(separator: "\n").map(String.init)
    let parentLine = try #require(lines.firstIndex { $0.hasPrefix(main.id + " ") })
    // The next entry after the question's own wrapped lines.
    let next = lines[(parentLine + 1)...].first { !$0.hasPrefix(" ") || $0.contains("↳") }
    #expect(next?.hasPrefix("  ↳ " + children[0].id + " ") == true)
    let json = run(["--list", "--format", "json"], home: home)
    let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
    let questions = try #require(object?["questions"] as? [[String: Any]])
    let child = try #require(questions.first { $0["id"] as? String == children[0].id })
    #expect(child["parent"] as? String == main.id)
    #expect(child["topic"] as? String == children[0].topic)
    #expect(!FileManager.default.fileExists(atPath: home))
  }

  @Test(
    "Bad options are usage errors that say what to do",
    arguments: [
      (["--time", "-1"], "Error: '-1' is not a valid --time; use a whole number from 0 to 3600."),
      (["--count", "0"], "Error: '0' is not a valid --count; use a whole number from 1 to 50."),
      (["--question", "q-app-sttes"], "Error: Unknown question 'q-app-sttes'. Did you mean 'q-app-states'?"),
      (["--topic", "inactiv"], "Error: Unknown topic 'inactiv'. Did you mean 'inactive'?"),
    ])
  func badOptions(arguments: [String], message: String) {
    let home = home()
    let result = run(arguments, home: home)
    #expect(result.code == .usage)
    #expect(result.err.hasPrefix(message))
    #expect(result.out.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: home))
  }
}
