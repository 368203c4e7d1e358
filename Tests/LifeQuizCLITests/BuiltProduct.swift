import Foundation
import Testing

/// The built `lifequiz` binary, run by bash so tests can give it the
/// redirections a user would: `>/dev/full`, `>&-`, `| head -1`.
enum BuiltProduct {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let build = root.appendingPathComponent(".build/debug")
  static let path = build.appendingPathComponent("lifequiz").path

  struct Result {
    let status: Int32
    let out: String
    let err: String
  }

  /// Runs `script` in bash with `$LQ` naming the binary, in a clean
  /// environment plus `environment`, with no input.
  static func bash(_ script: String, environment: [String: String] = [:]) throws -> Result {
    try #require(FileManager.default.fileExists(atPath: path), "build the lifequiz product first: swift build")
    return try run(
      URL(fileURLWithPath: "/bin/bash"), ["-c", script],
      environment: ["LANG": "C", "PATH": "/usr/bin:/bin", "LQ": path].merging(environment) { $1 })
  }

  /// Runs an executable. A binary copied a moment ago can fail to start
  /// with "Text file busy" (ETXTBSY) while a child that another test is
  /// forking still holds the copy's write descriptor; that is retried.
  static func run(_ executable: URL, _ arguments: [String], environment: [String: String]) throws -> Result {
    var attempt = 0
    while true {
      do {
        return try runOnce(executable, arguments, environment: environment)
      } catch let error as NSError where isTextFileBusy(error) {
        attempt += 1
        if attempt == 50 { throw error }
        usleep(20_000)
      }
    }
  }

  private static func isTextFileBusy(_ error: NSError) -> Bool {
    if error.domain == NSPOSIXErrorDomain { return error.code == Int(ETXTBSY) }
    return (error.userInfo[NSUnderlyingErrorKey] as? NSError).map(isTextFileBusy) ?? false
  }

  private static func runOnce(_ executable: URL, _ arguments: [String], environment: [String: String]) throws -> Result
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    process.currentDirectoryURL = URL(fileURLWithPath: "/")
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
      err: String(decoding: errData, as: UTF8.self))
  }
}
