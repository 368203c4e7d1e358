import Foundation
import Testing

/// Messages that must say what happened: escaped input, the right command's
/// wording, and no crash when resources are missing.
@Suite("Messages")
struct MessageTests {
  @Test("Control characters and ANSI escapes in input are shown escaped in errors")
  func escapedInput() {
    let command = CLIRunner.run(["\u{1B}[2Jwipe\u{202E}"])
    #expect(command.code == .usage)
    #expect(command.err.hasPrefix("Error: Unknown command '\\u{1B}[2Jwipe\\u{202E}'."))
    let value = CLIRunner.run(["deck", "--format", "x\ty\u{7}"])
    #expect(value.err.hasPrefix("Error: 'x\\ty\\u{7}' is not a valid value for --format"), "\(value.err)")
    let path = CLIRunner.run(["deck", "-o", "/nonexistent/\u{1B}]0;title\u{7}"])
    #expect(path.err.hasPrefix("Error: Cannot write /nonexistent/\\u{1B}]0;title\\u{7} ("))
    #expect(!(command.err + value.err + path.err).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
  }

  @Test("help help shows the overview")
  func helpHelp() {
    let result = CLIRunner.run(["help", "help"])
    #expect(result.code == .success)
    #expect(result.out == CLIRunner.run(["--help"]).out)
  }

  @Test("stats with a history that cannot be read says so, not 'No practice yet'")
  func unreadableHistory() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-stats-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let history = home.appendingPathComponent("history.jsonl")
    try FileManager.default.createDirectory(at: history, withIntermediateDirectories: true)
    let result = CLIRunner.run(["stats"], environment: ["LANG": "C", "LIFEQUIZ_HOME": home.path])
    #expect(result.code == .failure)
    #expect(!result.out.contains("No practice yet"))
    #expect(
      result.err
        == "Error: The practice history \(history.path) is a folder, not a file; make it a readable file again, or move it aside to start a new history.\n"
    )
  }

  @Test("stats words the damaged-file warning for statistics, not for practice")
  func statsDamagedWarning() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-stats-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try "{\"version\": 1, \"items\": [".write(
      to: home.appendingPathComponent("progress.json"), atomically: false, encoding: .utf8)
    let result = CLIRunner.run(["stats"], environment: ["LANG": "C", "LIFEQUIZ_HOME": home.path])
    #expect(result.err.hasPrefix("Warning: a damaged practice file was moved aside to "), "\(result.err)")
    #expect(!result.err.contains("practice goes on"))
  }

  @Test("--version works without resources; --help names what is missing")
  func missingResources() {
    let environment = ["LANG": "C", "LIFEQUIZ_RESOURCES": "/nonexistent/lifequiz"]
    let version = CLIRunner.run(["--version"], environment: environment)
    #expect(version.code == .success)
    #expect(version.out == "lifequiz 0.1.0 (content not found)\n")
    let help = CLIRunner.run(["--help"], environment: environment)
    #expect(help.code == .failure)
    #expect(help.err.hasPrefix("Error: lifequiz cannot find its resources (Content/ and Localization/)"))
  }

  @Test("lint-content with an empty path or a folder without content says what to give")
  func lintPaths() throws {
    let empty = CLIRunner.run(["lint-content", ""])
    #expect(empty.code == .usage)
    #expect(empty.err.hasPrefix("Error: The path is empty; give the path of a Content/ folder"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let notContent = CLIRunner.run(["lint-content", folder.path])
    #expect(notContent.code == .failure)
    #expect(notContent.err == "Error: No content folder at \(folder.path); give the path of a Content/ folder.\n")
  }
}
