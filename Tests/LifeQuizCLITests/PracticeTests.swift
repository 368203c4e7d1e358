import Foundation
import LifeQuizCLI
import LifeQuizStorage
import Testing

@Suite("lifequiz practice")
struct PracticeTests {
  static let now = "1795300000"

  func home() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-practice-\(UUID().uuidString)").path
  }

  func run(_ arguments: [String], input: [String], home: String, language: String = "C") -> CLIRunner.Result {
    CLIRunner.run(
      ["practice"] + arguments, environment: ["LANG": language, "LIFEQUIZ_HOME": home, "LIFEQUIZ_NOW": Self.now],
      input: input)
  }

  @Test("A scripted session through a pipe: answers, a hint, an unclear answer, a skip, then end of input")
  func scriptedEnglish() throws {
    // The first question is true or false; whichever is right, answer it right after a hint.
    var result = CLIRunner.Result(code: .failure, out: "", err: "")
    var history = ""
    for answer in ["t", "f"] {
      let home = home()
      defer { try? FileManager.default.removeItem(atPath: home) }
      result = run(
        ["--seed", "5", "--count", "3", "--kind", "trap"], input: ["maybe", "?", answer, "skip"], home: home)
      history = (try? String(contentsOfFile: home + "/history.jsonl", encoding: .utf8)) ?? ""
      if result.out.contains("✓ Correct.") { break }
    }
    #expect(result.code == .success)
    #expect(result.err.isEmpty)
    #expect(result.out.contains("[1/3] true or false"))
    #expect(result.out.contains("> maybe\nType t (true) or f (false)."))
    #expect(result.out.contains("> ?\nSee 'lifequiz explain"))
    #expect(result.out.contains("Session summary"))
    #expect(result.out.contains("1 skipped"))
    // The skipped question is listed with the misses, under a heading that says so.
    #expect(result.out.contains("Missed or skipped this time:\n"))
    let lines = history.split(separator: "\n")
    // A right answer after a hint is rated hard (2); the skip is recorded too, as not known (1).
    #expect(lines.count == 2)
    #expect(lines.first?.contains("\"rating\": 2, \"correct\": true") == true, "\(history)")
    #expect(lines.last?.contains("\"rating\": 1") == true)
  }

  @Test("undo takes back the last answer and asks it again; suspend asks first, and --unsuspend brings the item back")
  func undoAndSuspend() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = run(
      ["--seed", "5", "--count", "3", "--kind", "trap"],
      input: ["undo", "t", "undo", "f", "suspend", "n", "suspend", "y", "quit"], home: home)
    #expect(result.code == .success)
    #expect(result.out.contains("> undo\nNothing to undo yet in this session."))
    #expect(result.out.contains("Undone: the last answer to trap/"))
    // Every line fits the 80 columns of the session, the undo line included.
    for line in result.out.split(separator: "\n") {
      #expect(displayWidth(String(line)) <= 80, "too wide: [\(line)]")
    }
    #expect(result.out.components(separatedBy: "[1/3] true or false").count == 3, "asked again after the undo")
    #expect(result.out.contains("so it is never asked again? (y/n)\n> n\n"))
    let suspended = try #require(result.out.firstMatch(of: /lifequiz practice --unsuspend (\S+)/)?.1)
    #expect(result.out.contains("Score: 1 of 1"))
    let history = try String(contentsOfFile: home + "/history.jsonl", encoding: .utf8).split(separator: "\n")
    #expect(history.count == 4)
    #expect(history[1].hasPrefix("{\"control\": \"undo\""))
    #expect(history[3] == "{\"control\": \"suspend\", \"item\": \"\(suspended)\", \"at\": \(Self.now)}")
    // A later session never asks it; --unsuspend ends that, once.
    func planned(_ home: String) -> Substring? {
      run(["--count", "500", "--kind", "trap", "--cram"], input: [], home: home).out
        .firstMatch(of: /Questions this session: (\d+)/)?.1
    }
    let fresh = self.home()
    defer { try? FileManager.default.removeItem(atPath: fresh) }
    let all = try #require(planned(fresh).flatMap { Int($0) })
    #expect(planned(home).flatMap { Int($0) } == all - 1)
    let back = run(["--unsuspend", String(suspended)], input: [], home: home)
    #expect(back.code == .success)
    #expect(back.out == "\(suspended) is no longer suspended; it will be asked again when it is due.\n")
    let again = run(["--unsuspend", String(suspended)], input: [], home: home)
    #expect(again.code == .usage)
    #expect(again.err.hasPrefix("Error: \(suspended) is not suspended, and no item is."))
  }

  @Test("Teaching lines: a callback that changes no state is not said to mark the change inactive → inactive")
  func noChangeCallback() {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = run(
      ["--seed", "15", "--count", "1", "--kind", "next", "--topic", "deep-links"], input: ["1"], home: home)
    let text = result.out.split(separator: "\n").joined(separator: " ")
    #expect(
      text.contains(
        "✓ Correct. Why: userNotificationCenter(_:didReceive:withCompletionHandler:) is called in inactive and changes no state"
      ))
    #expect(!text.contains("inactive → inactive"))
  }

  @Test("Teaching lines: the classify prompt takes the article its style needs")
  func classifyArticle() {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let app = run(["--count", "1", "--kind", "classify", "--style", "app"], input: [], home: home)
    #expect(app.out.contains("\nIn an app-delegate-only app (no scenes), which of these situations"))
    let scene = run(["--count", "1", "--kind", "classify", "--style", "scene"], input: [], home: home + "-scene")
    defer { try? FileManager.default.removeItem(atPath: home + "-scene") }
    #expect(scene.out.contains("\nIn a scene-based app, which of these situations"))
  }

  @Test("An item suspended while it is being relearned is no miss left to relearn in the summary")
  func suspendWhileRelearning() {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = run(
      ["--seed", "3", "--count", "2", "--kind", "trap"], input: ["skip", "t", "suspend", "y", "quit"], home: home)
    #expect(result.code == .success)
    #expect(result.out.contains("↻ Again, from earlier in this session:"))
    #expect(result.out.contains("Suspended trap/"))
    // Two misses (the skip and a wrong t); the suspended one no longer counts.
    #expect(result.out.contains("Misses asked again and then answered right: 0 of 1."))
  }

  @Test("Skip shows the answer with its reason, and the summary names what was skipped by its title")
  func skipReveals() {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = run(["--seed", "4", "--count", "1", "--kind", "state", "--style", "app"], input: ["skip"], home: home)
    #expect(result.out.contains("> skip\n→ Skipped; it comes back soon.\nThe model says: "))
    #expect(result.out.contains("What "))
    #expect(result.out.contains("Missed or skipped this time:\n  · state · "))
    #expect(!result.out.contains("state/"))
  }

  @Test("An order the core also accepts is graded right, and the feedback says why; the shown order mentions the other")
  func otherOrderAccepted() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // The unlock of a task-kept app: did-become-available may also close the step.
    let other = "sceneWillEnterForeground sceneDidBecomeActive applicationProtectedDataDidBecomeAvailable"
    let arguments = ["--kind", "order", "--topic", "protected-data", "--count", "1", "--seed", "1"]
    let result = run(arguments, input: [other], home: home)
    #expect(result.out.contains("Events: launch → begin-task → lock → unlock"), "\(result.out)")
    #expect(result.out.contains("✓ Correct."))
    #expect(result.out.contains("Your order is accepted too: the order above is lifequiz's convention."))
    let shownHome = self.home()
    defer { try? FileManager.default.removeItem(atPath: shownHome) }
    let shown = "applicationProtectedDataDidBecomeAvailable sceneWillEnterForeground sceneDidBecomeActive"
    let shownResult = run(arguments, input: [shown], home: shownHome)
    #expect(shownResult.out.contains("✓ Correct."))
    #expect(shownResult.out.contains("Also accepted here: one other order of the same callbacks"))
  }

  @Test("A wrong pick gets a reason from the core and the decisive step; a right answer gets one line of why")
  func teaching() throws {
    let outputs = (1...12).map { seed -> String in
      let home = home()
      defer { try? FileManager.default.removeItem(atPath: home) }
      return run(
        ["--seed", String(seed), "--count", "1", "--kind", "next", "--style", "app"], input: ["2"], home: home
      ).out
    }
    let wrong = try #require(outputs.first { $0.contains("✗ Not quite.") && $0.contains("  2. SceneDelegate #1") })
    #expect(wrong.contains("An app-delegate-only app has no scene delegate"))
    #expect(wrong.contains(" does (app: "))
    let right = try #require(outputs.first { $0.contains("✓ Correct.") })
    #expect(right.contains("Why: "))
    let classifyHome = home()
    defer { try? FileManager.default.removeItem(atPath: classifyHome) }
    let classify = run(
      ["--seed", "3", "--count", "1", "--kind", "classify", "--style", "scene"], input: ["1 2 3 4 5"],
      home: classifyHome)
    #expect(classify.out.contains("the app stays on screen, only covered, so it stays inactive."))
  }

  @Test("An order answer with some callbacks in place gets partial credit, shown and rated hard")
  func partialCredit() throws {
    // Each seed asks one order question; answering the core's order less its
    // last callback leaves all but one in place.
    var found = false
    for seed in 1...15 where !found {
      let home = home()
      defer { try? FileManager.default.removeItem(atPath: home) }
      let probe = run(["--seed", String(seed), "--count", "1", "--kind", "order"], input: ["skip"], home: home).out
      let numbered = probe.split(separator: "\n").drop { !$0.hasPrefix("The model says:") }.dropFirst()
        .prefix { $0.hasPrefix("  ") && $0.contains(". ") }
      guard numbered.count >= 3 else { continue }
      let options = probe.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(". ") }
      let names = numbered.dropLast().map { $0.split(separator: " ").last.map(String.init) ?? "" }
      let answer = names.compactMap { name in options.firstIndex { $0.hasSuffix(name) }.map { String($0 + 1) } }
      let second = home + "-2"
      defer { try? FileManager.default.removeItem(atPath: second) }
      let result = run(
        ["--seed", String(seed), "--count", "1", "--kind", "order"], input: [answer.joined(separator: " ")],
        home: second)
      #expect(result.out.contains("\(numbered.count - 1) of \(numbered.count) in place."))
      #expect(result.out.contains("½ Partly right, rated hard: \(numbered.count - 1) of \(numbered.count) in place"))
      let history = try String(contentsOfFile: second + "/history.jsonl", encoding: .utf8)
      #expect(history.contains("\"rating\": 2"))
      found = true
    }
    #expect(found)
  }

  @Test("The same session in Korean, answered in Korean")
  func scriptedKorean() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // Seed 73 asks an app state whose answer is background, then a question
    // that 종료 does not answer; a change in the content can move it.
    let result = run(
      ["--seed", "73", "--count", "2", "--kind", "state"], input: ["백그라운드 상태", "종료", "4번"], home: home,
      language: "ko_KR.UTF-8")
    #expect(result.code == .success)
    #expect(result.out.contains("[1/2] 상태"))
    #expect(result.out.contains("세션 요약"))
    #expect(result.out.contains("점수: 2개 중 2개 정답"))
    // 종료 is not an answer to a scene-state question, so it reminds and goes on.
    #expect(result.out.contains("> 종료\n여기서는 종료 입력으로 세션이 끝나지 않습니다. 끝내려면 그만이나 quit을\n입력하세요."))
    #expect(try String(contentsOfFile: home + "/history.jsonl", encoding: .utf8).split(separator: "\n").count == 2)
  }

  @Test("A wrong order answer shows the core's order, the diff and why")
  func feedback() throws {
    // Answering "1" is wrong for most seeds; take the first seed where it is.
    let outputs = (1...10).map { seed -> String in
      let home = home()
      defer { try? FileManager.default.removeItem(atPath: home) }
      return run(
        ["--seed", String(seed), "--count", "1", "--kind", "order", "--topic", "inactive", "--style", "scene"],
        input: ["1"], home: home
      ).out
    }
    let out = try #require(outputs.first { $0.contains("✗ Not quite.") })
    #expect(out.contains("The model says:\n  1. SceneDelegate #1"))
    // One option given for a wrong order: at least one callback of the model's order is missing.
    #expect(out.contains("Missing: "))
    #expect(out.contains("Score: 0 of 1 (0%)"))
  }

  @Test("A short session says why, with the right plural; an empty filter's advice works when run")
  func shortSessions() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let many = run(["--kind", "trap", "--topic", "suspended", "--count", "30"], input: [], home: home)
    #expect(many.out.contains("items match --kind trap --topic suspended, so this session asks "))
    let one = run(["--kind", "recall", "--topic", "foreground-prep", "--count", "5"], input: [], home: home)
    #expect(
      one.out.split(separator: "\n").joined(separator: " ").contains(
        "Only 1 item matches --kind recall --topic foreground-prep, so this session asks 1, not 5."))
    let korean = run(
      ["--kind", "classify", "--style", "app", "--count", "5"], input: [], home: home, language: "ko_KR.UTF-8")
    #expect(korean.out.contains("--kind classify --style app 조건에 맞는 문항이 3개뿐이라"))
    let limited = run(["--count", "40", "--new", "3"], input: [], home: home + "-new")
    defer { try? FileManager.default.removeItem(atPath: home + "-new") }
    #expect(limited.out.contains("This session asks 3, not 40: 0 due now and 3 new within today's limit"))
    let empty = run(["--kind", "order", "--topic", "misconceptions"], input: [], home: home)
    let advice = try #require(empty.out.split(separator: "\n").first?.components(separatedBy: "Try: lifequiz ").last)
    #expect(empty.out.hasPrefix("Nothing matches --kind order --topic misconceptions. Try: lifequiz practice"))
    let words = advice.split(separator: " ").map(String.init)
    let followed = CLIRunner.run(
      words + ["--count", "1"], environment: ["LANG": "C", "LIFEQUIZ_HOME": home, "LIFEQUIZ_NOW": Self.now], input: [])
    #expect(followed.out.contains("[1/1]"))
  }

  @Test("A question's header and the summary name the topic by its page title, and no empty heading follows a skip")
  func topicTitles() {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = run(["--count", "1", "--kind", "trap", "--topic", "suspended"], input: ["skip"], home: home)
    #expect(result.out.contains("[1/1] true or false · Suspended\n"))
    #expect(!result.out.contains("By topic:"))
    let answered = run(
      ["--count", "1", "--kind", "trap", "--topic", "suspended", "--seed", "2"], input: ["t"], home: home)
    #expect(answered.out.contains("By topic:\n  Suspended "))
  }

  @Test("explain through a pipe prints the page, then the question again")
  func explainPiped() {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = run(["--seed", "5", "--count", "1", "--kind", "trap"], input: ["explain", "t"], home: home)
    let parts = result.out.components(separatedBy: "[1/1] true or false")
    // Shown, shown again after the page, and (t is a miss here) once more as a learning step.
    #expect(parts.count == 4)
    #expect(parts.count == 4 && parts[1].contains("> explain\n") && parts[1].count > 500)
    #expect(parts.count == 4 && parts[2].contains("↻ Again, from earlier in this session:"))
  }

  @Test("A miss comes back in the same session until answered right; the summary counts it once, as relearned")
  func learningSteps() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // Seed 5's one trap question is false: t misses, f is right.
    let result = run(["--seed", "5", "--count", "1", "--kind", "trap"], input: ["t", "f"], home: home)
    #expect(result.out.components(separatedBy: "↻ Again, from earlier in this session:").count == 2)
    #expect(result.out.contains("Score: 0 of 1 (0%), 0 skipped."))
    #expect(result.out.contains("Misses asked again and then answered right: 1 of 1."))
    let history = try String(contentsOfFile: home + "/history.jsonl", encoding: .utf8).split(separator: "\n")
    #expect(history.count == 2)
    #expect(history.first?.contains("\"rating\": 1") == true && history.last?.contains("\"rating\": 3") == true)
    // Missed every time: back three times at most, then the session ends.
    let stubborn = run(
      ["--seed", "5", "--count", "1", "--kind", "trap"], input: ["t", "t", "t", "t", "t"], home: home + "-2")
    defer { try? FileManager.default.removeItem(atPath: home + "-2") }
    #expect(stubborn.out.components(separatedBy: "↻ Again").count == 4)
    #expect(stubborn.out.contains("Misses asked again and then answered right: 0 of 1."))
  }

  @Test("stats names the weakest items by title, not id")
  func statsTitles() {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    _ = run(["--seed", "3", "--count", "2", "--kind", "state"], input: ["skip", "skip"], home: home)
    let text = CLIRunner.run(["stats"], environment: ["LANG": "C", "LIFEQUIZ_HOME": home, "LIFEQUIZ_NOW": Self.now])
    #expect(text.out.contains("Weakest items\n  state · "))
    #expect(!text.out.contains("state/"))
  }

  @Test("Answers are kept across sessions; nothing due says when the next review is")
  func schedule() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    _ = run(
      ["--seed", "2", "--count", "1", "--kind", "trap", "--topic", "suspended", "--new", "1"], input: ["f"], home: home)
    let second = run(
      ["--seed", "2", "--count", "5", "--kind", "trap", "--topic", "suspended", "--new", "1"], input: [], home: home)
    #expect(second.code == .success)
    #expect(second.out.hasPrefix("Nothing is due today; the next review is on "))
    let cram = run(["--count", "1", "--kind", "trap", "--topic", "suspended", "--cram"], input: ["t"], home: home)
    #expect(cram.out.contains("[1/1]"))
  }

  @Test("End of input before any answer ends with a summary and exit 0")
  func endOfInput() {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = run(["--count", "2"], input: [], home: home)
    #expect(result.code == .success)
    #expect(result.out.contains("No answers given (2 planned)."))
  }

  @Test(
    "Bad options are usage errors",
    arguments: [
      (["--count", "0"], "Error: '0' is not a valid --count; use a whole number from 1 to 500."),
      (["--topic", "inactiv"], "Error: Unknown topic 'inactiv'. Did you mean 'inactive'?"),
      (
        ["--kind", "quiz"],
        "Error: 'quiz' is not a valid value for --kind; use order, next, state, classify, trap, recall, vc-order, "
          + "notification, phase or trace."
      ),
      (["--seed", "-1"], "Error: '-1' is not a valid seed; use a whole number from 0."),
    ])
  func badOptions(arguments: [String], message: String) {
    let result = run(arguments, input: [], home: home())
    #expect(result.code == .usage)
    #expect(result.err.hasPrefix(message + "\n"))
  }

  @Test("A progress folder that cannot be written is a one-line failure")
  func unwritable() {
    let result = run(["--count", "1", "--data-dir", "/proc/lifequiz"], input: [], home: home())
    #expect(result.code == .failure)
    #expect(result.err.hasPrefix("Error: Cannot save practice progress at /proc/lifequiz"))
    #expect(result.err.split(separator: "\n").count == 1)
  }

  @Test("Stats after a session: reviews, accuracy by topic and kind, due days, JSON too")
  func stats() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    _ = run(["--seed", "3", "--count", "2", "--kind", "trap"], input: ["t", "f"], home: home)
    let environment = ["LANG": "C", "LIFEQUIZ_HOME": home, "LIFEQUIZ_NOW": Self.now]
    let text = CLIRunner.run(["stats"], environment: environment)
    #expect(text.code == .success)
    #expect(text.out.contains("Reviews: 2 over 2 items"))
    #expect(text.out.contains("Days in a row with practice: 1."))
    #expect(text.out.contains("Accuracy by kind\n  true or false "))
    let json = CLIRunner.run(["stats", "--format", "json"], environment: environment)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(object["reviews"] as? Int == 2)
    #expect((object["due"] as? [Any])?.count == 30)
    // Coverage counts the items answered among all there are.
    let coverage = try #require(object["coverage"] as? [String: Any])
    #expect(coverage["seen"] as? Int == 2)
    #expect((coverage["total"] as? Int ?? 0) > 500)
    let kinds = try #require(coverage["byKind"] as? [[String: Any]])
    #expect(kinds.first { $0["kind"] as? String == "trap" }?["seen"] as? Int == 2)
    // Both answers were right: no weakest item, never a fresh review read as "recall 100%".
    #expect((object["weakest"] as? [Any])?.isEmpty == true)
    #expect(text.out.contains("Weakest items\n  No item missed yet.\n"))
    let empty = CLIRunner.run(["stats"], environment: ["LANG": "C", "LIFEQUIZ_HOME": home + "-none"])
    #expect(empty.out == "No practice yet. Start with 'lifequiz practice'.\n")
    #expect(!FileManager.default.fileExists(atPath: home + "-none"), "stats made a data folder for nothing")
  }
}
