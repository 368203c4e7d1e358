import Foundation
import LifeQuizCLI
import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage
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

  func transcript(_ home: String) throws -> [String: Any] {
    let folder = home + "/interviews"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    let json = try #require(files.first { $0.hasSuffix(".json") })
    #expect(files.contains(String(json.dropLast(5)) + ".md"))
    let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + json))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("An answer that makes the first key point is ticked for it, a follow-up follows, and all is saved")
  func answerHitsAndFollowUp() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let (main, children) = try Self.mainWithFollowUps()
    let phrase = try #require(main.keyPoints[0].keywords[.en].first)
    let result = run(
      ["--question", main.id, "--time", "0"], input: ["I would say: \(phrase).", "", "No idea.", ""], home: home)
    #expect(result.code == .success)
    #expect(result.err.isEmpty)
    #expect(result.out.contains("[1/1] "))
    #expect(result.out.contains("✓ " + main.keyPoints[0].text[.en].prefix(30)))
    #expect(result.out.contains("\"\(phrase)\""))
    #expect(result.out.contains("Model answer:"))
    let followUps = children.map { "Follow-up: " + $0.question[.en].prefix(30) }
    #expect(followUps.contains { result.out.contains($0) })
    #expect(result.out.contains("Interview summary"))
    #expect(result.out.contains("lifequiz explain \(main.topic)"))

    let saved = try transcript(home)
    #expect(saved["version"] as? Int == 1)
    #expect(saved["lang"] as? String == "en")
    let questions = try #require(saved["questions"] as? [[String: Any]])
    try #require(questions.count >= 2)
    #expect(questions[0]["id"] as? String == main.id)
    #expect(questions[0]["parent"] is NSNull)
    #expect(questions[0]["answer"] as? String == "I would say: \(phrase).")
    let points = try #require(questions[0]["points"] as? [[String: Any]])
    #expect(points.count == main.keyPoints.count)
    #expect(points[0]["hit"] as? Bool == true)
    #expect(questions[1]["parent"] as? String == main.id)
    #expect(questions[1]["answer"] as? String == "No idea.")

    // The main question is a practice item, scheduled by its coverage.
    let history = try String(contentsOfFile: home + "/history.jsonl", encoding: .utf8)
    #expect(history.split(separator: "\n").count == 1)
    #expect(history.contains("\"recall/\(main.id)\""))
  }

  @Test("In Korean, the same answer in Korean words is ticked, and the follow-up is a 꼬리질문")
  func korean() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let (main, _) = try Self.mainWithFollowUps()
    let phrase = try #require(main.keyPoints[0].keywords[.ko].first)
    let result = run(
      ["--question", main.id, "--time", "0", "--lang", "ko"], input: ["제 생각에는 \(phrase).", ""], home: home)
    #expect(result.code == .success)
    #expect(result.out.contains("✓ " + main.keyPoints[0].text[.ko].prefix(10)))
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
    let questions = try #require(try transcript(home)["questions"] as? [[String: Any]])
    #expect(questions.count == 1)
    #expect(questions[0]["answer"] as? String == "The first half of my answer")
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
