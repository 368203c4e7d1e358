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
    var killedMidSession = 0
    for run in 0..<runs {
      let signal = Bool.random(using: &random) ? SIGKILL : SIGINT
      let delay = UInt32.random(in: 0..<250_000, using: &random)
      // Fewer answers than questions, and input left open: the kill always
      // lands in a session, while starting, answering or waiting.
      let input = String(repeating: "t\n", count: Int.random(in: 0..<12, using: &random))
      let result = try kill(
        ["practice", "--kind", "trap", "--count", "30", "--cram", "--seed", String(run)], input: input, after: delay,
        with: signal, home: home, run: run)
      if result.status != 0 { killedMidSession += 1 }
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
    let answer = "willResignActive then didEnterBackground, suspended with no callback.\n\n"
    for run in 0..<runs {
      let signal = Bool.random(using: &random) ? SIGKILL : SIGINT
      let input = String(repeating: answer, count: Int.random(in: 0..<6, using: &random))
      // Up to half a second: on a busy machine an interview can take a quarter of one
      // to read its questions, and kills before any answer is saved test nothing.
      try kill(
        ["interview", "--count", "3", "--time", "0", "--seed", String(run)], input: input,
        after: UInt32.random(in: 0..<500_000, using: &random), with: signal, home: home, run: run)
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

  @Test(
    "Killed while answers are taken back and items suspended: the kept states are those a replay of the history gives")
  func killWithUndoAndSuspend() throws {
    let environment = ProcessInfo.processInfo.environment
    let runs = environment["KILL_PRACTICE_RUNS"].flatMap(Int.init).map { max(1, $0 / 2) } ?? 20
    var random = SeededGenerator(seed: environment["KILL_PRACTICE_SEED"].flatMap(UInt64.init) ?? 12)
    let home = try DataSafetyTests.folder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let moves = ["t\n", "f\n", "undo\n", "undo\n", "suspend\ny\n", "suspend\nn\n"]
    for run in 0..<runs {
      let signal = Bool.random(using: &random) ? SIGKILL : SIGINT
      let input =
        (0..<Int.random(in: 0..<16, using: &random)).map { _ in moves[Int.random(in: 0..<moves.count, using: &random)] }
        .joined()
      try kill(
        ["practice", "--kind", "trap", "--count", "30", "--cram", "--seed", String(run)], input: input,
        after: UInt32.random(in: 0..<500_000, using: &random), with: signal, home: home, run: run)
      try expectSameAsReplay(home, run: run)
    }
    let history = try String(contentsOfFile: home + "/history.jsonl", encoding: .utf8)
    // The kills landed after undos and suspensions had been written.
    #expect(history.contains("\"control\": \"undo\""))
    #expect(history.contains("\"control\": \"suspend\""))
    #expect(goodLines(home) > 0)
  }

  @Test("Killed while another lifequiz holds the lock: nothing is written, and the next command finds every answer")
  func killWhileLockHeld() throws {
    let home = try DataSafetyTests.folder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let settings = ["LANG": "C", "LIFEQUIZ_HOME": home, "PATH": "/usr/bin:/bin"]
    for (run, signal) in [SIGKILL, SIGINT, SIGTERM].enumerated() {
      let running = try BinaryRunner.Running(
        ["practice", "--kind", "trap", "--count", "5", "--cram", "--seed", String(run)], environment: settings)
      #expect(running.waitFor { running.out.contains("Type t or f.") }, "run \(run)")
      running.send("t\n")
      #expect(running.waitFor { goodLines(home) == run + 1 }, "run \(run): the first answer is saved")
      let held = open(home + "/progress.lock", O_RDWR)
      try #require(held >= 0 && flock(held, LOCK_EX) == 0)
      running.send("f\n")
      usleep(300_000)
      running.signal(signal)
      let result = running.finish(within: 5)
      flock(held, LOCK_UN)
      close(held)
      #expect(!result.hung, "run \(run)")
      #expect(goodLines(home) == run + 1, "run \(run): the answer waiting for the lock was not half-written")
      let stats = try BinaryRunner.run(["stats", "--format", "json"], environment: settings)
      #expect(stats.out.contains("\"reviews\": \(run + 1),"), "run \(run): \(stats.out)")
      try expectStoredInvariant(home, records: run + 1)
    }
  }

  #if os(Linux)
    @Test("A file-size limit reached mid-session: one error, exit 1, every answer before it kept whole")
    func fileSizeLimitInPractice() throws {
      let home = try DataSafetyTests.folder()
      defer { try? FileManager.default.removeItem(atPath: home) }
      let settings = ["LANG": "C", "LIFEQUIZ_HOME": home, "PATH": "/usr/bin:/bin", "LIFEQUIZ_NOW": "1795300000"]
      // About four history lines fit; progress.json (larger) soon does not.
      let setup = """
        signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGXFSZ])
        resource.setrlimit(resource.RLIMIT_FSIZE, (600, 600))
        """
      let result = try BinaryRunner.runAfterPython(
        setup, ["practice", "--kind", "trap", "--count", "12", "--cram", "--seed", "3"], environment: settings,
        input: String(repeating: "t\nundo\nf\n", count: 12))
      #expect(result.reason == .exit)
      #expect(result.status == 1)
      #expect(result.err.contains("File too large"), "\(result.err)")
      let history = try String(contentsOfFile: home + "/history.jsonl", encoding: .utf8)
      #expect(history.hasSuffix("\n"))
      #expect(
        history.split(separator: "\n").allSatisfy { line in
          (try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil
        })
      let stats = try BinaryRunner.run(["stats", "--format", "json"], environment: settings)
      #expect(stats.status == 0, "\(stats.err)")
      #expect(goodLines(home) > 0)
      #expect(stats.out.contains("\"reviews\": \(goodLines(home)),"), "\(stats.out)")
      try expectStoredInvariant(home, records: nil)
    }
  #endif

  /// Starts lifequiz in `home`, feeds `input` (left open), sends `signal`
  /// after `delay` microseconds, then checks what the next command finds:
  /// no hang, `stats` counting exactly the answers in effect in the history,
  /// and the stored invariant.
  @discardableResult
  func kill(
    _ arguments: [String], input: String, after delay: UInt32, with signal: Int32, home: String, run: Int
  ) throws -> BinaryRunner.Result {
    let settings = ["LANG": "C", "LIFEQUIZ_HOME": home, "PATH": "/usr/bin:/bin"]
    let running = try BinaryRunner.Running(arguments, environment: settings)
    running.send(input)
    usleep(delay)
    running.signal(signal)
    let result = running.finish()
    #expect(!result.hung, "run \(run)")
    let stats = try BinaryRunner.run(["stats", "--format", "json"], environment: settings)
    #expect(stats.status == 0, "run \(run): \(stats.err)")
    #expect(stats.out.contains("\"reviews\": \(goodLines(home)),"), "run \(run): \(stats.out)")
    try expectStoredInvariant(home, records: nil)
    return result
  }

  /// The states kept in progress.json are those a replay of the whole
  /// history gives: a copy without progress.json is rebuilt and compared.
  func expectSameAsReplay(_ home: String, run: Int) throws {
    guard FileManager.default.fileExists(atPath: home + "/progress.json") else { return }
    let copy = try DataSafetyTests.folder()
    defer { try? FileManager.default.removeItem(atPath: copy) }
    try FileManager.default.removeItem(atPath: copy)
    try FileManager.default.copyItem(atPath: home, toPath: copy)
    try FileManager.default.removeItem(atPath: copy + "/progress.json")
    let rebuilt = try BinaryRunner.run(["stats"], environment: ["LANG": "C", "LIFEQUIZ_HOME": copy])
    #expect(rebuilt.status == 0, "run \(run): \(rebuilt.err)")
    func kept(_ folder: String) throws -> NSDictionary {
      let data = try #require(FileManager.default.contents(atPath: folder + "/progress.json"))
      let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      return NSDictionary(dictionary: [
        "items": root["items"] ?? [:], "suspended": root["suspended"] ?? [], "undone": root["undone"] ?? [],
      ])
    }
    #expect(try kept(home) == kept(copy), "run \(run)")
  }
}
