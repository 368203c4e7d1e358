import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Another process holding the progress lock: the wait is bounded, a signal
/// ends it at once, and a file-size limit is an error, not a killed process.
@Suite("Lock waits and file-size limits")
struct LockWaitTests {
  func home() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-lock-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Holds `progress.lock` in `home` until the returned descriptor is closed.
  func holdLock(_ home: String) throws -> Int32 {
    let descriptor = open(home + "/progress.lock", O_RDWR | O_CREAT, 0o644)
    try #require(descriptor >= 0)
    try #require(flock(descriptor, LOCK_EX) == 0)
    return descriptor
  }

  @Test("A lock another lifequiz keeps is waited for 10 s, then a one-line error naming it, exit 1")
  func busy() throws {
    let home = try home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let held = try holdLock(home)
    defer { close(held) }
    let started = Date()
    let result = try BinaryRunner.run(["stats"], environment: ["LIFEQUIZ_HOME": home, "LANG": "C"])
    let seconds = Date().timeIntervalSince(started)
    #expect(!result.hung)
    #expect(result.status == 1)
    #expect(result.err.hasPrefix("Error: Another lifequiz is writing \(home)/progress.lock"))
    #expect(result.err.split(separator: "\n").count == 1)
    #expect(seconds >= 9 && seconds < 19, "waited \(seconds) s")
  }

  @Test("Ctrl-C while an answer waits for the lock ends the session at once with 130")
  func interruptedWait() throws {
    let home = try home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let running = try BinaryRunner.Running(
      ["practice", "--count", "2", "--seed", "1", "--kind", "trap"],
      environment: ["LIFEQUIZ_HOME": home, "LIFEQUIZ_NOW": "1795300000", "LANG": "C"])
    #expect(running.waitFor { running.out.contains("Type t or f.") })
    let held = try holdLock(home)
    defer { close(held) }
    running.send("t\n")
    #expect(running.waitFor { running.out.contains("Not quite") || running.out.contains("Correct") })
    usleep(500_000)
    let sent = Date()
    running.signal(SIGINT)
    let result = running.finish(within: 5)
    #expect(!result.hung)
    #expect(result.status == 130)
    #expect(Date().timeIntervalSince(sent) < 3)
    #expect(!FileManager.default.fileExists(atPath: home + "/history.jsonl"))
  }

  #if os(Linux)
    @Test("A file-size limit makes a deck write an error with nothing left behind, not a killed process")
    func fileSizeLimit() throws {
      let home = try home()
      defer { try? FileManager.default.removeItem(atPath: home) }
      // SIGXFSZ back to its default, unblocked (a test runner may ignore or
      // block it, and children inherit both), and a 4 KB limit.
      let setup = """
        signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGXFSZ])
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
        """
      let result = try BinaryRunner.runAfterPython(
        setup, ["deck", "-o", home + "/deck.apkg"], environment: ["LIFEQUIZ_HOME": home, "LANG": "C"])
      #expect(result.reason == .exit)
      #expect(result.status == 1)
      #expect(result.err.contains("File too large"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.hasPrefix("deck") }.isEmpty)
    }
  #endif
}
