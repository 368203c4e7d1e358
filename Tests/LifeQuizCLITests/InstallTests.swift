import Foundation
import Testing

/// `make install` into a temporary prefix, then the installed binary as a
/// user would run it: from anywhere, through a symlink, in real shells.
@Suite("Installing", .serialized)
struct InstallTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Runs `arguments` (no shell: paths stay data); returns its status and
  /// both output streams.
  @discardableResult
  static func run(
    _ arguments: [String], environment: [String: String]? = nil, input: String = "", directory: String = "/"
  ) -> (Int32, String) {
    let result = Subprocess.run(arguments, environment: environment, input: input, directory: directory)
    return (result.status, result.output)
  }

  static func install() -> String {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-prefix-\(UUID().uuidString)")
      .path
    let (status, output) = run(
      ["make", "-s", "-C", root.path, "install-files", "PREFIX=" + prefix, "BUILD=" + root.path + "/.build/debug"])
    #expect(status == 0, "\(output)")
    return prefix
  }

  @Test("The installed binary runs explain, simulate, deck and a piped practice, also through a symlink")
  func installed() throws {
    let prefix = Self.install()
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let link = prefix + "/lq"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: prefix + "/bin/lifequiz")
    for binary in [prefix + "/bin/lifequiz", link] {
      let environment = ["LANG": "C", "HOME": prefix, "LIFEQUIZ_HOME": prefix + "/home", "PATH": "/usr/bin:/bin"]
      let explain = Self.run([binary, "explain", "inactive", "--lang", "ko"], environment: environment)
      #expect(explain.0 == 0 && explain.1.hasPrefix("앱은 언제 Inactive가 되나요?"), "\(explain.1)")
      let simulate = Self.run([binary, "simulate", "--format", "json", "launch", "home"], environment: environment)
      #expect(simulate.0 == 0 && simulate.1.contains("sceneDidEnterBackground(_:)"))
      let deck = Self.run([binary, "deck", "--format", "csv"], environment: environment)
      #expect(deck.0 == 0 && deck.1.split(separator: "\n").count > 100)
      let practice = Self.run(
        [binary, "practice", "--kind", "trap", "--count", "2", "--seed", "3"], environment: environment,
        input: "t\nquit\n")
      #expect(practice.0 == 0 && practice.1.contains("Session summary"), "\(practice.1)")
      let version = Self.run([binary, "--version"], environment: environment)
      #expect(version.1.hasPrefix("lifequiz ") && version.1.contains("(content "))
    }
    // Without its installed resources the binary says so; it never falls back to the build folder.
    try FileManager.default.removeItem(atPath: prefix + "/share/lifequiz")
    let missing = Self.run([prefix + "/bin/lifequiz", "simulate", "launch"], environment: ["LANG": "C"])
    #expect(missing.0 == 1)
    #expect(missing.1.hasPrefix("Error: lifequiz cannot find its resources"))
  }

  @Test(
    "Installing prints where the completions went; make install as root refuses to build in someone else's checkout")
  func installAsRoot() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-prefix-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let (status, output) = Self.run(
      [
        "make", "-s", "-C", Self.root.path, "install-files", "PREFIX=" + prefix,
        "BUILD=" + Self.root.path + "/.build/debug",
      ])
    #expect(status == 0, "\(output)")
    #expect(output.contains("Completions: bash in \(prefix)/share/bash-completion/completions"))
    #expect(output.contains("zsh in \(prefix)/share/zsh/site-functions (that folder must be on fpath"))
    // A checkout owned by another account (nobody's uid).
    let checkout = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-tree-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: checkout, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: checkout) }
    let makefile = Self.root.appendingPathComponent("Makefile").path
    if getuid() == 0 {
      #expect(chown(checkout, 65_534, 65_534) == 0)
      let (refused, message) = Self.run(["make", "-s", "-f", makefile, "-C", checkout, "build"])
      #expect(refused != 0)
      #expect(message.contains("not building as root in \(checkout), which belongs to someone else"))
      #expect(message.contains("then 'sudo make install-files'"))
      #expect(!FileManager.default.fileExists(atPath: checkout + "/.build"))
    } else {
      // Not root: the guard stays out of the way (the build itself is not run here).
      let (allowed, message) = Self.run(["make", "-s", "-f", makefile, "-C", checkout, "not-root-elsewhere"])
      #expect(allowed == 0, "\(message)")
    }
    // install-files never runs Swift: with no build it says what to run first.
    let (missing, hint) = Self.run(
      ["make", "-s", "-C", Self.root.path, "install-files", "PREFIX=" + prefix + "-2", "BUILD=" + checkout + "/none"])
    #expect(missing != 0)
    #expect(hint.contains("no \(checkout)/none/lifequiz yet; run 'make' first"))
  }

  @Test("make links the release build at a fixed address on Linux, and PIE=1 keeps it position-independent")
  func fixedAddress() {
    func buildLine(_ extra: [String]) -> String {
      // -n prints the recipes and runs none of them.
      let (status, output) = Self.run(["make", "-n", "-s", "-C", Self.root.path, "build"] + extra)
      #expect(status == 0, "\(output)")
      return output.split(separator: "\n").first { $0.hasPrefix("swift build") }.map(String.init) ?? ""
    }
    let plain = buildLine([])
    let positionIndependent = buildLine(["PIE=1"])
    #expect(plain.hasPrefix("swift build -c release --product lifequiz"), "\(plain)")
    #if os(Linux)
      #expect(plain.contains("-Xswiftc -Xclang-linker -Xswiftc -no-pie"), "\(plain)")
    #else
      #expect(!plain.contains("-no-pie"), "\(plain)")
    #endif
    #expect(!positionIndependent.contains("-no-pie"), "\(positionIndependent)")
    #expect(positionIndependent.hasPrefix("swift build -c release --product lifequiz"), "\(positionIndependent)")
  }

  @Test("make uninstall removes what install put there and keeps a learner's data in the default data folder")
  func uninstallKeepsData() throws {
    let prefix = Self.install()
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    // The default data folder, as for PREFIX=~/.local: $XDG_DATA_HOME/lifequiz.
    let data = prefix + "/share/lifequiz"
    let environment = [
      "LANG": "C", "HOME": "/nonexistent", "XDG_DATA_HOME": prefix + "/share", "PATH": "/usr/bin:/bin",
    ]
    let practice = Self.run(
      [prefix + "/bin/lifequiz", "practice", "--kind", "trap", "--count", "1", "--seed", "3"], environment: environment,
      input: "t\nquit\n")
    #expect(practice.0 == 0, "\(practice.1)")
    let history = try String(contentsOfFile: data + "/history.jsonl", encoding: .utf8)
    #expect(history.hasSuffix("}\n"))
    let (status, output) = Self.run(["make", "-s", "-C", Self.root.path, "uninstall", "PREFIX=" + prefix])
    #expect(status == 0, "\(output)")
    #expect(try String(contentsOfFile: data + "/history.jsonl", encoding: .utf8) == history)
    #expect(FileManager.default.fileExists(atPath: data + "/progress.json"))
    #expect(!FileManager.default.fileExists(atPath: data + "/resources"))
    #expect(!FileManager.default.fileExists(atPath: prefix + "/bin/lifequiz"))
    #expect(!FileManager.default.fileExists(atPath: prefix + "/share/man/man1/lifequiz.1"))
  }

  @Test("The man page renders with man -l and no warnings", .enabled(if: runs(needing: "man"), "needs man"))
  func manPage() {
    let prefix = Self.install()
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let page = prefix + "/share/man/man1/lifequiz.1"
    var environment = ProcessInfo.processInfo.environment
    environment["MANWIDTH"] = "80"
    let checked = Subprocess.run(["man", "--warnings", "-l", page], environment: environment)
    #expect(checked.status == 0)
    #expect(checked.err.isEmpty, "\(checked.err)")
    let text = Subprocess.run(["man", "-l", page], environment: environment).out
    for section in ["NAME", "SYNOPSIS", "COMMANDS", "EXAMPLES", "FILES", "ENVIRONMENT", "EXIT STATUS"] {
      #expect(text.contains(section))
    }
    #expect(text.contains("lifequiz practice"))
  }

  @Test("bash completes a command, an option value, a topic and an event name")
  func bash() {
    let prefix = Self.install()
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let script = prefix + "/share/bash-completion/completions/lifequiz"
    // The script's path and the words are arguments, never part of the bash program.
    let program = #"source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _lifequiz; echo "${COMPREPLY[*]}""#
    func complete(_ words: String...) -> String {
      Self.run(["bash", "-c", program, "bash", script] + words).1.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(complete("lifequiz", "pra") == "practice")
    #expect(complete("lifequiz", "deck", "--format", "a") == "anki apkg")
    #expect(complete("lifequiz", "explain", "inacti") == "inactive")
    // Ids only: an alias works when typed, but the list is not flooded with them.
    #expect(complete("lifequiz", "explain", "비활") == "")
    #expect(complete("lifequiz", "simulate", "launch", "notification-c") == "notification-center")
    #expect(complete("lifequiz", "simulate", "--style", "") == "scene app")
  }

  /// Whether a test that needs `tool` runs: always on CI, where .ci/run
  /// installs everything and a missing tool must fail; elsewhere only when the
  /// tool is installed, so a newcomer without fish sees a skip, not a failure.
  static func runs(needing tool: String) -> Bool {
    ProcessInfo.processInfo.environment["CI"] == "true" || Subprocess.find(tool) != nil
  }

  @Test("The zsh script loads in zsh and defines its completion", .enabled(if: runs(needing: "zsh"), "needs zsh"))
  func zsh() {
    let prefix = Self.install()
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let script = prefix + "/share/zsh/site-functions/_lifequiz"
    let (status, output) = Self.run(["zsh", "-n", script])
    #expect(status == 0, "\(output)")
    let completion = Self.run([
      "zsh", "-c", #"autoload -U compinit; compinit -u 2>/dev/null; source "$1"; whence -w _lifequiz"#, "zsh", script,
    ])
    #expect(completion.1.contains("_lifequiz: function"), "\(completion.1)")
  }

  @Test(
    "The fish script loads in fish and completes an option value", .enabled(if: runs(needing: "fish"), "needs fish"))
  func fish() {
    let prefix = Self.install()
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let file = prefix + "/share/fish/vendor_completions.d/lifequiz.fish"
    let (status, output) = Self.run(["fish", "-n", file])
    #expect(status == 0, "\(output)")
    let completions = Self.run(["fish", "-c", #"source $argv[1]; complete -C "lifequiz simulate --style ""#, file]).1
    #expect(completions.contains("scene") && completions.contains("app"), "\(completions)")
  }
}
