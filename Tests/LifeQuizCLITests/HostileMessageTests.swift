import Foundation
import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage
import LifeQuizTestSupport
import Testing

/// Messages for input that was not what a command expects: an empty path,
/// an extra word, standard input that cannot be read.
@Suite("Messages for hostile input")
struct HostileMessageTests {
  @Test(
    "An empty path or an extra word is a usage error naming it (64)",
    arguments: [
      (["deck", "--output", ""], "Error: The path given to --output is empty; give a path, or leave the option out."),
      (
        ["stats", "--data-dir", ""],
        "Error: The path given to --data-dir is empty; give a path, or leave the option out."
      ),
      (
        ["practice", "--data-dir", ""],
        "Error: The path given to --data-dir is empty; give a path, or leave the option out."
      ),
      (["--version", "bogus"], "Error: Unexpected argument 'bogus'."),
      (["help", "--man", "bogus"], "Error: Unexpected argument 'bogus'."),
    ])
  func usage(arguments: [String], message: String) {
    let result = CLIRunner.run(arguments)
    #expect(result.code == .usage)
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix(message + "\n"), "\(result.err)")
  }

  @Test(
    "Standard input that is a folder is an error, not an empty session", arguments: ["practice", "interview", "play"])
  func folderAsInput(command: String) throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-in-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = try BinaryRunner.run(
      [command], environment: ["LIFEQUIZ_HOME": home, "LANG": "C"],
      inputFile: FileManager.default.temporaryDirectory.path)
    #expect(result.status == 1)
    #expect(result.out.isEmpty)
    #expect(
      result.err == "Error: Cannot read standard input (Is a directory); give lifequiz a terminal, a file or a pipe.\n")
  }

  @Test("A name longer than a line is shortened in a message to its start and end")
  func longName() {
    let name = "/tmp/" + String(repeating: "a", count: 300) + "/deck.txt"
    let result = CLIRunner.run(["deck", "--output", name + "/x"])
    #expect(result.code == .failure)
    let line = result.err.split(separator: "\n").first.map(String.init) ?? ""
    #expect(line.count < 220, "\(line.count) characters")
    #expect(line.contains("/tmp/aaaa") && line.contains("…") && line.contains("deck.txt/x"))
  }

  @Test("A text missing from Korean falls back to English; missing from both, a sentence says so, never the bare key")
  func missingTexts() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-loc-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let installed = try ResourceLocator(environment: [:]).root.url
    for name in ["Content", "Localization"] {
      try FileManager.default.copyItem(
        at: installed.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    for (language, key) in [
      ("ko", "error.empty-path"), ("ko", "error.unexpected-argument"), ("en", "error.unexpected-argument"),
    ] {
      let file = folder.appendingPathComponent("Localization/\(language).json")
      var table = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
      table[key] = nil
      try JSONSerialization.data(withJSONObject: table).write(to: file)
    }
    let environment = ["LANG": "ko_KR.UTF-8", "LIFEQUIZ_RESOURCES": folder.path]
    let korean = CLIRunner.run(["stats", "--data-dir", ""], environment: environment)
    #expect(korean.err.hasPrefix("오류: The path given to --data-dir is empty"), "\(korean.err)")
    let neither = CLIRunner.run(["--version", "bogus"], environment: environment)
    #expect(neither.code == .usage)
    #expect(neither.err.contains("(the text 'error.unexpected-argument' is missing from lifequiz's Localization files"))
    #expect(neither.err.contains("argument: bogus"))
  }

  @Test("-v is --version")
  func shortVersion() {
    let short = CLIRunner.run(["-v"])
    #expect(short.code == .success)
    #expect(short.out.hasPrefix("lifequiz "))
    #expect(short.out == CLIRunner.run(["--version"]).out)
  }

  @Test("An empty or relative HOME or XDG_DATA_HOME never puts the data where the command runs")
  func relativeHome() {
    let account = LocalPath.userHome() + "/.local/share/lifequiz"
    for environment in [["HOME": ""], ["HOME": "rel"], ["HOME": "rel", "XDG_DATA_HOME": "data"]] {
      #expect(ProgressFile.folder(flag: nil, environment: environment).path == account, "\(environment)")
    }
    #expect(ProgressFile.folder(flag: nil, environment: ["HOME": "/h"]).path == "/h/.local/share/lifequiz")
    #expect(ProgressFile.folder(flag: nil, environment: ["XDG_DATA_HOME": "/x"]).path == "/x/lifequiz")
  }

  @Test("Closed standard input is an error, not an empty session")
  func closedInput() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-in-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = try BinaryRunner.runAfterPython(
      "os.close(0)", ["practice"], environment: ["LANG": "C", "LIFEQUIZ_HOME": home])
    #expect(result.status == 1)
    #expect(result.err.hasPrefix("Error: Cannot read standard input (Bad file descriptor)"))
  }

}
