import Foundation
import LifecycleCore
import Testing

@Suite("README")
struct ReadmeTests {
  static let readme =
    (try? String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"),
      encoding: .utf8)) ?? ""

  @Test("The README's event table names every event in the vocabulary")
  func eventTable() {
    #expect(!Self.readme.isEmpty)
    for kind in EventKind.allCases {
      let name = kind.takesSceneNumber ? "`\(kind.rawValue):N`" : "`\(kind.rawValue)`"
      #expect(Self.readme.contains("| \(name)") || Self.readme.contains("/ \(name)"), "README misses \(name)")
    }
  }

  @Test("The README's event table names who causes each event, as the core does")
  func eventActors() throws {
    let rows = Self.readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
    for kind in EventKind.allCases {
      let name = kind.takesSceneNumber ? "`\(kind.rawValue):N`" : "`\(kind.rawValue)`"
      let row = try #require(rows.first { $0.contains("| \(name)") || $0.contains("/ \(name)") }, "no row for \(name)")
      #expect(row.contains("| \(kind.actor.rawValue) |"), "\(name) is caused by the \(kind.actor.rawValue)")
    }
  }

  @Test("The README shows the command CI runs")
  func testCommand() throws {
    let ci = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".ci/run"),
      encoding: .utf8)
    #expect(ci.split(separator: "\n").last == "swift test")
    #expect(Self.readme.contains("\nswift run lifequiz practice "))
    #expect(Self.readme.contains("\nbash .ci/run "))
  }
}
