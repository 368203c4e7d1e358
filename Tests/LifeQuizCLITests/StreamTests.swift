import Foundation
import Testing

/// Every write to standard output and error is checked, in the real binary.
@Suite("Standard streams")
struct StreamTests {
  static let hasDevFull = FileManager.default.fileExists(atPath: "/dev/full")

  @Test(
    "A full disk on standard output is exit 1 with a message on standard error",
    .enabled(if: hasDevFull, "/dev/full exists on Linux only"),
    arguments: ["--help", "--version", "help deck", "deck", "explain inactive", "simulate launch home", "stats"])
  func fullDisk(_ command: String) throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-full-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let result = try BuiltProduct.bash("\"$LQ\" \(command) >/dev/full", environment: ["LIFEQUIZ_HOME": home.path])
    #expect(result.status == 1)
    #expect(result.err == "Error: Cannot write to standard output (No space left on device).\n")
  }

  @Test("A practice session whose output fails stops at once and saves nothing", .enabled(if: hasDevFull))
  func practiceFullDisk() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-full-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let result = try BuiltProduct.bash(
      "yes t | \"$LQ\" practice --kind trap --count 3 >/dev/full", environment: ["LIFEQUIZ_HOME": home.path])
    #expect(result.status == 1)
    #expect(result.err.hasSuffix("Error: Cannot write to standard output (No space left on device).\n"))
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("history.jsonl").path))
  }

  @Test("A closed standard output is exit 1 with a message")
  func closedOutput() throws {
    let result = try BuiltProduct.bash("\"$LQ\" --help >&-")
    #expect(result.status == 1)
    #expect(result.err == "Error: Cannot write to standard output (Bad file descriptor).\n")
  }

  @Test("A failed write to standard error alone is exit 1", .enabled(if: hasDevFull))
  func fullErrorStream() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-deck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try BuiltProduct.bash("\"$LQ\" deck -o '\(folder.path)/deck.txt' 2>/dev/full")
    #expect(result.status == 1)
  }

  @Test("A reader that goes away (deck | head -c 1) ends lifequiz quietly with exit 0")
  func closedPipe() throws {
    let result = try BuiltProduct.bash("\"$LQ\" deck | head -c 1 >/dev/null; echo \"${PIPESTATUS[0]}\"")
    #expect(result.out == "0\n")
    #expect(result.err.isEmpty)
  }
}
