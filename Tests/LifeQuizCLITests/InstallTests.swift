import Foundation
import Testing

/// `make install` into a temporary prefix, then the installed binary as a
/// user would run it: from anywhere, through a symlink, in real shells.
@Suite("Installing", .serialized)
struct InstallTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Runs a shell command line; returns its status and output.
  @discardableResult
  static func shell(_ line: String) -> (Int32, String) {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-sh-\(UUID().uuidString)").path
    defer { unlink(log) }
    let status = system("cd / && { \(line) ; } > '\(log)' 2>&1 < /dev/null")
    let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    return (status == -1 ? -1 : (status >> 8) & 0xFF, output)
  }

  static func install() -> String {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-prefix-\(UUID().uuidString)")
      .path
    let (status, output) = shell(
      "make -s -C '\(root.path)' install-files PREFIX='\(prefix)' BUILD='\(root.path)/.build/debug'")
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
      let environment = "env -i LANG=C HOME='\(prefix)' LIFEQUIZ_HOME='\(prefix)/home' PATH=/usr/bin:/bin"
      let explain = Self.shell("\(environment) '\(binary)' explain inactive --lang ko")
      #expect(explain.0 == 0 && explain.1.hasPrefix("앱은 언제 Inactive가 되나요?"), "\(explain.1)")
      let simulate = Self.shell("\(environment) '\(binary)' simulate --format json launch home")
      #expect(simulate.0 == 0 && simulate.1.contains("sceneDidEnterBackground(_:)"))
      let deck = Self.shell("\(environment) '\(binary)' deck --format csv | wc -l")
      #expect(deck.0 == 0 && (Int(deck.1.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 100)
      let practice = Self.shell(
        "printf 't\\nquit\\n' | \(environment) '\(binary)' practice --kind trap --count 2 --seed 3")
      #expect(practice.0 == 0 && practice.1.contains("Session summary"), "\(practice.1)")
      let version = Self.shell("\(environment) '\(binary)' --version")
      #expect(version.1.hasPrefix("lifequiz ") && version.1.contains("(content "))
    }
    // Without its installed resources the binary says so; it never falls back to the build folder.
    try FileManager.default.removeItem(atPath: prefix + "/share/lifequiz")
    let missing = Self.shell("env -i LANG=C '\(prefix)/bin/lifequiz' simulate launch")
    #expect(missing.0 == 1)
    #expect(missing.1.hasPrefix("Error: lifequiz cannot find its resources"))
  }

  @Test(
    "Installing prints where the completions went; make install as root refuses to build in someone else's checkout")
  func installAsRoot() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-prefix-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let (status, output) = Self.shell(
      "make -s -C '\(Self.root.path)' install-files PREFIX='\(prefix)' BUILD='\(Self.root.path)/.build/debug'")
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
      let (refused, message) = Self.shell("make -s -f '\(makefile)' -C '\(checkout)' build")
      #expect(refused != 0)
      #expect(message.contains("not building as root in \(checkout), which belongs to someone else"))
      #expect(message.contains("then 'sudo make install-files'"))
      #expect(!FileManager.default.fileExists(atPath: checkout + "/.build"))
    } else {
      // Not root: the guard stays out of the way (the build itself is not run here).
      let (allowed, message) = Self.shell("make -s -f '\(makefile)' -C '\(checkout)' not-root-elsewhere")
      #expect(allowed == 0, "\(message)")
    }
    // install-files never runs Swift: with no build it says what to run first.
    let (missing, hint) = Self.shell(
      "make -s -C '\(Self.root.path)' install-files PREFIX='\(prefix)-2' BUILD='\(checkout)/none'")
    #expect(missing != 0)
    #expect(hint.contains("no \(checkout)/none/lifequiz yet; run 'make' first"))
  }

  @Test("make uninstall removes what install put there and keeps a learner's data in the default data folder")
  func uninstallKeepsData() throws {
    let prefix = Self.install()
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    // The default data folder, as for PREFIX=~/.local: $XDG_DATA_HOME/lifequiz.
    let data = prefix + "/share/lifequiz"
    let environment = "env -i LANG=C HOME=/nonexistent XDG_DATA_HOME='\(prefix)/share' PATH=/usr/bin:/bin"
    let practice = Self.shell(
      "printf 't\\nquit\\n' | \(environment) '\(prefix)/bin/lifequiz' practice --kind trap --count 1 --seed 3")
    #expect(practice.0 == 0, "\(practice.1)")
    let history = try String(contentsOfFile: data + "/history.jsonl", encoding: .utf8)
    #expect(history.hasSuffix("}\n"))
    let (status, output) = Self.shell("make -s -C '\(Self.root.path)' uninstall PREFIX='\(prefix)'")
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
    let (status, warnings) = Self.shell("MANWIDTH=80 man --warnings -l '\(page)' > /dev/null")
    #expect(status == 0)
    #expect(warnings.isEmpty, "\(warnings)")
    let (_, text) = Self.shell("MANWIDTH=80 man -l '\(page)' 2>/dev/null")
    for section in ["NAME", "SYNOPSIS", "COMMANDS", "FILES", "ENVIRONMENT", "EXIT STATUS"] {
      #expect(text.contains(section))
    }
    #expect(text.contains("lifequiz practice"))
  }

  @Test("bash completes a command, an option value, a topic and an event name")
  func bash() {
    let prefix = Self.install()
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let script = prefix + "/share/bash-completion/completions/lifequiz"
    func complete(_ words: String) -> String {
      let line =
        "source '\(script)'; COMP_WORDS=(\(words)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _lifequiz; echo \"${COMPREPLY[*]}\""
      return Self.shell("bash -c '\(line.replacingOccurrences(of: "'", with: "'\\''"))'").1.trimmingCharacters(
        in: .whitespacesAndNewlines)
    }
    #expect(complete("lifequiz pra") == "practice")
    #expect(complete("lifequiz deck --format a") == "anki apkg")
    #expect(complete("lifequiz explain inacti") == "inactive")
    // Ids only: an alias works when typed, but the list is not flooded with them.
    #expect(complete("lifequiz explain 비활") == "")
    #expect(complete("lifequiz simulate launch notification-c") == "notification-center")
    #expect(complete("lifequiz simulate --style ''") == "scene app")
  }

  /// Whether a test that needs `tool` runs: always on CI, where .ci/run
  /// installs everything and a missing tool must fail; elsewhere only when the
  /// tool is installed, so a newcomer without fish sees a skip, not a failure.
  static func runs(needing tool: String) -> Bool {
    ProcessInfo.processInfo.environment["CI"] == "true" || shell("command -v \(tool)").0 == 0
  }

  @Test("The zsh script loads in zsh and defines its completion", .enabled(if: runs(needing: "zsh"), "needs zsh"))
  func zsh() {
    let prefix = Self.install()
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let (status, output) = Self.shell("zsh -n '\(prefix)/share/zsh/site-functions/_lifequiz'")
    #expect(status == 0, "\(output)")
    let completion = Self.shell(
      "zsh -c 'autoload -U compinit; compinit -u 2>/dev/null; source \(prefix)/share/zsh/site-functions/_lifequiz; whence -w _lifequiz'"
    )
    #expect(completion.1.contains("_lifequiz: function"), "\(completion.1)")
  }

  @Test(
    "The fish script loads in fish and completes an option value", .enabled(if: runs(needing: "fish"), "needs fish"))
  func fish() {
    let prefix = Self.install()
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let file = prefix + "/share/fish/vendor_completions.d/lifequiz.fish"
    let (status, output) = Self.shell("fish -n '\(file)'")
    #expect(status == 0, "\(output)")
    let completions = Self.shell("fish -c 'source \(file); complete -C \"lifequiz simulate --style \"'").1
    #expect(completions.contains("scene") && completions.contains("app"), "\(completions)")
  }
}
