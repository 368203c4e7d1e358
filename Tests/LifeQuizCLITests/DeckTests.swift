import Foundation
import LifeQuizCLI
import LifeQuizContent
import LifeQuizDecks
import LifeQuizPlatform
import LifeQuizTestSupport
import Testing

@Suite("lifequiz deck")
struct DeckTests {
  @Test("Golden decks for one topic in every format", arguments: ["anki", "csv", "markdown", "json"])
  func golden(format: String) {
    let result = CLIRunner.run(["deck", "--format", format, "--topic", "termination", "--lang", "all"])
    #expect(result.code == .success)
    assertSnapshot(result.out, named: "deck-termination.\(format).txt")
  }

  @Test("The same content and options give the same bytes")
  func deterministic() {
    let first = CLIRunner.run(["deck", "--lang", "both"]).out
    #expect(!first.isEmpty)
    #expect(CLIRunner.run(["deck", "--lang", "both"]).out == first)
  }

  @Test("--lang both is still --lang all; a command that shows one language refuses either, naming what was typed")
  func allLanguages() {
    let all = CLIRunner.run(["deck", "--format", "json", "--topic", "termination", "--lang", "all"])
    #expect(all.code == .success)
    #expect(all.out == CLIRunner.run(["deck", "--format", "json", "--topic", "termination", "--lang", "both"]).out)
    for value in ["all", "both"] {
      let practice = CLIRunner.run(["practice", "--lang", value])
      #expect(practice.code == .usage)
      #expect(practice.err.contains("'\(value)'"), "\(practice.err)")
    }
  }

  @Test("A Korean deck labels the states after each step in Korean")
  func koreanStateLabels() {
    let result = CLIRunner.run(["deck", "--format", "json", "--topic", "suspended", "--lang", "ko"])
    #expect(result.code == .success)
    #expect(result.out.contains("\"→ 앱: Active, 씬 1: foregroundActive\""))
    #expect(!result.out.contains("→ app:"))
    #expect(!result.out.contains("scene 1:"))
  }

  @Test("Escaping: HTML for Anki, RFC 4180 for CSV")
  func escaping() throws {
    let writer = DeckWriter(languageTag: "en")
    #expect(
      writer.html(["a < b & \"c\"\td", "- `x<y>`", "**bold**\nnext"])
        == "a &lt; b &amp; &quot;c&quot;&#9;d<br>• <code>x&lt;y&gt;</code><br><b>bold</b><br>next")
    let card = Card(id: "x", topic: "t", kind: "k", style: nil, front: ["a, \"b\""], back: ["line 1", "line 2"])
    #expect(
      try writer.write([card], as: .csv)
        == "\"a, \"\"b\"\"\",\"line 1\nline 2\",lifequiz topic::t kind::k style::any lang::en\r\n")
  }

  @Test("GUIDs depend on the card id only: never on its text, nor on the language")
  func guids() {
    let writer = DeckWriter(languageTag: "ko")
    let card = Card(
      id: "callback/sceneDidDisconnect", topic: "callbacks", kind: "callback", style: "scene", front: ["a"], back: ["b"]
    )
    let edited = Card(
      id: card.id, topic: card.topic, kind: card.kind, style: card.style, front: ["changed"], back: ["changed"])
    #expect(writer.guid(card) == writer.guid(edited))
    #expect(writer.guid(card) == DeckWriter(languageTag: "en").guid(card))
    #expect(writer.guid(card) == DeckWriter(languageTag: "both").guid(card))
    // English decks keep the GUIDs they always had: FNV-1a of "lifequiz/en/" and the id, by Python.
    #expect(writer.guid(card) == "lq570b6f6f701cdafc")
    #expect(writer.guid(card).count == 18)
  }

  @Test(
    "Bad options are usage errors with suggestions",
    arguments: [
      (
        ["deck", "--format", "anky"],
        "Error: 'anky' is not a valid value for --format; use anki, csv, markdown, json or apkg. Did you mean 'anki'?"
      ),
      (["deck", "--topic", "termnation"], "Error: Unknown topic 'termnation'. Did you mean 'termination'?"),
      (
        ["deck", "--lang", "jp"],
        "Error: 'jp' is not a valid value for --lang; use "
          + Language.englishList(Language.inRepository.map(\.rawValue) + ["all"]) + "."
      ),
    ])
  func badOptions(arguments: [String], message: String) {
    let result = CLIRunner.run(arguments)
    #expect(result.code == .usage)
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix(message + "\n"))
  }

  @Test("An unwritable -o path is a one-line failure and leaves no partial file, as root too")
  func unwritable() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A path under a regular file cannot be written by anyone, root included.
    let blocker = folder.appendingPathComponent("file")
    try "keep".write(to: blocker, atomically: false, encoding: .utf8)
    let target = blocker.appendingPathComponent("deck.txt").path
    let result = CLIRunner.run(["deck", "-o", target])
    #expect(result.code == .failure)
    #expect(result.err == "Error: Cannot write \(target) (Not a directory); choose another path with -o.\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file"])
    #expect(try String(contentsOf: blocker, encoding: .utf8) == "keep")
    let missing = CLIRunner.run(["deck", "-o", "/nonexistent/folder/deck.txt"])
    #expect(missing.code == .failure)
    #expect(missing.err.hasPrefix("Error: Cannot write /nonexistent/folder/deck.txt ("))
    #expect(missing.err.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent/folder"))
  }

  @Test("-o replaces a regular file in one step and leaves no temporary file")
  func replacesAtomically() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("deck.txt")
    try "old".write(to: target, atomically: false, encoding: .utf8)
    #expect(CLIRunner.run(["deck", "--topic", "termination", "-o", target.path]).code == .success)
    #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("#separator:tab\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["deck.txt"])
  }

  @Test("-o through a symlink writes its target and keeps the link")
  func followsSymlink() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
    let target = folder.appendingPathComponent("real/deck.txt")
    try "old".write(to: target, atomically: false, encoding: .utf8)
    let link = folder.appendingPathComponent("link.txt")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real/deck.txt")
    let dangling = folder.appendingPathComponent("dangling.txt")
    try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "real/new.txt")
    for path in [link, dangling] {
      #expect(CLIRunner.run(["deck", "--topic", "termination", "-o", path.path]).code == .success)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path.path).hasPrefix("real/"))
    }
    #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("#separator:tab\n"))
    #expect(
      try String(contentsOf: folder.appendingPathComponent("real/new.txt"), encoding: .utf8).hasPrefix("#separator"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("real").path).sorted()
        == ["deck.txt", "new.txt"])
  }

  @Test("-o - and -o /dev/stdout print the deck, as no -o does; an Anki package still needs a file")
  func standardOutput() throws {
    let plain = try BinaryRunner.run(["deck", "--format", "csv", "--topic", "states"], environment: ["LANG": "C"])
    #expect(plain.status == 0)
    // Run as its own process, its standard output a pipe, then a file (which
    // an atomic write to /dev/stdout used to replace).
    for (name, inputFile) in [("-", nil), ("/dev/stdout", nil), ("/dev/stdout", "/dev/null")] {
      let named = try BinaryRunner.run(
        ["deck", "--format", "csv", "--topic", "states", "-o", name], environment: ["LANG": "C"], inputFile: inputFile)
      #expect(named.status == 0, "\(name): \(named.err)")
      #expect(named.out == plain.out, "\(name)")
      #expect(named.err.isEmpty, "\(name): \(named.err)")
    }
    let package = CLIRunner.run(["deck", "--format", "apkg", "-o", "-"])
    #expect(package.code == .usage)
    #expect(package.err.hasPrefix("Error: An Anki package is a file: give it a name with -o"), "\(package.err)")
  }

  @Test("-o refuses a folder and a FIFO with a one-line error, and leaves them as they are")
  func refusesSpecialFiles() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let result = CLIRunner.run(["deck", "-o", fifo])
    #expect(result.code == .failure)
    #expect(
      result.err
        == "Error: \(fifo) is not a regular file (a FIFO, device or socket); give the path of a regular file with -o.\n"
    )
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    let intoFolder = CLIRunner.run(["deck", "-o", folder.path])
    #expect(intoFolder.code == .failure)
    #expect(intoFolder.err.hasPrefix("Error: \(folder.path) is a folder; give the path of a file with -o"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fifo"])
  }

  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-deck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A copy of the installed resources in `folder/resources`, as after a
  /// content fix: one callback's text changed, nothing else.
  static func changedResources(in folder: URL) throws -> URL {
    let resources = folder.appendingPathComponent("resources")
    let installed = try ResourceLocator(environment: [:]).root.url
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    for name in ["Content", "Localization"] {
      try FileManager.default.copyItem(
        at: installed.appendingPathComponent(name), to: resources.appendingPathComponent(name))
    }
    let callbacks = resources.appendingPathComponent("Content/callbacks.json")
    let text = try String(contentsOf: callbacks, encoding: .utf8)
    let marker = "\"en\": \"When UIKit releases a scene"
    try #require(text.contains(marker))
    try text.replacingOccurrences(of: marker, with: "\"en\": \"UPDATED When UIKit releases a scene").write(
      to: callbacks, atomically: true, encoding: .utf8)
    return resources
  }

  /// On CI always (a missing package must fail there); elsewhere when
  /// Python's anki package is installed, so a newcomer without it sees a skip.
  static var ankiRuns: Bool {
    ProcessInfo.processInfo.environment["CI"] == "true" || InstallTests.run(["python3", "-c", "import anki"]).0 == 0
  }

  /// `.ci/check-anki.py` run with an argument vector, no shell: its status
  /// and output. It gets ten minutes; then it is stopped and fails.
  static func checkAnki(_ arguments: [String]) throws -> (status: Int32, log: String) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let result = Subprocess.run(
      ["python3", root.appendingPathComponent(".ci/check-anki.py").path] + arguments, within: 600)
    return (result.hung ? -1 : result.status, result.output)
  }

  @Test(
    "Imports into a real Anki collection, and a regenerated deck updates notes in place",
    .enabled(if: ankiRuns, "needs Python's anki package (.ci/run installs it)"))
  func realAnki() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-anki-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let resources = try Self.changedResources(in: folder)

    let original = CLIRunner.run(["deck", "-o", folder.appendingPathComponent("deck.txt").path])
    let korean = CLIRunner.run(["--lang", "ko", "deck", "-o", folder.appendingPathComponent("korean.txt").path])
    #expect(korean.code == .success)
    let changed = CLIRunner.run(
      ["deck", "-o", folder.appendingPathComponent("changed.txt").path],
      environment: ["LANG": "C", "LIFEQUIZ_RESOURCES": resources.path])
    #expect(original.code == .success && changed.code == .success)
    let count = try String(contentsOf: folder.appendingPathComponent("deck.txt"), encoding: .utf8)
      .split(separator: "\n").filter { !$0.hasPrefix("#") }.count
    #expect(count > 100)

    let (status, log) = try Self.checkAnki(
      [folder.path + "/deck.txt", folder.path + "/changed.txt", String(count), folder.path + "/korean.txt"])
    #expect(status == 0, "\(log)\n(needs Python's anki package: python3 -m pip install anki; .ci/run installs it)")
    #expect(log.contains("check-anki: \(count) cards imported into Anki and updated in place"))
  }

  @Test(
    "An Anki package imports into a real collection; a later one, or one in Korean, updates the notes in place",
    .enabled(if: ankiRuns, "needs Python's anki package (.ci/run installs it)"))
  func realAnkiPackage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-apkg-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let resources = try Self.changedResources(in: folder)
    func package(_ name: String, at time: Int, _ extra: [String] = [], resources: String? = nil) -> CLIRunner.Result {
      var environment = ["LANG": "C", "LIFEQUIZ_NOW": String(time)]
      if let resources { environment["LIFEQUIZ_RESOURCES"] = resources }
      return CLIRunner.run(
        extra + ["deck", "--format", "apkg", "-o", folder.appendingPathComponent(name).path], environment: environment)
    }
    let first = package("deck.apkg", at: 1_800_000_000)
    #expect(first.code == .success)
    #expect(package("changed.apkg", at: 1_800_000_100, resources: resources.path).code == .success)
    #expect(package("korean.apkg", at: 1_800_000_200, ["--lang", "ko"]).code == .success)
    let count = try #require(first.err.firstMatch(of: /Wrote (\d+) cards/).flatMap { Int($0.1) })
    #expect(count > 100)
    // The same cards at the same time give the same bytes.
    #expect(package("again.apkg", at: 1_800_000_000).code == .success)
    #expect(
      FileManager.default.contents(atPath: folder.appendingPathComponent("deck.apkg").path)
        == FileManager.default.contents(atPath: folder.appendingPathComponent("again.apkg").path))
    let (status, log) = try Self.checkAnki(
      [folder.path + "/deck.apkg", folder.path + "/changed.apkg", String(count), folder.path + "/korean.apkg"])
    #expect(status == 0, "\(log)")
    #expect(log.contains("check-anki: \(count) cards imported into Anki and updated in place"))
    #expect(log.contains("ok   the lifequiz note type"))
    // Without -o there is nowhere to put a package.
    let stdout = CLIRunner.run(["deck", "--format", "apkg"])
    #expect(stdout.code == .usage)
    #expect(stdout.err.hasPrefix("Error: An Anki package is a file: give it a name with -o"))
  }
}
