import Foundation
import LifeQuizCLI
import LifeQuizContent
import LifeQuizPlatform
import LifeQuizTestSupport
import Testing

@Suite("lifequiz explain")
struct ExplainTests {
  @Test(
    "Pages render to their snapshots in both languages at two widths",
    arguments: [
      ("states", "en", 80), ("states", "ko", 80), ("states", "ko", 50), ("inactive", "ko", 80),
      ("willResignActive", "en", 60), ("callbacks", "ko", 100),
    ])
  func render(topic: String, language: String, width: Int) {
    let result = CLIRunner.run(
      ["explain", topic, "--lang", language, "--color", "never"], terminal: true, width: width)
    #expect(result.code == .success)
    #expect(result.err.isEmpty)
    for line in result.out.split(separator: "\n") {
      #expect(displayWidth(String(line)) <= width, "too wide at \(width): \(line)")
    }
    assertSnapshot(result.out, named: "explain-\(topic).\(language).\(width).txt")
  }

  @Test("Every page renders in every language at every width, and every line fits", arguments: [40, 60, 80, 132])
  func everyPageFits(width: Int) throws {
    let library = try ContentLibrary(folder: try ResourceLocator(environment: [:]).contentFolder)
    let names = library.topics.map(\.id) + (try library.callbacks()).map(\.pageID)
    for name in names {
      for language in Language.inRepository.map(\.rawValue) {
        let result = CLIRunner.run(["explain", name, "--lang", language], terminal: true, width: width)
        #expect(result.code == .success, "\(name) \(language) \(width): \(result.err)")
        for line in result.out.split(separator: "\n") {
          let plain = stripANSI(String(line))
          guard displayWidth(plain) > width else { continue }
          // Only a word wider than the terminal (a long selector) may stick out, and then
          // the wrapper must have put it at the start of its line, after the indent.
          let words = plain.split(separator: " ")
          let first = words.first.map(String.init) ?? ""
          let opener = ["-", "•", "|"].contains(first) || first.hasSuffix(".")
          let word = String((opener && words.count > 1 ? words[1] : words.first) ?? "")
          let indent = displayWidth(plain) - displayWidth(String(plain.drop { $0 == " " }))
          #expect(
            displayWidth(word) > width - indent - (opener ? displayWidth(first) + 1 : 0) - 1,
            "\(name) \(language) \(width): \(line)")
        }
      }
    }
  }

  @Test("No topic lists every page with its summary, in the chosen language")
  func list() {
    let result = CLIRunner.run(["explain", "--lang", "ko"])
    #expect(result.code == .success)
    #expect(result.out.hasPrefix("주제\n  states"))
    #expect(result.out.contains("  sceneWillResignActive"))
    #expect(result.out.contains("씬이 이벤트를 더는 받지 않게 되기 직전에"))
  }

  @Test("--raw prints the Markdown source with the trace block unexpanded")
  func raw() {
    let result = CLIRunner.run("explain inactive --raw")
    #expect(result.code == .success)
    #expect(result.out.hasPrefix("# When does an app become inactive?\n"))
    #expect(result.out.contains("```trace\nscenario: scene-notification-center\nfocus: 2\n```"))
  }

  @Test("--format json gives the page with its traces computed by the core")
  func json() throws {
    let result = CLIRunner.run("explain willResignActive --format json")
    #expect(result.code == .success)
    let page = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(page["id"] as? String == "sceneWillResignActive")
    #expect(page["kind"] as? String == "callback")
    #expect(page["language"] as? String == "en")
    let traces = try #require(page["traces"] as? [[String: Any]])
    let steps = try #require(traces.first?["steps"] as? [[String: Any]])
    let second = try #require(steps.dropFirst().first?["callbacks"] as? [[String: String]])
    #expect(second == [["receiver": "scene-1", "method": "sceneWillResignActive(_:)"]])
  }

  @Test(
    "A name nothing matches is a usage error with the nearest topic",
    arguments: [("inactve", "inactive"), ("termnation", "termination")])
  func unknownTopic(typed: String, suggested: String) {
    let result = CLIRunner.run(["explain", typed])
    #expect(result.code == .usage)
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix("Error: Unknown topic '\(typed)'. Did you mean '\(suggested)'?\n"))
  }

  @Test("An unknown name with one clear best search result shows that page after a notice")
  func searchFallbackShowsPage() {
    let result = CLIRunner.run(["explain", "비활"])
    #expect(result.code == .success)
    #expect(result.err == "Showing 'inactive' for '비활'.\n")
    #expect(result.out.hasPrefix("When does an app become inactive?\n"))
  }

  @Test("Several words are searched; without a clear winner the best results are listed and explain fails")
  func searchFallbackLists() {
    let result = CLIRunner.run(["explain", "willResignActiv"])
    #expect(result.code == .failure)
    #expect(result.out.hasPrefix("1. "))
    #expect(result.out.contains("lifequiz explain sceneWillResignActive"))
    #expect(
      result.err
        == "Error: No page is named 'willResignActiv'; the results above match it best. Open one with its command.\n")
    let phrase = CLIRunner.run(["explain", "force", "quit"])
    #expect(phrase.code == .success)
    #expect(phrase.err == "Showing 'termination' for 'force quit'.\n")
    #expect(phrase.out.hasPrefix("Termination\n"))
  }

  @Test("A missing Korean page falls back to English with a one-line notice on stderr")
  func fallback() throws {
    try withResources({
      try FileManager.default.removeItem(at: $0.appendingPathComponent("Content/ko/topics/run-loop.md"))
    }) { environment in
      let result = CLIRunner.run(["explain", "run-loop", "--lang", "ko"], environment: environment)
      #expect(result.code == .success)
      #expect(result.out.hasPrefix("The main run loop\n"))
      #expect(result.err == "'run-loop'의 한국어 페이지가 아직 없어 영어로 보여 줍니다.\n")
    }
  }

  @Test("A damaged content file is a one-line failure naming file, key and reason")
  func damagedContent() throws {
    try withResources({ folder in
      let file = folder.appendingPathComponent("Content/scenarios.json")
      let text = try String(contentsOf: file, encoding: .utf8)
      try text.replacingOccurrences(
        of: #""style": "app", "events": ["launch"]"#, with: #""style": "ipad", "events": ["launch"]"#
      )
      .write(to: file, atomically: true, encoding: .utf8)
    }) { environment in
      // The launch page shows that scenario (app-cold-launch); a page that does not is not stopped by it.
      let result = CLIRunner.run(["explain", "launch"], environment: environment)
      #expect(result.code == .failure)
      #expect(result.out.isEmpty)
      #expect(result.err.hasPrefix("Error: Damaged content: "))
      #expect(result.err.contains("scenarios.json: scenarios[1].style is invalid"))
      #expect(result.err.hasSuffix("Reinstall lifequiz, or restore the file and run 'lifequiz lint-content'.\n"))
      #expect(result.err.split(separator: "\n").count == 1)
    }
  }

  @Test("lint-content passes on the installed content and fails, naming the problem, on a broken copy")
  func lintContent() throws {
    let clean = CLIRunner.run("lint-content")
    #expect(clean.code == .success)
    #expect(clean.out.hasPrefix("Content is clean: "))
    try withResources({ folder in
      let file = folder.appendingPathComponent("Content/scenarios.json")
      let text = try String(contentsOf: file, encoding: .utf8)
      try text.replacingOccurrences(
        of: #""events": ["launch", "home", "launch"]"#, with: #""events": ["launch", "hom", "launch"]"#
      )
      .write(to: file, atomically: true, encoding: .utf8)
    }) { environment in
      let result = CLIRunner.run(["lint-content"], environment: environment)
      #expect(result.code == .failure)
      #expect(
        result.err.contains(
          "Content/scenarios.json: scenarios[5] (scene-home-and-return).events: LQ002 'hom' is not an event. Fix: use an event from 'lifequiz simulate --list-events'"
        ))
      #expect(result.err.hasSuffix("Error: Content problems found: 2; see the lines above.\n"))
    }
  }

  @Test("A code line wider than the terminal wraps at spaces, deeper than its indent, losing nothing")
  func codeWraps() throws {
    let code = "  let window = UIWindow(windowScene: windowScene) // 첫 윈도우를 만듭니다"
    try withResources({ folder in
      let file = folder.appendingPathComponent("Content/en/topics/states.md")
      let text = try String(contentsOf: file, encoding: .utf8)
      try (text + "\n```swift\nfunc start() {\n" + code + "\n}\n```\n").write(
        to: file, atomically: true, encoding: .utf8)
    }) { environment in
      let result = CLIRunner.run(
        ["explain", "states", "--lang", "en", "--color", "never"], environment: environment, terminal: true, width: 40)
      let lines = result.out.split(separator: "\n").map(String.init)
      let start = try #require(lines.firstIndex(of: "    func start() {"))
      let wrapped = Array(lines[(start + 1)...].prefix { $0 != "    }" })
      #expect(
        wrapped == [
          "      let window = UIWindow(windowScene:", "          windowScene) // 첫 윈도우를",
          "          만듭니다",
        ])
      #expect(wrapped.allSatisfy { displayWidth($0) <= 40 })
    }
  }

  /// A copy of the installed resources with `change` applied, used through
  /// `LIFEQUIZ_RESOURCES`.
  private func withResources(_ change: (URL) throws -> Void, _ body: ([String: String]) throws -> Void) throws {
    let installed = try ResourceLocator(environment: [:]).root
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lifequiz-resources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["Content", "Localization"] {
      try FileManager.default.copyItem(
        at: installed.url.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    try change(folder)
    try body(["LANG": "C", "LIFEQUIZ_RESOURCES": folder.path])
  }
}

/// Text without ANSI colour codes.
func stripANSI(_ text: String) -> String {
  var out = ""
  var inEscape = false
  for scalar in text.unicodeScalars {
    if inEscape {
      if scalar == "m" { inEscape = false }
    } else if scalar == "\u{1B}" {
      inEscape = true
    } else {
      out.unicodeScalars.append(scalar)
    }
  }
  return out
}
