import Foundation
import LifeQuizStorage
import Testing

/// Damaged, oversized or missing resources: a finding or a one-line error
/// naming the file, never a crash or a hang.
@Suite("Damaged resources")
struct DamagedResourceTests {
  /// A copy of Content/ and Localization/ with `change` applied, and the
  /// environment that points lifequiz at it.
  static func withCopy(_ change: (URL) throws -> Void, _ body: (URL, [String: String]) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-res-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["Content", "Localization"] {
      try FileManager.default.copyItem(
        at: BuiltProduct.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    try change(folder)
    try body(folder, ["LANG": "C", "LIFEQUIZ_RESOURCES": folder.path, "LIFEQUIZ_HOME": folder.path + "/home"])
  }

  static func edit(_ file: URL, _ old: String, _ new: [UInt8]) throws {
    let bytes = try [UInt8](Data(contentsOf: file))
    let old = [UInt8](old.utf8)
    let start = try #require((0...(bytes.count - old.count)).first { Array(bytes[$0..<$0 + old.count]) == old })
    try Data(bytes[..<start] + new + bytes[(start + old.count)...]).write(to: file)
  }

  struct Damage: CustomTestStringConvertible, Sendable {
    let name: String
    let file: String
    let old: String
    let new: [UInt8]
    /// The key and reason a command and the linter must both report.
    let key: String
    let reason: String
    var testDescription: String { name }
  }

  static let damages: [Damage] = [
    Damage(
      name: "a misconception's check step past its scenario's end", file: "misconceptions.json", old: "\"step\": 4",
      new: Array("\"step\": 99".utf8),
      key: "misconceptions[2].check.step", reason: "names step 99, but scenario 'app-swipe-kill-suspended' has 4"),
    Damage(
      name: "a misconception's check step below 1", file: "misconceptions.json", old: "\"step\": 4",
      new: Array("\"step\": -3".utf8),
      key: "misconceptions[2].check.step", reason: "must be a step number from 1, or null for the whole trace"),
    Damage(
      name: "a scenario with no events", file: "scenarios.json", old: "\"events\": [\"launch\"]",
      new: Array("\"events\": []".utf8), key: "scenarios[0].events", reason: "must list at least one event"),
    Damage(
      name: "invalid UTF-8 in a string", file: "questions.json", old: "\"id\"", new: [0x22, 0x69, 0xFF, 0x64, 0x22],
      key: "line 3", reason: "is not valid JSON: invalid UTF-8 in a string"),
    Damage(
      name: "nesting 100,000 levels deep", file: "topics.json", old: "{",
      new: Array(("{\"x\": " + String(repeating: "[", count: 100_000) + ",").utf8),
      key: "line 1", reason: "is not valid JSON: nested more than 64 levels deep"),
  ]

  @Test(
    "Damaged content is a finding in lint-content and an error naming file and key in every command",
    arguments: damages)
  func damagedContent(_ damage: Damage) throws {
    try Self.withCopy({ try Self.edit($0.appendingPathComponent("Content/" + damage.file), damage.old, damage.new) }) {
      folder, environment in
      let path = folder.appendingPathComponent("Content/" + damage.file).path
      let lint = CLIRunner.run(["lint-content"], environment: environment)
      #expect(lint.code == .failure)
      #expect(
        lint.err.hasPrefix(
          "Content/\(damage.file): \(damage.key): LQ000 \(damage.reason). Fix: repair the file so it decodes (see the reason), or restore it from git\n"
        ), "\(lint.err)")
      for command in [["deck"], ["practice", "--kind", "trap"]] {
        let result = CLIRunner.run(command, environment: environment)
        #expect(result.code == .failure)
        #expect(
          result.err
            == "Error: Damaged content: \(path): \(damage.key) \(damage.reason). Reinstall lifequiz, or restore the file and run 'lifequiz lint-content'.\n"
        )
      }
    }
  }

  /// Practice reads the grader's words and ways only after the first
  /// written answer: damaged, they end the session there with the error,
  /// and the answer is not recorded.
  @Test(
    "Damaged grading words or ways end practice at the first written answer with an error naming the file",
    arguments: [
      ("Localization/vocabulary/en.json", "\"negations\": [", "\"negations\": 7, \"was\": ["),
      ("Content/grading.json", "\"keyPoints\": [", "\"keyPoints\": [["),
    ])
  func damagedGrading(file: String, old: String, new: String) throws {
    try Self.withCopy({ try Self.edit($0.appendingPathComponent(file), old, Array(new.utf8)) }) {
      folder, environment in
      let result = try BinaryRunner.run(
        ["practice", "--kind", "recall", "--count", "1"], environment: environment,
        input: "It calls sceneWillResignActive.\n\n")
      #expect(result.status == 1)
      #expect(result.out.contains("Answer in your own words"), "\(result.out)")
      #expect(
        result.err.hasPrefix("Error: Damaged content: \(folder.appendingPathComponent(file).path)"), "\(result.err)")
      #expect(!FileManager.default.fileExists(atPath: folder.path + "/home/history.jsonl"))
    }
  }

  @Test("A content file that is a FIFO, a folder or 64 GB is refused with a message, without a hang")
  func unreadableContent() throws {
    let cases: [(String, (String) throws -> Void)] = [
      ("is not a regular file (a FIFO, device or socket)", { #expect(mkfifo($0, 0o644) == 0) }),
      (
        "is a folder, not a file",
        { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false) }
      ),
      (
        "is larger than 16 MB, too large to be a lifequiz file",
        {
          close(creat($0, 0o644))
          #expect(truncate($0, 64 << 30) == 0)
        }
      ),
    ]
    for (reason, make) in cases {
      try Self.withCopy({ folder in
        let path = folder.appendingPathComponent("Content/scenarios.json").path
        unlink(path)
        try make(path)
      }) { folder, environment in
        let path = folder.appendingPathComponent("Content/scenarios.json").path
        let result = CLIRunner.run(["deck"], environment: environment)
        #expect(result.code == .failure)
        #expect(
          result.err
            == "Error: Damaged content: \(path) \(reason). Reinstall lifequiz, or restore the file and run 'lifequiz lint-content'.\n"
        )
        let lint = CLIRunner.run(["lint-content"], environment: environment)
        #expect(lint.err.hasPrefix("Content/scenarios.json: (file): LQ000 \(reason). Fix:"), "\(lint.err)")
      }
    }
  }

  @Test("A localization file that is too large or nested too deep is an error naming it, also for --help")
  func damagedLocalization() throws {
    try Self.withCopy({ folder in
      let path = folder.appendingPathComponent("Localization/en.json").path
      try Data(("{\"x\": " + String(repeating: "[", count: 100_000)).utf8).write(to: URL(fileURLWithPath: path))
    }) { folder, environment in
      let result = CLIRunner.run(["--help"], environment: environment)
      #expect(result.code == .failure)
      #expect(
        result.err.hasPrefix(
          "Error: \(folder.path)/Localization/en.json: line 1 is not valid JSON: nested more than 64 levels deep."))
    }
    try Self.withCopy({ folder in
      #expect(truncate(folder.appendingPathComponent("Localization/en.json").path, 64 << 30) == 0)
    }) { folder, environment in
      let result = CLIRunner.run(["--version"], environment: environment)
      #expect(result.code == .failure)
      #expect(result.err.hasPrefix("Error: \(folder.path)/Localization/en.json is larger than 16 MB"))
    }
  }
}
