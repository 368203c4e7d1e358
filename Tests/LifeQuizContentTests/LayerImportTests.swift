import Foundation
import Testing

/// The layers show in `Sources/`: each target may import only the targets
/// below it. Glibc/Darwin (files, the clock, the environment) belong to the
/// platform layer; the exceptions are listed with their reason. Foundation
/// is in no row: loading it costs more start-up than a whole command.
@Suite("Layer imports")
struct LayerImportTests {
  static let system: Set = ["Glibc", "Darwin"]
  static let core: Set = ["LifecycleCore"]
  static let engine = core.union(["QuizEngine"])
  static let platform: Set = ["LifeQuizPlatform"]
  static let storage = engine.union(platform).union(["LifeQuizStorage"])
  static let content = storage.union(["LifeQuizContent"])
  static let decks = content.union(["LifeQuizDecks"])

  /// What each folder in `Sources/` may import.
  static let allowed: [String: Set<String>] = [
    "LifecycleCore": [],
    // FSRS needs pow and exp from the C library.
    "QuizEngine": core.union(system),
    "LifeQuizPlatform": system,
    "LifeQuizStorage": engine.union(platform),
    "LifeQuizContent": storage,
    "LifeQuizDecks": content,
    "LifeQuizCLI": decks,
    "lifequiz": platform.union(["LifeQuizCLI"]),
    // A tool, not part of lifequiz: it spawns and times processes and reads their memory.
    "LifeQuizBenchmarks": content.union(system),
    "LifeQuizResources": [],
  ]

  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// The modules a Swift file imports (`import X`, `@testable import X`, `import struct X.Y`).
  static func imports(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
      guard words.first == "import", words.count >= 2 else { return nil }
      let path = words.count == 2 ? words[1] : words[2]
      return String(path.split(separator: ".").first ?? path)
    }
  }

  /// Every import in `Sources/` that its layer may not make, as "file: module".
  static func violations(in sources: URL, allowed: [String: Set<String>]) throws -> [String] {
    var found: [String] = []
    let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix(".") }
    for target in targets.sorted() {
      guard let permitted = allowed[target] else {
        found.append("\(target): not in the table; give the new target its row")
        continue
      }
      let folder = sources.appendingPathComponent(target)
      let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
      for file in files.sorted() where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        if text.contains("@_exported") { found.append("\(target)/\(file): @_exported hides a layer") }
        for module in imports(text) where !permitted.contains(module) {
          found.append("\(target)/\(file): \(module)")
        }
      }
    }
    return found
  }

  @Test("No target imports a layer above it, nor Foundation")
  func layers() throws {
    let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
    #expect(Set(targets.filter { !$0.hasPrefix(".") }) == Set(Self.allowed.keys))
    #expect(try Self.violations(in: Self.sources, allowed: Self.allowed) == [])
  }

  @Test("The import reader finds every form of import")
  func reader() {
    let lines = [
      "import LifecycleCore", "@testable import QuizEngine", "import struct Foundation.URL", "  import Glibc",
    ]
    let text = (lines + ["// import X"]).joined(separator: "\n")
    #expect(Self.imports(text) == ["LifecycleCore", "QuizEngine", "Foundation", "Glibc"])
  }
}
