import Foundation
import Testing

/// Runs the built binary, copied with its resource bundle into a temporary
/// folder, as an installed copy would run.
@Suite("End to end")
struct EndToEndTests {
  @Test("A relocated binary with its bundle runs simulate, through a symlink too")
  func relocatedBinary() throws {
    let build = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/debug")
    let binary = build.appendingPathComponent("lifequiz")
    try #require(FileManager.default.fileExists(atPath: binary.path), "build the lifequiz product first: swift build")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent("bin/lifequiz")
    try FileManager.default.copyItem(at: binary, to: copy)
    try FileManager.default.copyItem(
      at: build.appendingPathComponent("lifequiz_LifeQuizResources.resources"),
      to: folder.appendingPathComponent("bin/lifequiz_LifeQuizResources.resources"))
    let link = folder.appendingPathComponent("lq")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: copy)

    for executable in [copy, link] {
      let (status, out, err) = try run(executable, ["simulate", "--format", "json", "launch", "home"])
      #expect(status == 0, "\(err)")
      #expect(out.contains("\"sceneDidEnterBackground(_:)\""))
    }
    let (status, out, err) = try run(copy, ["simulate", "launch", "dismiss"])
    #expect(status == 1)
    #expect(out.isEmpty)
    #expect(err.hasPrefix("Error: Step 2 (dismiss) can't happen"))
  }

  private func run(_ executable: URL, _ arguments: [String]) throws -> (Int32, String, String) {
    let result = try BuiltProduct.run(executable, arguments, environment: ["LANG": "C", "PATH": "/usr/bin:/bin"])
    return (result.status, result.out, result.err)
  }
}
