import Foundation
import LifeQuizContent
import LifeQuizPlatform
import Testing

/// The timeline kinds through the real binary, piped, in English and Korean:
/// each is asked, graded, taught on a miss and titled in the summary.
@Suite("lifequiz practice --kind vc-order|notification|phase|trace", .serialized)
struct PracticeKindTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let kind: String
    let language: String
    /// Extra filters, so the wrong answer below is one the kind can take.
    let filters: [String]
    let answer: String
    /// The question header, the miss, and what the feedback must teach.
    let expected: [String]
    var testDescription: String { "\(kind) \(language)" }
  }

  static let cases: [Case] = [
    Case(
      kind: "vc-order", language: "C", filters: [], answer: "1",
      expected: [
        "] view controller order · ", "✗ Not quite.", "The model says:", "vc-1", " in place.",
        "View controller callbacks follow the view hierarchy",
      ]),
    Case(
      kind: "vc-order", language: "ko_KR.UTF-8", filters: [], answer: "1번",
      expected: ["] 뷰 컨트롤러 순서 · ", "✗ 오답입니다.", "정답:", "뷰 컨트롤러 1", "제자리에 있습니다.", "뷰 컨트롤러 콜백은 앱 상태가 아니라 뷰 계층을 따릅니다."]),
    Case(
      kind: "notification", language: "C", filters: ["--style", "app"], answer: "1",
      expected: [
        "] notifications · ", "✗ Not quite.", "The model says:", "UIApplication.", " in place.",
        "Each notification is posted after its delegate method.",
      ]),
    Case(
      kind: "notification", language: "ko_KR.UTF-8", filters: ["--style", "app"], answer: "1번",
      expected: [
        "] 노티피케이션 · ", "✗ 오답입니다.", "정답:", "UIApplication.", "제자리에 있습니다.",
        "노티피케이션은 대응하는 델리게이트 메서드가 끝난 뒤 게시됩니다.",
      ]),
    Case(
      kind: "phase", language: "C", filters: ["--topic", "background"], answer: "3",
      expected: ["] SwiftUI scenePhase · ", "✗ Not quite.", "The model says: .active", "App (aggregate)", "~ app"]),
    Case(
      kind: "phase", language: "ko_KR.UTF-8", filters: ["--topic", "background"], answer: "백그라운드 상태",
      expected: ["] SwiftUI scenePhase · ", "✗ 오답입니다.", "정답: .active", "App(전체 합산)", "~ 앱"]),
    Case(
      kind: "trace", language: "C", filters: ["--style", "app"], answer: "sceneDidDisconnect",
      expected: [
        "] type the callbacks · ", "✗ Not quite.", "Doesn't fire here: sceneDidDisconnect(_:)",
        "an app-delegate-only app has no scenes, so nothing", " does (app: ",
      ]),
    Case(
      kind: "trace", language: "ko_KR.UTF-8", filters: ["--style", "app"], answer: "sceneDidDisconnect",
      expected: ["] 콜백 직접 입력 · ", "✗ 오답입니다.", "정답:", "여기서는 호출되지 않음: sceneDidDisconnect(_:)", "씬이 없으므로"]),
  ]

  static func environment(_ home: String, _ language: String) -> [String: String] {
    ["LANG": language, "LIFEQUIZ_HOME": home, "LIFEQUIZ_NOW": "1795300000", "PATH": "/usr/bin:/bin"]
  }

  @Test("A piped session of one kind: asked, graded, taught, recorded, and titled in the summary", arguments: cases)
  func session(_ test: Case) throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-kind-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = try BinaryRunner.run(
      ["practice", "--kind", test.kind, "--count", "1", "--seed", "1"] + test.filters,
      environment: Self.environment(home, test.language), input: test.answer + "\n")
    #expect(result.status == 0)
    #expect(result.err.isEmpty, "\(result.err)")
    for text in test.expected { #expect(result.out.contains(text), "\(text) in:\n\(result.out)") }
    let history = (try? String(contentsOfFile: home + "/history.jsonl", encoding: .utf8)) ?? ""
    #expect(history.contains("\"item\": \"\(test.kind)/"))
    #expect(history.contains("\"correct\": false"))
    // The summary names the topic by its page's title and the item by its scenario's.
    let summary = try #require(result.out.components(separatedBy: "\n\n").last)
    let topicLine = try #require(summary.split(separator: "\n").first { $0.hasSuffix("0/1") })
    let topic = try #require(history.components(separatedBy: "\"topic\": \"").last?.split(separator: "\"").first)
    #expect(!topicLine.hasPrefix("  \(topic) "), "\(topicLine)")
    #expect(!summary.contains("\(test.kind)/"))
  }

  @Test("A notification picked where none is posted is named as not posted, not as not called")
  func notificationNotPosted() throws {
    for (language, label) in [("C", "Not posted here: scene-1"), ("ko_KR.UTF-8", "여기서는 게시되지 않음: 씬 1")] {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-kind-\(UUID().uuidString)")
        .path
      defer { try? FileManager.default.removeItem(atPath: home) }
      // A call over an app-delegate-only app: UIScene.willDeactivateNotification is option 1, not posted.
      // (Seed 12 picks it; new scenarios can move it.)
      let result = try BinaryRunner.run(
        ["practice", "--kind", "notification", "--count", "1", "--seed", "12"],
        environment: Self.environment(home, language), input: "1 2\n")
      #expect(result.out.contains(label + " UIScene.willDeactivateNotification"), "\(result.out)")
      #expect(!result.out.contains("Doesn't fire here: scene-1") && !result.out.contains("호출되지 않음: 씬 1"))
    }
  }

  @Test("A recall answer is judged point by point; r N counts a missed point, Enter takes the new suggestion")
  func recallOverride() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-kind-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = try BinaryRunner.run(
      ["practice", "--kind", "recall", "--count", "1", "--seed", "2"], environment: Self.environment(home, "C"),
      input: "Nothing I can recall.\nr 1\n\n")
    #expect(result.status == 0)
    #expect(result.out.contains("  · 1. "))
    #expect(result.out.contains("Suggested: again (0 of "))
    #expect(result.out.contains("> r 1\nPoint 1 counted as stated (kept in the record as your call).\nSuggested: "))
    let history = (try? String(contentsOfFile: home + "/history.jsonl", encoding: .utf8)) ?? ""
    #expect(history.contains("\"kind\": \"recall\""))
  }

  /// Practice reads a question's ways only to grade it, after the answer:
  /// the model answer must still hit every point, in both languages.
  @Test("A recall question's model answer, typed in practice, is suggested good with every point")
  func recallModelAnswer() throws {
    let library = try ContentLibrary(folder: LocalPath(BuiltProduct.root.appendingPathComponent("Content").path))
    let question = try #require(try library.questions().first { $0.id == "q-home-and-back-data-refresh" })
    for (language, code, expected) in [
      (Language.english, "C", "Suggested: good (3 of 3 key points)."),
      (Language("ko"), "ko_KR.UTF-8", "제안 평가: 보통(핵심 포인트 3개 중 3개)."),
    ] {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-kind-\(UUID().uuidString)")
        .path
      defer { try? FileManager.default.removeItem(atPath: home) }
      let result = try BinaryRunner.run(
        ["practice", "--kind", "recall", "--topic", "foreground-prep", "--count", "1"],
        environment: Self.environment(home, code), input: question.answer[language] + "\n\n")
      #expect(result.status == 0)
      #expect(result.out.contains(expected), "\(result.out)")
    }
  }

  @Test("A right answer typed after a hint rates hard, and stats title the kind")
  func rightAfterHint() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-kind-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: home) }
    // A declined call in an app-based app: the dismiss calls applicationDidBecomeActive(_:) alone.
    let result = try BinaryRunner.run(
      ["practice", "--kind", "trace", "--style", "app", "--topic", "inactive", "--count", "1", "--seed", "2"],
      environment: Self.environment(home, "C"), input: "?\ndidBecomeActive\n")
    #expect(result.status == 0)
    #expect(result.out.contains("> ?\nThis event calls 1 delegate method.\n"), "\(result.out)")
    #expect(result.out.contains("> didBecomeActive\n✓ Correct, rated hard: you used a hint.\n"))
    let history = (try? String(contentsOfFile: home + "/history.jsonl", encoding: .utf8)) ?? ""
    #expect(history.contains("\"item\": \"trace/app-call-declined\""))
    #expect(history.contains("\"rating\": 2, \"correct\": true"))
    let stats = try BinaryRunner.run(["stats"], environment: Self.environment(home, "ko_KR.UTF-8"))
    #expect(stats.out.contains("콜백 직접 입력"))
    #expect(!stats.out.contains("  trace "))
  }
}

@Suite("Korean state names in practice")
struct KoreanStateNameTests {
  @Test("An app's states read as the pages write them; a scene's activation states stay code, background too")
  func stateNames() throws {
    for (seed, expected, absent) in [
      ("1", "  1. Not Running", "  1. notRunning"), ("2", "  4. background", "  4. Background"),
    ] {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-kind-\(UUID().uuidString)")
        .path
      defer { try? FileManager.default.removeItem(atPath: home) }
      let result = try BinaryRunner.run(
        ["practice", "--kind", "state", "--cram", "--count", "1", "--seed", seed],
        environment: PracticeKindTests.environment(home, "ko_KR.UTF-8"), input: "1\n")
      #expect(result.out.contains(expected + "\n") && !result.out.contains(absent + "\n"), "\(result.out)")
    }
  }
}

@Suite("Practice verdicts")
struct VerdictWrapTests {
  @Test("A Korean partial verdict wraps at the width by display width, between words")
  func koreanVerdictWraps() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-kind-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = try BinaryRunner.run(
      ["practice", "--count", "1", "--seed", "9"], environment: PracticeKindTests.environment(home, "ko_KR.UTF-8"),
      input: "1 3 7 2\n")
    let lines = result.out.split(separator: "\n").map(String.init)
    let verdict = try #require(lines.firstIndex { $0.hasPrefix("½ ") }, "\(result.out)")
    #expect(displayWidth(lines[verdict]) <= 80 && displayWidth(lines[verdict + 1]) <= 80)
    #expect(lines[verdict + 1] == "어려움으로 기록합니다.", "\(lines[verdict...].prefix(2))")
  }
}
