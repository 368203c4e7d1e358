import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built binary in place (never copied, so nothing writes the file
/// while it runs), its output in files, with a watchdog that reports a hang
/// instead of waiting forever.
struct BinaryRunner {
  static let binary = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/debug/lifequiz")

  struct Result {
    let status: Int32
    let out: String
    let err: String
    /// Still running when the watchdog fired (it was then killed).
    let hung: Bool
  }

  /// A started process, its standard input held open as a pipe.
  final class Running: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    let outPath: String
    let errPath: String

    init(_ arguments: [String], environment: [String: String]) throws {
      let base = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-run-\(UUID().uuidString)")
      outPath = base.path + ".out"
      errPath = base.path + ".err"
      FileManager.default.createFile(atPath: outPath, contents: nil)
      FileManager.default.createFile(atPath: errPath, contents: nil)
      process.executableURL = BinaryRunner.binary
      process.arguments = arguments
      process.environment = environment
      process.standardInput = input
      process.standardOutput = FileHandle(forWritingAtPath: outPath)
      process.standardError = FileHandle(forWritingAtPath: errPath)
      try process.run()
    }

    var out: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }

    func send(_ text: String) { input.fileHandleForWriting.write(Data(text.utf8)) }

    func signal(_ number: Int32) { kill(process.processIdentifier, number) }

    /// Waits for `condition`, checking every 10 ms for up to `seconds`.
    func waitFor(_ seconds: Double = 20, _ condition: () -> Bool) -> Bool {
      for _ in 0..<Int(seconds * 100) {
        if condition() { return true }
        usleep(10_000)
      }
      return condition()
    }

    func finish(within seconds: Double = 20) -> Result {
      let ended = waitFor(seconds) { !process.isRunning }
      if !ended {
        kill(process.processIdentifier, SIGKILL)
      }
      process.waitUntilExit()
      defer {
        unlink(outPath)
        unlink(errPath)
      }
      let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
      return Result(status: process.terminationStatus, out: out, err: err, hung: !ended)
    }
  }

  /// Runs lifequiz through Python: `setup` (Python lines after `import os,
  /// resource, signal, sys`) first changes what the process will inherit (a
  /// closed descriptor, a limit, a signal's disposition), then Python
  /// replaces itself with lifequiz. Returns how it ended and its standard error.
  static func runAfterPython(
    _ setup: String, _ arguments: [String], environment: [String: String], input: String? = nil
  ) throws -> (reason: Process.TerminationReason, status: Int32, err: String) {
    let process = Process()
    let feed = Pipe()
    if input != nil { process.standardInput = feed }
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let script = "import os, resource, signal, sys\n" + setup + "\nos.execv(sys.argv[1], sys.argv[1:])\n"
    process.arguments = ["python3", "-c", script, binary.path] + arguments
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    if let input {
      feed.fileHandleForWriting.write(Data(input.utf8))
      try feed.fileHandleForWriting.close()
    }
    let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationReason, process.terminationStatus, err)
  }

  /// Runs to the end with `input` (or a file as standard input).
  static func run(
    _ arguments: [String], environment: [String: String], input: String = "", inputFile: String? = nil
  ) throws -> Result {
    try #require(FileManager.default.fileExists(atPath: binary.path), "build the lifequiz product first: swift build")
    if let inputFile {
      let process = Process()
      let base = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-run-\(UUID().uuidString)")
      FileManager.default.createFile(atPath: base.path + ".out", contents: nil)
      FileManager.default.createFile(atPath: base.path + ".err", contents: nil)
      defer {
        unlink(base.path + ".out")
        unlink(base.path + ".err")
      }
      process.executableURL = binary
      process.arguments = arguments
      process.environment = environment
      process.standardInput = FileHandle(forReadingAtPath: inputFile)
      process.standardOutput = FileHandle(forWritingAtPath: base.path + ".out")
      process.standardError = FileHandle(forWritingAtPath: base.path + ".err")
      try process.run()
      var waited = 0
      while process.isRunning && waited < 2_000 {
        usleep(10_000)
        waited += 1
      }
      let hung = process.isRunning
      if hung { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
      return Result(
        status: process.terminationStatus,
        out: (try? String(contentsOfFile: base.path + ".out", encoding: .utf8)) ?? "",
        err: (try? String(contentsOfFile: base.path + ".err", encoding: .utf8)) ?? "", hung: hung)
    }
    let running = try Running(arguments, environment: environment)
    running.send(input)
    try running.input.fileHandleForWriting.close()
    return running.finish()
  }
}
