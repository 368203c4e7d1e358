import Foundation
import LifeQuizCLI
import Testing

/// Runs lifequiz in-process with buffers instead of the standard streams.
struct CLIRunner {
  struct Result {
    let code: ExitCode
    let out: String
    let err: String
  }

  /// A clean environment by default, so the host's locale never leaks in.
  static func run(
    _ arguments: [String], environment: [String: String] = ["LANG": "C"], input: [String] = [],
    terminal: Bool = false, width: Int? = nil
  ) -> Result {
    let out = Buffer()
    let err = Buffer()
    var lines = input[...]
    let console = Console(
      outputIsTerminal: terminal, inputIsTerminal: terminal, terminalWidth: width,
      out: { out.text += $0 }, error: { err.text += $0 },
      input: { lines.popFirst() })
    let code = LifeQuizCLI.main(arguments: arguments, environment: environment, console: console)
    return Result(code: code, out: out.text, err: err.text)
  }

  static func run(_ line: String, environment: [String: String] = ["LANG": "C"]) -> Result {
    run(line.split(separator: " ").map(String.init), environment: environment)
  }

  private final class Buffer: @unchecked Sendable {
    var text = ""
  }
}

/// Compares text with `Snapshots/<name>`. With `RECORD_SNAPSHOTS=1`, or when
/// the file is missing, it writes the file and fails, so a new baseline is
/// always reviewed in the diff.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  let file = folder.appendingPathComponent(name)
  let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? text.write(to: file, atomically: true, encoding: .utf8)
    Issue.record("recorded snapshot \(name); check it in the diff and run again", sourceLocation: sourceLocation)
    return
  }
  if text != expected {
    Issue.record(
      "\(name) differs from its snapshot; RECORD_SNAPSHOTS=1 re-records it.\n--- expected\n\(expected)\n--- actual\n\(text)",
      sourceLocation: sourceLocation)
  }
}
