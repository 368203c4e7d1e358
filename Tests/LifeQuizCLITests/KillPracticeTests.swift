import Foundation
import QuizEngine
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Kills practice at random points (SIGKILL or SIGINT, answers piped in) over
/// many runs into one data folder, and after each run checks that the next
/// command finds every answer: the reviews counted in progress.json equal the
/// good records in the history, and no temporary file is left.
/// `KILL_PRACTICE_RUNS=1000 swift test --filter KillPractice` (or
/// `.ci/kill-practice 1000`) runs more; `KILL_PRACTICE_SEED` picks the points.
@Suite("Killing practice", .serialized)
struct KillPracticeTests {
  @Test("Killed at random points over many runs, nothing is lost or left half-written")
  func killAtRandomPoints() throws {
    let environment = ProcessInfo.processInfo.environment
    let runs = environment["KILL_PRACTICE_RUNS"].flatMap(Int.init) ?? 40
    var random = SeededGenerator(seed: environment["KILL_PRACTICE_SEED"].flatMap(UInt64.init) ?? 10)
    let home = try DataSafetyTests.folder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let settings = ["LANG": "C", "LIFEQUIZ_HOME": home, "PATH": "/usr/bin:/bin"]
    var killedMidSession = 0
    for run in 0..<runs {
      let signal = Bool.random(using: &random) ? SIGKILL : SIGINT
      let delay = UInt32.random(in: 0..<250_000, using: &random)
      let running = try BinaryRunner.Running(
        ["practice", "--kind", "trap", "--count", "30", "--cram", "--seed", String(run)], environment: settings)
      // Fewer answers than questions, and input left open: the kill always
      // lands in a session, while starting, answering or waiting.
      running.send(String(repeating: "t\n", count: Int.random(in: 0..<12, using: &random)))
      usleep(delay)
      running.signal(signal)
      let result = running.finish()
      #expect(!result.hung, "run \(run)")
      if result.status != 0 { killedMidSession += 1 }
      let stats = try BinaryRunner.run(["stats", "--format", "json"], environment: settings)
      #expect(stats.status == 0, "run \(run): \(stats.err)")
      #expect(stats.out.contains("\"reviews\": \(goodLines(home)),"), "run \(run): \(stats.out)")
      try expectStoredInvariant(home, records: nil)
    }
    // The kills must land during sessions, or this checks nothing.
    #expect(killedMidSession == runs)
    #expect(goodLines(home) > 0)
  }

  @Test("Interviews killed at random points: every transcript line is whole JSON, the history agrees with stats")
  func killInterviews() throws {
    let environment = ProcessInfo.processInfo.environment
    let runs = environment["KILL_PRACTICE_RUNS"].flatMap(Int.init).map { max(1, $0 / 2) } ?? 20
    var random = SeededGenerator(seed: environment["KILL_PRACTICE_SEED"].flatMap(UInt64.init) ?? 11)
    let home = try DataSafetyTests.folder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let settings = ["LANG": "C", "LIFEQUIZ_HOME": home, "PATH": "/usr/bin:/bin"]
    let answer = "willResignActive then didEnterBackground, suspended with no callback.\n\n"
    for run in 0..<runs {
      let signal = Bool.random(using: &random) ? SIGKILL : SIGINT
      let running = try BinaryRunner.Running(
        ["interview", "--count", "3", "--time", "0", "--seed", String(run)], environment: settings)
      running.send(String(repeating: answer, count: Int.random(in: 0..<6, using: &random)))
      usleep(UInt32.random(in: 0..<250_000, using: &random))
      running.signal(signal)
      let result = running.finish()
      #expect(!result.hung, "run \(run)")
      let stats = try BinaryRunner.run(["stats", "--format", "json"], environment: settings)
      #expect(stats.status == 0, "run \(run): \(stats.err)")
      #expect(stats.out.contains("\"reviews\": \(goodLines(home)),"), "run \(run): \(stats.out)")
      try expectStoredInvariant(home, records: nil)
      let folder = home + "/interviews"
      for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".jsonl") {
        let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        for line in text.split(separator: "\n") {
          #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "run \(run): \(name): \(line)")
        }
      }
    }
    // The kills landed in interviews that had saved something.
    #expect(goodLines(home) > 0)
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: home + "/interviews")) ?? []).count >= runs)
  }
}
