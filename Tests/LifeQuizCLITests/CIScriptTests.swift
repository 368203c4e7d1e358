import Foundation
import Testing

/// `.ci/run` for a newcomer, with stub tools on a PATH of their own: it
/// uses sudo when not root, shows installer errors, and skips a missing
/// optional shell visibly except on CI.
@Suite("The CI script", .serialized)
struct CIScriptTests {
  struct Run {
    let status: Int32
    let output: String
  }

  /// Runs a copy of `.ci/run` with only the named stubs on PATH. Each stub
  /// is a bash script body; `dirname`, `mktemp`, `grep`, `cat`, `rm`,
  /// `mkdir` and `chmod` are always there.
  func run(stubs: [String: String], environment: [String: String] = [:]) throws -> Run {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-ci-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: folder.appendingPathComponent(".ci"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: BuiltProduct.root.appendingPathComponent(".ci/run"), to: folder.appendingPathComponent(".ci/run"))
    var passThrough: [String: String] = [:]
    for tool in ["dirname", "mktemp", "grep", "cat", "rm", "mkdir", "chmod"] {
      let path = ["/usr/bin/", "/bin/"].map { $0 + tool }.first { FileManager.default.isExecutableFile(atPath: $0) }
      passThrough[tool] = "exec \(path ?? tool) \"$@\""
    }
    let all = stubs.merging(passThrough) { old, _ in old }
    for (name, body) in all {
      let path = bin.appendingPathComponent(name).path
      try ("#!/bin/bash\n" + body + "\n").write(toFile: path, atomically: false, encoding: .utf8)
      chmod(path, 0o755)
    }
    // A stub just written can be "Text file busy" for a moment while another
    // test's child, forked meanwhile, still holds its write descriptor: run again.
    var run: Run
    var attempts = 0
    repeat {
      if attempts > 0 { Thread.sleep(forTimeInterval: 0.1) }
      attempts += 1
      // Each attempt starts from the same folder: a virtual environment made
      // by an attempt that then hit a busy stub would make the next one skip
      // pip silently (seen once on CI, under load: empty output, exit 0).
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(".venv"))
      let result = try BuiltProduct.run(
        URL(fileURLWithPath: "/bin/bash"), [folder.appendingPathComponent(".ci/run").path],
        environment: ["PATH": bin.path].merging(environment) { $1 })
      run = Run(status: result.status, output: result.out + result.err)
    } while run.output.contains("Text file busy") && attempts < 5
    return run
  }

  static let tools = ["make", "tmux", "zsh", "fish", "man", "swift"].reduce(into: [String: String]()) {
    $0[$1] = "exit 0"
  }
  static let python = "[ \"$1\" = -c ] && exit 0; exit 0"

  @Test("Not root and no sudo: a clear message with the command to run")
  func noSudo() throws {
    var stubs = Self.tools
    stubs["tmux"] = nil
    stubs["id"] = "echo 1000"
    stubs["apt-get"] = "echo 'E: Could not open lock file - are you root?' >&2; exit 100"
    stubs["python3"] = Self.python
    let result = try run(stubs: stubs)
    #expect(result.status == 1)
    #expect(result.output.contains("sudo apt-get install tmux"), "\(result.output)")
  }

  @Test("Not root with sudo: installs through sudo")
  func withSudo() throws {
    var stubs = Self.tools
    stubs["tmux"] = nil
    stubs["id"] = "echo 1000"
    stubs["sudo"] = "echo \"sudo $*\" >&2; exit 0"
    stubs["apt-get"] = "echo 'E: are you root?' >&2; exit 100"
    stubs["python3"] = Self.python
    let result = try run(stubs: stubs)
    #expect(result.output.contains("sudo apt-get install -y -qq --no-install-recommends tmux"), "\(result.output)")
  }

  @Test("pip's errors are shown, not hidden")
  func pipErrors() throws {
    var stubs = Self.tools
    stubs["id"] = "echo 0"
    stubs["python3"] =
      "[ \"$1\" = -c ] && exit 1; [ \"$2\" = pip ] && { echo 'ERROR: stub pip failure' >&2; exit 1; }; exit 0"
    let result = try run(stubs: stubs)
    #expect(result.status == 1)
    #expect(result.output.contains("ERROR: stub pip failure"), "\(result.output)")
  }

  @Test("A system Python that refuses pip: the packages go into .venv, never with --user there")
  func externallyManaged() throws {
    var stubs = Self.tools
    stubs["id"] = "echo 1000"
    let venvPython = #"case "$1 $2" in "-m pip") echo "venv-pip $*" >&2; exit 0 ;; esac; exit 0"#
    stubs["python3"] = """
      case "$1 $2" in
        "-m pip") echo "system-pip $*"; echo "error: externally-managed-environment" >&2; exit 1 ;;
        "-m venv") /bin/mkdir -p .venv/bin; printf '#!/bin/bash\\n%s\\n' '\(venvPython)' > .venv/bin/python3
          /bin/chmod +x .venv/bin/python3; exit 0 ;;
      esac
      [ "$1" = -c ] && exit 1
      exit 0
      """
    let result = try run(stubs: stubs)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("system-pip -m pip install -q --disable-pip-version-check --user fsrs==6.3.2 anki"))
    #expect(result.output.contains("using a virtual environment in .venv"))
    #expect(result.output.contains("venv-pip -m pip install -q --disable-pip-version-check fsrs==6.3.2 anki"))
    #expect(!result.output.contains("venv-pip -m pip install -q --disable-pip-version-check --user"))
  }

  @Test("A missing fish is a visible skip off CI, and a failure on CI")
  func missingFish() throws {
    var stubs = Self.tools
    stubs["fish"] = nil
    stubs["id"] = "echo 0"
    stubs["apt-get"] = "echo 'E: Unable to locate package fish' >&2; exit 100"
    stubs["python3"] = Self.python
    let local = try run(stubs: stubs, environment: ["CI": "false"])
    #expect(local.status == 0, "\(local.output)")
    #expect(local.output.contains("ci: skipped: fish is not installed"))
    let ci = try run(stubs: stubs, environment: ["CI": "true"])
    #expect(ci.status == 1)
    #expect(ci.output.contains("fish is missing on CI"))
  }
}
