import Foundation
import Testing

/// What a new user meets first: where to start, a mistyped data folder,
/// the topic list for programs.
@Suite("A newcomer's first commands")
struct NewcomerTests {
  func home() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-new-\(UUID().uuidString)").path
  }

  @Test("The first practice session says where to start, once")
  func firstRun() throws {
    let home = home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let environment = ["LANG": "C", "LIFEQUIZ_HOME": home, "LIFEQUIZ_NOW": "1795300000"]
    let first = CLIRunner.run(["practice", "--count", "1", "--kind", "trap", "--seed", "5"], environment: environment)
    #expect(first.out.hasPrefix("New here? Three ways in: 'lifequiz explain states'"))
    // No answer given yet: still a first session.
    let answered = try BinaryRunner.run(
      ["practice", "--count", "1", "--kind", "trap", "--seed", "5"], environment: environment, input: "f\n")
    #expect(answered.out.hasPrefix("New here?"))
    let later = try BinaryRunner.run(
      ["practice", "--count", "1", "--kind", "trap", "--seed", "6"], environment: environment, input: "")
    #expect(!later.out.contains("New here?"))
  }

  @Test("stats --data-dir on a folder that is not there says so, exit 1")
  func missingDataFolder() {
    // A name of its own: nothing, not even an earlier run, has made it.
    let missing = home()
    defer { try? FileManager.default.removeItem(atPath: missing) }
    let result = CLIRunner.run(["stats", "--data-dir", missing])
    #expect(result.code == .failure)
    #expect(result.err.hasPrefix("Error: There is no folder \(missing);"))
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test("explain --format json with no topic lists every page as JSON")
  func topicListJSON() throws {
    let result = CLIRunner.run(["explain", "--format", "json"])
    #expect(result.code == .success)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let topics = try #require(object["topics"] as? [[String: Any]])
    #expect(topics.first?["id"] as? String == "states")
    #expect((object["callbacks"] as? [[String: Any]])?.isEmpty == false)
  }
}
