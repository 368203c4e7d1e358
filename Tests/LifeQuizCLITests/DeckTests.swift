import Foundation
import LifeQuizCLI
import LifeQuizContent
import Testing

@Suite("lifequiz deck")
struct DeckTests {
  @Test("Golden decks for one topic in every format", arguments: ["anki", "csv", "markdown", "json"])
  func golden(format: String) {
    let result = CLIRunner.run(["deck", "--format", format, "--topic", "termination", "--lang", "both"])
    #expect(result.code == .success)
    assertSnapshot(result.out, named: "deck-termination.\(format).txt")
  }

  @Test("The same content and options give the same bytes")
  func deterministic() {
    let first = CLIRunner.run(["deck", "--lang", "both"]).out
    #expect(!first.isEmpty)
    #expect(CLIRunner.run(["deck", "--lang", "both"]).out == first)
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

  @Test("GUIDs depend on the card id and language only, never on its text")
  func guids() {
    let writer = DeckWriter(languageTag: "ko")
    let card = Card(
      id: "callback/sceneDidDisconnect", topic: "callbacks", kind: "callback", style: "scene", front: ["a"], back: ["b"]
    )
    let edited = Card(
      id: card.id, topic: card.topic, kind: card.kind, style: card.style, front: ["changed"], back: ["changed"])
    #expect(writer.guid(card) == writer.guid(edited))
    #expect(writer.guid(card) != DeckWriter(languageTag: "en").guid(card))
    #expect(writer.guid(card).count == 18)
  }

  @Test(
    "Bad options are usage errors with suggestions",
    arguments: [
      (
        ["deck", "--format", "anky"],
        "Error: 'anky' is not a valid value for --format; use anki, csv, markdown or json. Did you mean 'anki'?"
      ),
      (["deck", "--topic", "termnation"], "Error: Unknown topic 'termnation'. Did you mean 'termination'?"),
      (["deck", "--lang", "jp"], "Error: 'jp' is not a valid value for --lang; use en or ko."),
    ])
  func badOptions(arguments: [String], message: String) {
    let result = CLIRunner.run(arguments)
    #expect(result.code == .usage)
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix(message + "\n"))
  }

  @Test("An unwritable -o path is a one-line failure and leaves no partial file")
  func unwritable() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-deck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    chmod(folder.path, 0o555)
    defer { chmod(folder.path, 0o755) }
    let target = folder.appendingPathComponent("deck.txt").path
    let result = CLIRunner.run(["deck", "-o", target])
    if getuid() != 0 {
      #expect(result.code == .failure)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
    let missing = CLIRunner.run(["deck", "-o", "/nonexistent/folder/deck.txt"])
    #expect(missing.code == .failure)
    #expect(missing.err.hasPrefix("Error: Cannot write /nonexistent/folder/deck.txt ("))
    #expect(missing.err.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent/folder"))
  }

  @Test("Imports into a real Anki collection, and a regenerated deck updates notes in place")
  func realAnki() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-anki-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // The content after a fix: one callback's text changed, nothing else.
    let resources = folder.appendingPathComponent("resources")
    try FileManager.default.copyItem(at: try ResourceLocator(environment: [:]).root, to: resources)
    let callbacks = resources.appendingPathComponent("Content/callbacks.json")
    let text = try String(contentsOf: callbacks, encoding: .utf8)
    let marker = "\"en\": \"When UIKit releases a scene"
    #expect(text.contains(marker))
    try text.replacingOccurrences(of: marker, with: "\"en\": \"UPDATED When UIKit releases a scene").write(
      to: callbacks, atomically: true, encoding: .utf8)

    let original = CLIRunner.run(["deck", "-o", folder.appendingPathComponent("deck.txt").path])
    let changed = CLIRunner.run(
      ["deck", "-o", folder.appendingPathComponent("changed.txt").path],
      environment: ["LANG": "C", "LIFEQUIZ_RESOURCES": resources.path])
    #expect(original.code == .success && changed.code == .success)
    let count = try String(contentsOf: folder.appendingPathComponent("deck.txt"), encoding: .utf8)
      .split(separator: "\n").filter { !$0.hasPrefix("#") }.count
    #expect(count > 100)

    let status = system(
      "python3 '\(root.path)/.ci/check-anki.py' '\(folder.path)/deck.txt' '\(folder.path)/changed.txt' \(count) > '\(folder.path)/anki.log' 2>&1"
    )
    let log = (try? String(contentsOf: folder.appendingPathComponent("anki.log"), encoding: .utf8)) ?? ""
    #expect(status == 0, "\(log)\n(needs Python's anki package: python3 -m pip install anki; .ci/run installs it)")
    #expect(log.contains("check-anki: \(count) cards imported into Anki and updated in place"))
  }
}
