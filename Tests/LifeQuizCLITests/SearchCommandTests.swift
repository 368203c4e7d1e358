import Foundation
import LifeQuizStorage
import Testing

@Suite("Search command")
struct SearchCommandTests {
  @Test("A pasted interview question lists kind, title, a marked snippet and the command that opens it")
  func text() {
    let result = CLIRunner.run(["search", "why", "must", "the", "UI", "be", "updated", "on", "the", "main", "thread"])
    #expect(result.code == .success)
    // The page and the bank's question both answer it; the page, whose
    // names hold `main-thread`, comes first.
    #expect(result.out.hasPrefix("1. page · Threads and the life cycle\n"))
    #expect(result.out.contains("\n2. interview question · Why must UIKit be used from the main thread?\n"))
    #expect(result.out.contains("[main]"))
    #expect(result.out.contains("   lifequiz explain threads\n"))
    for line in result.out.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
  }

  @Test("Korean finds Korean pages, with the --lang flag in the command")
  func korean() {
    let result = CLIRunner.run(["search", "메인스레드에서", "UI를", "업데이트하는", "이유", "--lang", "ko", "--limit", "3"])
    #expect(result.code == .success)
    #expect(result.out.contains("lifequiz explain threads --lang ko"))
  }

  @Test("JSON gives the query and the results best first, with the documented fields")
  func json() throws {
    let result = CLIRunner.run(["search", "force", "quit", "--format", "json", "--limit", "3"])
    #expect(result.code == .success)
    let root = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(root["query"] as? String == "force quit")
    let results = try #require(root["results"] as? [[String: Any]])
    #expect(results.count == 3)
    #expect(Set(results[0].keys) == ["kind", "id", "title", "snippet", "score", "command"])
    #expect(results[0]["id"] as? String == "termination")
    let scores = results.compactMap { $0["score"] as? Double }
    #expect(scores == scores.sorted(by: >))
  }

  @Test("Nothing found is a failure; no words or a bad --limit is a usage error")
  func errors() {
    let nothing = CLIRunner.run(["search", "zzzqqq"])
    #expect(nothing.code == .failure)
    #expect(
      nothing.err == "Error: Nothing matches 'zzzqqq'. Try other words, or run 'lifequiz explain' to list every page.\n"
    )
    #expect(CLIRunner.run(["search"]).code == .usage)
    let limit = CLIRunner.run(["search", "call", "--limit", "0"])
    #expect(limit.code == .usage)
    #expect(limit.err.hasPrefix("Error: '0' is not a valid --limit; use a whole number from 1 to 50.\n"))
  }
}

@Suite("Search command cache")
struct SearchCommandCacheTests {
  @Test("A home that is not there is never made: search, stats and practice run without a cache")
  func missingHome() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-nohome-\(UUID().uuidString)")
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-data-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let environment = ["LANG": "C", "HOME": home.path, "LIFEQUIZ_HOME": data.path]
    #expect(CLIRunner.run(["search", "force", "quit"], environment: environment).code == .success)
    #expect(CLIRunner.run(["stats"], environment: environment).code == .success)
    let practice = try BinaryRunner.run(
      ["practice", "--kind", "trap", "--count", "1", "--seed", "3"], environment: environment, input: "t\n")
    #expect(practice.status == 0, "\(practice.err)")
    #expect(!FileManager.default.fileExists(atPath: home.path))
  }

  @Test("The built index is cached under XDG_CACHE_HOME; a warm, stale or damaged cache gives the same results")
  func cache() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-xdg-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = ["LANG": "C", "XDG_CACHE_HOME": folder.path]
    let arguments = ["search", "force", "quit", "--format", "json", "--limit", "3"]
    let cold = CLIRunner.run(arguments, environment: environment)
    #expect(cold.code == .success)
    let file = folder.appendingPathComponent("lifequiz/search-en.index")
    #expect(FileManager.default.fileExists(atPath: file.path))
    let warm = CLIRunner.run(arguments, environment: environment)
    #expect(warm.out == cold.out)
    #expect(warm.err.isEmpty)
    try Data("not an index".utf8).write(to: file)
    let damaged = CLIRunner.run(arguments, environment: environment)
    #expect(damaged.code == .success)
    #expect(damaged.out == cold.out)
    #expect(try Data(contentsOf: file).count > 1000)
    #expect(cold.out == CLIRunner.run(arguments).out)
  }

  @Test("A question hit opens that question and its model answer; highlights leave punctuation out; 메소드 is 메서드")
  func questionHitsAndHighlights() throws {
    let hit = CLIRunner.run(["--color", "never", "search", "--limit", "1", "home and back"])
    #expect(hit.out.contains("lifequiz explain q-home-and-back\n"))
    #expect(hit.out.contains("[back];"))
    #expect(!hit.out.contains(";]") && !hit.out.contains(",]"))
    let selector = CLIRunner.run([
      "--color", "never", "search", "--limit", "1", "beginBackgroundTask expiration handler",
    ])
    #expect(selector.out.contains("[beginBackgroundTask(expirationHandler:)]"), "\(selector.out)")
    let page = CLIRunner.run(["explain", "q-home-and-back"])
    #expect(page.code == .success)
    #expect(page.out.hasPrefix("interview question · What happens, callback by callback, when the user goes"))
    #expect(page.out.contains("Model answer:\n  The scene resigns active"))
    #expect(page.out.contains("lifequiz explain q-home-and-back-reclaimed"))
    #expect(page.out.contains("lifequiz interview --question q-home-and-back\n"))
    let json = CLIRunner.run(["explain", "--format", "json", "q-home-and-back"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(object["topic"] as? String == "callbacks")
    #expect((object["keyPoints"] as? [String])?.count == 4)
    let korean = CLIRunner.run(["--lang", "ko", "search", "--format", "json", "메소드 호출 순서"])
    let standard = CLIRunner.run(["--lang", "ko", "search", "--format", "json", "메서드 호출 순서"])
    #expect(korean.out.replacingOccurrences(of: "메소드", with: "메서드") == standard.out)
    let unknown = CLIRunner.run(["explain", "no-such-topic-xyz"])
    #expect(unknown.code == .usage)
    #expect(unknown.err.hasPrefix("Error: Unknown topic 'no-such-topic-xyz'."))
  }
}
